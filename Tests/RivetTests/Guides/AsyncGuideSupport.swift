import Rivet
import RivetTestSupport

// The test doubles and the wrong assemblies of AsyncGuideTests.swift.

/// Thrown by a database that cannot be opened.
struct DiskFull: Error, Equatable, CustomStringConvertible {
    var description: String { "the disk is full" }
}

/// Something that happens once, which one other task can wait for.
final class Signal: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream<Void>.makeStream()
    }

    func fire() {
        continuation.finish()
    }

    /// Returns once the signal fired, or when the waiting task is cancelled.
    func wait() async {
        for await _ in stream {}
    }
}

/// Suspends until the task is cancelled, then throws `CancellationError`: a request that never answers.
func untilCancelled() async throws {
    await Signal().wait()
    throw CancellationError()
}

/// A configuration service on a stalled network: its first fetch waits until it is cancelled.
final class StalledConfigurationClient: ConfigurationClient {
    let fetches = Counter()
    private let firstFetch = Signal()

    func fetchConfiguration() async throws -> RemoteConfiguration {
        if fetches.increment() == 1 {
            firstFetch.fire()
            try await untilCancelled()
        }
        return .standard
    }

    /// Returns once the first fetch has begun.
    func firstFetchBegan() async {
        await firstFetch.wait()
    }
}

/// Registers a flow component that every flow of the app builds when it warms up.
struct GuestSessionAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(AccountSessionKey.self, .flow) { _ in AccountSession(account: "guest", token: "") }
    }
}

/// Thumbnails drawn by the image loader, which caches them in the thumbnails: a cycle across awaits.
struct ThumbnailsKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> [String] {
        try await values.resolve(ImageLoaderKey.self)
    }
}

struct ImageLoaderKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> [String] {
        try await values.resolve(ThumbnailsKey.self)
    }
}

struct ThumbnailsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(ThumbnailsKey.self)
        registry.registerAsync(ImageLoaderKey.self)
    }
}

/// The latest notes, read synchronously from a database that may not be open yet.
struct RecentNotesKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> [String] {
        values[NotesDatabaseKey.self].draftTitles()   // not awaited: wrong
    }
}

struct RecentNotesAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(NotesDatabaseKey.self)
        registry.registerAsync(RecentNotesKey.self)
    }
}
