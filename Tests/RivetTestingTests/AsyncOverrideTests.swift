import Rivet
import RivetTestSupport
import RivetTesting
import Testing

/// Stands in for a database opened at launch.
final class StoredUsers: Sendable {
    let names: [String]
    init(_ names: [String]) { self.names = names }
}

/// Opens the live store: slow and real in an app, counted here.
struct StoredUsersKey: AsyncInjectionKey {
    static let opened = Locked(0)
    static func make(_ values: AsyncInjectedValues) async throws -> StoredUsers {
        opened.withLock { $0 += 1 }
        await Task.yield()
        return StoredUsers(["live"])
    }
}

struct StoreAssembly: Assembly, Sendable {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(StoredUsersKey.self)
    }
}

@Suite struct AsyncOverrideTests {
    static let mock = StoredUsers(["mock"])

    @Test(.isolatedFactory(StoreAssembly()), .overriding(StoredUsersKey.self, with: mock))
    func anAsyncKeyOverriddenWithAValue_resolvesSynchronously_withNoWarmUp() {
        #expect(Factory.current[StoredUsersKey.self] === Self.mock)
    }

    @Test(.isolatedFactory(StoreAssembly()), .overridingAsync(StoredUsersKey.self) { _ in StoredUsers(["async mock"]) }, .warmedUp)
    func anAsyncKeyOverriddenAsynchronously_isBuiltByTheWarmUpTrait() {
        #expect(Factory.current[StoredUsersKey.self].names == ["async mock"])
    }

    @Test func overrideAsync_replacesTheMake_andTheNextWarmUpBuildsIt() async throws {
        try await withIsolatedFactory(StoreAssembly()) { factory in
            factory.overrideAsync(StoredUsersKey.self) { _ in StoredUsers(["seeded"]) }
            try await factory.warmUp()
            #expect(factory[StoredUsersKey.self].names == ["seeded"])
        }
    }

    @Test func aSyncOverride_ofAWarmedComponent_replacesItsValue() async throws {
        try await withIsolatedFactory(TestAssembly { registry in
            registry.registerAsync(StoredUsersKey.self) { _ in StoredUsers(["first"]) }
        }) { factory in
            try await factory.warmUp()
            factory.override(StoredUsersKey.self) { _ in StoredUsers(["replaced"]) }
            #expect(factory[StoredUsersKey.self].names == ["replaced"])
            #expect(factory[StoredUsersKey.self] === factory[StoredUsersKey.self], "still a singleton")
        }
    }
}

/// Tests running in parallel, each warming its own factory: each builds the store once, and sees its own.
@Suite(.isolatedFactory(TestAssembly { registry in
    registry.registerAsync(StoredUsersKey.self) { _ in StoredUsers([StoreNames.next()]) }
}), .warmedUp)
struct ParallelWarmUpTests {
    @Test(arguments: 0..<8)
    func eachTest_warmsUpItsOwnFactory(index: Int) async throws {
        let mine = Factory.current[StoredUsersKey.self]
        try await Task.sleep(for: .milliseconds(5))
        #expect(Factory.current[StoredUsersKey.self] === mine)
        #expect(ParallelWarmUpTests.seen.withLock { $0.insert(mine.names[0]).inserted })
    }

    static let seen = Locked<Set<String>>([])
}

/// Unique names for values built by different tests.
enum StoreNames {
    private static let last = Locked(0)
    static func next() -> String {
        last.withLock { count in
            count += 1
            return "store \(count)"
        }
    }
}
