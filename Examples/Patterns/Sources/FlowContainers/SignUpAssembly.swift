import Rivet

/// What the user has entered so far in one run of the sign-up flow: the state its modules share.
public final class SignUpForm {
    public var name = ""
    public var plan = ""
}

public struct SignUpFormKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> SignUpForm { SignUpForm() }
}

public struct NameModuleFactoryKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any NameModuleFactory { DefaultNameModuleFactory(values: values) }
}

public struct PlanModuleFactoryKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any PlanModuleFactory { DefaultPlanModuleFactory(values: values) }
}

extension InjectedValues {
    public var signUpForm: SignUpForm { self[SignUpFormKey.self] }
    public var nameModuleFactory: any NameModuleFactory { self[NameModuleFactoryKey.self] }
    public var planModuleFactory: any PlanModuleFactory { self[PlanModuleFactoryKey.self] }
}

/// The sign-up flow's own container: `factory.beginFlow(SignUpAssembly())` makes one for each run of
/// the flow, with its own form, on top of the shared container.
public struct SignUpAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(SignUpFormKey.self, .flow)
        registry.register(NameModuleFactoryKey.self)
        registry.register(PlanModuleFactoryKey.self)
    }
}
