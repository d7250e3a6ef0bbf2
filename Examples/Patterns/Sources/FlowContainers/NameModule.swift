import Rivet

/// What the sign-up coordinator sees of the name module: where it can go next.
public protocol NameRoutes: Module {
    var finished: (() -> Void)? { get set }
    var canceled: (() -> Void)? { get set }
}

/// Builds the name module.
public protocol NameModuleFactory {
    func make() -> any NameRoutes
}

/// Builds the name module from the flow's container, so it writes into this run's form.
struct DefaultNameModuleFactory: NameModuleFactory {
    let values: InjectedValues

    func make() -> any NameRoutes { NameModule(form: values.signUpForm) }
}

/// Asks for the user's name. (Presenter and view in one, to keep the example short.)
public final class NameModule: NameRoutes {
    public var finished: (() -> Void)?
    public var canceled: (() -> Void)?
    public private(set) var lines: [String]
    private let form: SignUpForm

    init(form: SignUpForm) {
        self.form = form
        lines = ["Your name: \(form.name)"]
    }

    /// The user types a name and taps Next.
    public func enter(_ name: String) {
        if name.isEmpty {
            lines = ["Your name:", "A name is needed."]
        } else {
            form.name = name
            finished?()
        }
    }

    /// The user taps Cancel.
    public func tapCancel() { canceled?() }
}
