import Rivet

/// The root coordinator: runs the login flow, then the users flow, and again after each sign-out, until
/// the user quits.
///
/// Each flow is a scope begun from the app's factory with the flow's own assembly, held by the flow's
/// coordinator and ended when that coordinator finishes. The flows share the app's singletons: the
/// login flow writes the signed-in user into the ``SessionStore`` that the users flow reads.
@MainActor public final class AppCoordinator {
    /// Told when each flow begins and ends: the console app prints it, tests check lifecycles with it.
    public var onFlowEvent: (@MainActor (FlowEvent) -> Void)?
    private let factory: Factory

    /// - Parameter factory: The app's root factory.
    public init(factory: Factory) {
        self.factory = factory
    }

    /// Runs the flows until the user quits, or leaves the sign-in screen without signing in.
    public func start() async {
        while await runLoginFlow() != nil {
            guard await runUsersFlow() == .signedOut else { return }
        }
    }

    // Each flow's assembly is named where the flow begins (`beginFlow(LoginAssembly())`), so that the
    // build plugin sees every scope's registrations and checks the whole program.

    private func runLoginFlow() async -> User? {
        let coordinator = LoginCoordinator(flow: began(.login, factory.beginFlow(LoginAssembly())))
        let user = await coordinator.start()
        end(.login, coordinator)
        return user
    }

    private func runUsersFlow() async -> UsersRoute {
        let coordinator = UsersCoordinator(flow: began(.users, factory.beginFlow(UsersAssembly())))
        let exit = await coordinator.start()
        end(.users, coordinator)
        return exit
    }

    private func began(_ name: AppFlow, _ flow: Factory) -> Factory {
        onFlowEvent?(.began(name, scope: flow))
        return flow
    }

    private func end(_ name: AppFlow, _ coordinator: FlowCoordinator) {
        coordinator.finish()
        onFlowEvent?(.ended(name))
    }
}
