#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Mutexes in one allocation: a pthread mutex (or `count` of them) in a `ManagedBuffer`, the pattern of
/// swift-nio's `NIOLock`, with every pthread result checked. The buffer's elements never move, so the
/// mutexes' addresses stay valid for the buffer's life; nothing else is stored in them.
///
/// `pthread_mutex_t` is the same API on Darwin and Glibc, so the code tested here is the code shipped on
/// Apple platforms; the Synchronization module's `Mutex` needs iOS 18.
final class _Lock: ManagedBuffer<Int, pthread_mutex_t> {
    /// A lock of `count` mutexes, each initialised.
    static func make(count: Int = 1) -> _Lock {
        let lock = unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: _Lock.self)
        lock.withUnsafeMutablePointers { count, mutexes in
            for index in 0..<count.pointee {
                _check(pthread_mutex_init(mutexes + index, nil), "pthread_mutex_init")
            }
        }
        return lock
    }

    deinit {
        withUnsafeMutablePointers { count, mutexes in
            for index in 0..<count.pointee {
                _check(pthread_mutex_destroy(mutexes + index), "pthread_mutex_destroy")
            }
        }
    }

    /// Locks mutex `index`.
    @inline(__always)
    func lock(_ index: Int = 0) {
        withUnsafeMutablePointerToElements { _check(pthread_mutex_lock($0 + index), "pthread_mutex_lock") }
    }

    /// Unlocks mutex `index`, which the caller holds.
    @inline(__always)
    func unlock(_ index: Int = 0) {
        withUnsafeMutablePointerToElements { _check(pthread_mutex_unlock($0 + index), "pthread_mutex_unlock") }
    }

    /// Runs `body` holding mutex 0: for a few loads and stores, never user code.
    func withLock<R>(_ body: () -> R) -> R {
        lock()
        defer { unlock() }
        return body()
    }
}

/// Stops the program when a pthread call fails, naming the call and the error number.
@inline(__always)
private func _check(_ result: Int32, _ call: StaticString) {
    if result != 0 { _lockFailed(result, call) }
}

@inline(never)
private func _lockFailed(_ result: Int32, _ call: StaticString) -> Never {
    fatalError("Rivet: internal error: \(call) failed with error \(result)")
}
