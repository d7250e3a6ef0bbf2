import Rivet

/// With `--trace`, a trace to build the app's factory with, which records its resolutions from the first: the
/// configuration read, the async components the warm-up builds and what their makes resolve, and what the launch
/// report reads. Nil without it: the factory then has no observer, and pays nothing.
@MainActor func makeLaunchTrace(arguments: [String] = CommandLine.arguments) -> ResolutionTrace? {
    arguments.contains("--trace") ? ResolutionTrace() : nil
}

/// Prints the launch's resolutions as a tree (Documentation/Tracing.md), if traced.
@MainActor func printLaunchTrace(_ trace: ResolutionTrace?) {
    guard let trace else { return }
    print("Trace of the launch's \(trace.events.count) resolutions:")
    print(trace.tree)
}
