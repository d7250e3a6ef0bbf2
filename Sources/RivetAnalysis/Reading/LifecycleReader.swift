/// Reads a lifecycle argument: `.singleton`, `Lifecycle.singleton`, `AsyncLifecycle.flow`,
/// `Rivet.Lifecycle.singleton`, or a parameterized key's `.flow(keepingAtMost: 8)` or
/// `ArgumentLifecycle.singleton`.
enum LifecycleReader {
    /// The lifecycle, the bound as written, and whether only a parameterized key (true) or only another key
    /// (false) takes it; nil for anything else.
    static func lifecycle(_ written: Expression) -> (lifecycle: Lifecycle, limit: String?, takesArgument: Bool?)? {
        let base: Expression?
        let name: Word
        var call: Call?
        switch written.kind {
        case .member(let access):
            (base, name) = (access.base, access.member)
        case .call(let made) where made.isMember && !made.isSpecialised:
            guard let member = made.name else { return nil }
            (base, name, call) = (made.receiver, member, made)
        default:
            return nil
        }
        var takesArgument: Bool?
        if let base {
            guard var path = base.path, path.count <= 2 else { return nil }
            if path.count == 2 {
                guard path[0].is(.rivet) else { return nil }
                path.removeFirst()
            }
            if path[0].is(.lifecycle) || path[0].is(.asyncLifecycle) {
                takesArgument = false
            } else if path[0].is(.argumentLifecycle) {
                takesArgument = true
            } else {
                return nil
            }
        }
        guard let lifecycle = Lifecycle(written: name.text) else { return nil }
        if lifecycle == .weakSingleton || lifecycle == .graph { takesArgument = false }
        guard let call else { return (lifecycle, nil, takesArgument) }
        // `.singleton(keepingAtMost: 8)`
        let arguments = call.arguments
        guard lifecycle == .singleton || lifecycle == .flow, takesArgument != false, !call.hasTrailingClosure,
            arguments.count == 1, arguments[0].isLabelled(.keepingAtMost), !arguments[0].value.span.isEmpty
        else { return nil }
        return (lifecycle, arguments[0].value.quoted, true)
    }
}
