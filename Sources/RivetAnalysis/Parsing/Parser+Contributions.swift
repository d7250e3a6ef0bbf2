extension Parser {
    /// Records `registry.contribute(K.self) { values in … }` (and its other forms, as
    /// ``ContributionReader`` reads them).
    mutating func readContribution(_ call: Call) {
        guard let method = call.name, let written = ContributionReader.contribution(call) else { return }
        var contribution = Contribution(call: syntax.location(of: method))
        contribution.entry = written.entry
        contribution.isSourceWritten = written.isSourceWritten
        var builder: Builder?
        for source in written.builders {
            switch source {
            case .closure(let closure): builder = self.builder(closure)
            case .element(let element, let expression):
                contribution.elementKey = element[element.count - 1].text
                let written = element.map(\.text).joined(separator: ".")
                builder = .code([Resolution(target: .key(written), location: syntax.location(of: expression))])
            }
        }
        guard !written.isForeign, let builder = withTrailingClosure(builder, written.trailingClosure) else { return }
        append(written, call: call, builder: builder, role: .contribution(contribution))
    }

    /// Records `registry.onCreate(K.self) { values, value in … }` and `registry.decorate(K.self) { … }`
    /// (and their `perform:` and `with:` forms), whose method is `method`.
    mutating func readHook(_ call: Call, method: Word) {
        let hook: Hook = method.is(.onCreate) ? .onCreate : .decorate
        guard let written = ContributionReader.hook(call, label: hook == .onCreate ? .perform : .with) else { return }
        var builder: Builder?
        for source in written.builders {
            if case .closure(let closure) = source { builder = self.builder(closure) }
        }
        guard !written.isForeign, let builder = withTrailingClosure(builder, written.trailingClosure) else { return }
        append(written, call: call, builder: builder, role: .hook(hook))
    }

    /// A `make:`, `perform:` or `with:` argument: a closure literal's resolutions, or code the analysis
    /// cannot follow.
    private func builder(_ closure: Closure?) -> Builder {
        closure.map { .code(closureResolutions($0.brace)) } ?? .opaque
    }

    /// `builder`, or the trailing closure if there is one; nil when there is neither, or both (not Rivet's
    /// method).
    private func withTrailingClosure(_ builder: Builder?, _ trailing: Closure?) -> Builder? {
        guard let trailing else { return builder }
        return builder == nil ? .code(closureResolutions(trailing.brace)) : nil
    }

    /// Records a contribution or a hook as written.
    private mutating func append(_ written: ContributionReader.Written, call: Call, builder: Builder, role: RegistrationRole) {
        let (container, conditions, isConditional) = placement(of: call)
        var registration = Registration(
            keyName: written.key[written.key.count - 1].text,
            writtenName: written.key.map(\.text).joined(separator: "."),
            location: syntax.location(of: written.keyExpression),
            lifecycle: nil,
            isLifecycleWritten: false,
            builder: builder,
            assembly: container.map { result.assemblies[$0].name },
            container: container,
            conditions: conditions,
            isConditional: isConditional,
            isOverride: false
        )
        registration.role = role
        result.registrations.append(registration)
    }
}
