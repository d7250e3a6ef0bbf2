import Rivet

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The keys a strict scope's factory built with their live defaults, each once, in the order first built: the
/// strict factory's observer.
///
/// The factory tells it of each resolution from whichever thread resolves, when the resolution ends (a make's
/// after those of the resolutions it made), so the log appends under its own mutex and orders by the
/// resolutions' numbers, given as they begin; the scope reads it once its body has returned. Only strict scopes
/// make one: a plain scope's factory has no observer.
final class _LiveDefaultLog: ResolutionObserver, @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var recorded: [(id: UInt64, key: String)] = []

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Records the key of a resolution that built its value with the key's own `make`.
    func observe(_ resolution: ResolutionEvent) {
        guard resolution.usedLiveDefault else { return }
        let key = resolution.keyName
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        recorded.append((resolution.id, key))
    }

    /// The recorded names, each once, in the order first built.
    var keys: [String] {
        pthread_mutex_lock(mutex)
        let recorded = recorded.sorted { $0.id < $1.id }
        pthread_mutex_unlock(mutex)
        var seen = Set<String>()
        return recorded.map(\.key).filter { seen.insert($0).inserted }
    }
}
