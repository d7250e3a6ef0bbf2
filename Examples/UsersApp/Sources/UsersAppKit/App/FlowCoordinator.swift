import Rivet

/// A coordinator that runs one flow. It holds the flow's scope, and so the flow's components, until it
/// finishes; then the scope and its `.flow` components are released.
@MainActor open class FlowCoordinator {
    /// The running flow's scope; nil once the coordinator has finished.
    public private(set) var flow: Factory?

    /// - Parameter flow: A scope begun with `factory.beginFlow(...)` for this coordinator alone.
    public init(flow: Factory) {
        self.flow = flow
    }

    /// Ends the flow by letting go of its scope.
    public func finish() {
        flow = nil
    }
}
