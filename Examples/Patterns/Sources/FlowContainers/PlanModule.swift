import Rivet

/// What the sign-up coordinator sees of the plan module.
public protocol PlanRoutes: Module {
    var finished: (() -> Void)? { get set }
}

/// Builds the plan module.
public protocol PlanModuleFactory {
    func make() -> any PlanRoutes
}

/// Builds the plan module from the flow's container: this run's form, the app's plan catalog.
struct DefaultPlanModuleFactory: PlanModuleFactory {
    let values: InjectedValues

    func make() -> any PlanRoutes { PlanModule(form: values.signUpForm, catalog: values.planCatalog) }
}

/// Lets the user pick a plan, greeting them by the name the previous module stored in the form.
public final class PlanModule: PlanRoutes {
    public var finished: (() -> Void)?
    public let lines: [String]
    private let form: SignUpForm
    private let catalog: PlanCatalog

    init(form: SignUpForm, catalog: PlanCatalog) {
        self.form = form
        self.catalog = catalog
        lines = ["Hello \(form.name), pick a plan:"] + catalog.plans
    }

    /// The user taps a plan.
    public func choose(row: Int) {
        form.plan = catalog.plans[row]
        finished?()
    }
}
