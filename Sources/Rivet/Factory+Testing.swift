extension Factory {
    /// How long a thread waits for another thread's build of the same value before it says so on standard
    /// error (and goes on waiting). A test lowers it in an exit test's process, before it starts a thread.
    nonisolated(unsafe) package static var _slowBuildWarningMilliseconds = 10_000
}
