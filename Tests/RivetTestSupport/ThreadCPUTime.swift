#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread spends in `body`, in seconds.
///
/// A guard against quadratic work measures this rather than the wall clock: it does not grow while the thread
/// waits for a core or for the cooperative pool, so a loaded machine does not reach the limit; a quadratic walk,
/// 10 to 100 times the linear one, still does. `body` must run on the calling thread.
public func threadCPUSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUNow()
    try body()
    return threadCPUNow() - start
}

private func threadCPUNow() -> Double {
    var time = timespec()
    precondition(clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed")
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
