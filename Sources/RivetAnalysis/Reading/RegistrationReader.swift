/// Reads registrations and overrides as written: `registry.register(K.self, .lifecycle) { … }`,
/// `factory.override(K.self) { … }`, `register(K.self, make: { … })`, and their main-actor and async forms.
struct RegistrationReader {
    /// The methods read, by name.
    static let names: [RivetWord] = [.register, .registerOnMainActor, .override, .overrideOnMainActor, .registerAsync, .overrideAsync]

    /// What a registration call says.
    struct Written {
        var method: Word
        var isAsync: Bool
        var isOverride: Bool
        var isMainActor: Bool
        /// The key's type, `Login.TokenKey` in `Login.TokenKey.self`.
        var key: [Word]
        /// `K.self`: where the registration is reported.
        var keyExpression: Expression
        var lifecycle: Lifecycle?
        var isLifecycleWritten: Bool
        var argumentLimit: String?
        var takesArgument: Bool?
        /// The `make:` arguments then the trailing closure, in order, each a closure or, when nil, code the
        /// analysis cannot read; the last is the builder. Empty: the key's own `make`.
        var builders: [Closure?]
        /// Whether a label other than `make:` follows the key: not Rivet's method. The builders before it
        /// are listed; the registration is not one.
        var isForeign: Bool
        /// Whether it is RivetTesting's `override(K.self, with: value)`: the key resolves to a value built where
        /// the override is made, which resolves nothing when the key does.
        var isValue = false
    }

    enum Outcome {
        case registration(Written)
        /// `Feature.register(into: &registry)`: a composition, read by ``CompositionReader``.
        case composition
        /// A call of that name the analysis cannot read; `isUnread` when it may be Rivet's (no label but `make:`).
        case unreadable(isUnread: Bool)
    }

    /// What `call`, named like a registration method after a dot, says.
    static func read(_ call: Call) -> Outcome? {
        guard let method = call.name, call.isMember, call.open >= 0 else { return nil }
        let isAsync = method.is(.registerAsync) || method.is(.overrideAsync)
        let isOverride = method.is(.override) || method.is(.overrideOnMainActor) || method.is(.overrideAsync)
        let isMainActor = method.is(.registerOnMainActor) || method.is(.overrideOnMainActor)
        let arguments = call.arguments
        if arguments.contains(where: { if case .prefixed("&", _) = $0.value.kind { true } else { false } }) { return .composition }
        guard let first = arguments.first, first.label == nil, let key = metatype(first.value) else {
            return .unreadable(isUnread: !arguments.contains { $0.label != nil && !$0.isLabelled(.make) })
        }
        var written = Written(
            method: method, isAsync: isAsync, isOverride: isOverride, isMainActor: isMainActor, key: key, keyExpression: first.value,
            lifecycle: isOverride ? nil : isAsync ? .singleton : .transient, isLifecycleWritten: false,
            argumentLimit: nil, takesArgument: isAsync || isMainActor ? false : nil, builders: [], isForeign: false
        )
        for argument in arguments.dropFirst() {
            if let label = argument.label {
                if label.is(.with), isOverride, !isAsync, arguments.count == 2, call.trailingClosures.isEmpty {
                    written.isValue = true
                    written.takesArgument = false
                    continue
                }
                guard label.is(.make) else {
                    written.isForeign = true
                    return .registration(written)
                }
                let closure: Closure? = if case .closure(let closure) = argument.value.kind { closure } else { nil }
                written.builders.append(closure)
                written.takesArgument = written.takesArgument ?? closure.flatMap(takesArgument)
            } else {
                written.isLifecycleWritten = true
                let lifecycle = LifecycleReader.lifecycle(argument.value)
                written.lifecycle = lifecycle?.lifecycle
                written.argumentLimit = lifecycle?.limit
                if let form = lifecycle?.takesArgument { written.takesArgument = form }
                if argument.value.name?.is("nil") == true, isOverride { written.isLifecycleWritten = false }
            }
        }
        if let (_, closure) = call.trailingClosures.first {
            written.builders.append(closure)
            written.takesArgument = written.takesArgument ?? takesArgument(closure)
        }
        return .registration(written)
    }

    /// `A.B.self`: the type's names; nil for a specialised type (`Box<Int>.self`), which the names alone
    /// would confuse with the type's other specialisations.
    static func metatype(_ expression: Expression) -> [Word]? {
        guard case .member(let access) = expression.kind, access.member.is("self"), !access.isSpecialised, let base = access.base,
            let path = base.path, !path.contains(where: { $0.is("self") })
        else { return nil }
        return path
    }

    /// Whether the closure names two or more parameters (a parameterized key's `{ values, id in … }`) or
    /// one; nil when it names none (`$0`) or cannot be read.
    private static func takesArgument(_ closure: Closure) -> Bool? {
        guard let signature = closure.signature, !signature.parameters.isEmpty else { return nil }
        return signature.parameters.count > 1
    }
}
