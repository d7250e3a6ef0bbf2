extension Factory {
    /// How long a thread waits for another thread's build of the same value, or a task for another task's
    /// async build, before it says so on standard error (and goes on waiting), and again after each such delay.
    /// A test lowers it in an exit test's process, before it starts a thread or a task.
    nonisolated(unsafe) package static var _slowBuildWarningMilliseconds = 10_000

    /// Told each line Rivet writes about a slow wait, after it is written to standard error: a test waits for
    /// the report rather than for time to pass. Set in an exit test's process, before it starts a thread or task.
    nonisolated(unsafe) package static var _slowWaitObserver: (@Sendable (String) -> Void)?
}
