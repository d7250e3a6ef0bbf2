/// Reads compositions: a registry handed on with `&` to another assembly or a helper,
/// `Other().assemble(into: &registry)`, `helper(&registry)`, `Type.helper(into: &registry)`.
struct CompositionReader {
    let syntax: SyntaxFile

    /// One registry handed to a call.
    struct Found {
        /// The `&registry` argument: where the registry's use is.
        var handed: Expression
        /// `registry`.
        var registry: Word
        /// The called name: where the composition is reported.
        var method: Word
        /// What the call composes; nil when its receiver is a value the analysis cannot name.
        var target: Composition.Target?
        /// How notes name the call when `target` is nil.
        var construct: String
    }

    /// Every `&name` passed to a call, in source order.
    func handedRegistries() -> [Found] {
        var found: [Found] = []
        for call in syntax.calls {
            guard let method = call.name else { continue }
            for argument in call.arguments {
                guard case .prefixed("&", let operand) = argument.value.kind, let registry = operand.name else { continue }
                let (target, receiver) = Self.target(of: call, method: method)
                found.append(Found(
                    handed: argument.value, registry: registry, method: method, target: target,
                    construct: "`\(receiver).\(method.text)(…)`, whose receiver is a value the analysis cannot name"
                ))
            }
        }
        // A call inside another's arguments comes after it in `calls` but its `&` may come first.
        return found.sorted { $0.handed.span.lowerBound < $1.handed.span.lowerBound }
    }

    /// What `receiver.method(…)` composes, and how notes name the receiver: `Other()` an assembly, `Type`,
    /// `self` or `Self` a function; nil for a value the analysis cannot name (`network.assemble(into:)`).
    private static func target(of call: Call, method: Word) -> (Composition.Target?, receiver: String) {
        let name = method.text
        guard call.isMember else { return (.function(name: name, type: nil), "") }
        guard let receiver = call.receiver else { return (nil, "") }
        switch receiver.kind {
        case .call(let made):
            guard !made.hasTrailingClosure, !made.isSpecialised, let type = made.name, made.open >= 0, !made.isMember || isTypePath(made.calleePath) else {
                return (nil, receiver.lastText)
            }
            return (name == RivetWord.assemble.rawValue ? .assembly(type.text) : .function(name: name, type: type.text), receiver.lastText)
        case .name, .member:
            guard let path = receiver.path, path.count == 1 || isTypePath(path) else { return (nil, receiver.lastText) }
            let last = path[path.count - 1]
            if last.is("self") || last.is("Self") { return (.function(name: name, type: nil), receiver.lastText) }
            return (last.isCapitalised ? .function(name: name, type: last.text) : nil, receiver.lastText)
        default:
            return (nil, receiver.lastText)
        }
    }

    /// Whether every name of a dotted path is capitalised, as a nested type's are (`Features.Network`).
    private static func isTypePath(_ path: [Word]?) -> Bool {
        guard let path else { return false }
        return path.allSatisfy(\.isCapitalised)
    }
}
