import Rivet

/// The flows the app runs.
public enum AppFlow: String, Sendable {
    case login
    case users
}

/// What ``AppCoordinator`` reports about its flows.
public enum FlowEvent {
    /// A flow began; `scope` is its factory, the one its components resolve in.
    case began(AppFlow, scope: Factory)
    /// A flow's coordinator finished and let go of the flow's scope.
    case ended(AppFlow)
}
