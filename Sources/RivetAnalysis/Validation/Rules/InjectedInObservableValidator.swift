/// `@Injected` and `@LazyInjected` properties of `@Observable` classes that are not `@ObservationIgnored`:
/// the class does not compile (the macro's `_name` storage collides with the wrapper's), and Swift's error
/// names neither Rivet nor the fix, so the analysis says both on the property's line.
struct InjectedInObservableValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        context.program.files.flatMap(\.observedInjections).map { found in
            (found.location, .injectedInObservable(property: found.property, type: found.type, attribute: found.attribute))
        }
    }
}
