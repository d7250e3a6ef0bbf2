#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The keys a strict scope's factory built with their live defaults, each once, in the order first built.
///
/// The factory reports from whichever thread resolves (possibly while it holds its own lock), so the log
/// only appends under its own mutex; the scope reads it once its body has returned. Only strict scopes
/// make one: a plain scope pays for no lock.
final class _LiveDefaultLog: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var recorded: [String] = []

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

    /// Records a key's name unless it is already recorded.
    func record(_ key: String) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if !recorded.contains(key) { recorded.append(key) }
    }

    /// The recorded names, in the order first built.
    var keys: [String] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return recorded
    }
}
