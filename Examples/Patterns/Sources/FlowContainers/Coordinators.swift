import Rivet

/// The sign-up flow's coordinator: builds its modules with the flow's module factories, moves between
/// them, and creates the account with the shared container's service.
public final class SignUpCoordinator {
    /// The flow's container; released with the coordinator when the flow ends.
    public let flow: Factory
    private let window: Window
    var onFinish: ((Account?) -> Void)?

    init(flow: Factory, window: Window) {
        self.flow = flow
        self.window = window
    }

    func start() {
        let module = flow.nameModuleFactory.make()
        module.finished = { [weak self] in self?.showPlans() }
        module.canceled = { [weak self] in self?.onFinish?(nil) }
        window.show(module)
    }

    private func showPlans() {
        let module = flow.planModuleFactory.make()
        module.finished = { [weak self] in self?.finish() }
        window.show(module)
    }

    private func finish() {
        let form = flow.signUpForm
        onFinish?(flow.accountService.createAccount(name: form.name, plan: form.plan))
    }
}

/// The app's coordinator: holds the shared container and begins a container for each flow it runs.
public final class ApplicationCoordinator {
    private let factory: Factory
    private let window: Window
    public private(set) var signUp: SignUpCoordinator?
    public private(set) var account: Account?

    public init(factory: Factory, window: Window) {
        self.factory = factory
        self.window = window
    }

    public func startSignUp() {
        let coordinator = SignUpCoordinator(flow: factory.beginFlow(SignUpAssembly()), window: window)
        coordinator.onFinish = { [weak self] account in
            self?.account = account
            self?.signUp = nil   // the flow ends: its container and form go
        }
        signUp = coordinator
        coordinator.start()
    }
}
