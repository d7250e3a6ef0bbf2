import Rivet

/// With `--trace`, records the launch's resolutions into a trace: the configuration read, the async components
/// the warm-up builds and what their makes resolve, and what the launch report reads. Nil without it.
@MainActor func startLaunchTrace(_ factory: Factory, arguments: [String] = CommandLine.arguments) -> ResolutionTrace? {
    guard arguments.contains("--trace") else { return nil }
    let trace = ResolutionTrace()
    factory.startTracing(into: trace)
    return trace
}

/// Stops tracing and prints the launch's resolutions as a tree (Documentation/Tracing.md), if traced.
@MainActor func printLaunchTrace(_ trace: ResolutionTrace?, _ factory: Factory) {
    guard let trace else { return }
    factory.stopTracing()
    print("Trace of the launch's \(trace.events.count) resolutions:")
    print(trace.tree)
}
