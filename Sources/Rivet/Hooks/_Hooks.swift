/// What a registration runs on each new value before anyone receives it: its decorations in the order the
/// assemblies added them, each returning the value that callers receive, then its `onCreate` actions in
/// order, on the final value. A cached value is never run through them again.
///
/// `Input` is what the hooks see besides the value: a parameterized key's argument, `Void` for any other key.
final class _Hooks<Input, Value>: _PendingHooks {
    /// The decorations composed as they are added, the first innermost, and the actions likewise. Speed (S18):
    /// looping over arrays of closures at each new value made this unspecialized code look their function type
    /// up in the runtime's metadata cache, most of a hooked transient's cost (220 ns against 45 by hand).
    private let decorate: @Sendable (InjectedValues, Input, Value) -> Value
    private let act: @Sendable (InjectedValues, Input, Value) -> Void
    /// Hooks of a parameterized key, which attach to its `_ArgumentFamily`; else of a key without an argument.
    private let isForArgument: Bool

    init(
        isForArgument: Bool,
        decorate: @escaping @Sendable (InjectedValues, Input, Value) -> Value = { _, _, value in value },
        act: @escaping @Sendable (InjectedValues, Input, Value) -> Void = { _, _, _ in }
    ) {
        self.isForArgument = isForArgument
        self.decorate = decorate
        self.act = act
    }

    func adding(decoration: @escaping @Sendable (InjectedValues, Input, Value) -> Value) -> _Hooks {
        let decorate = decorate
        return _Hooks(isForArgument: isForArgument, decorate: { values, input, value in
            decoration(values, input, decorate(values, input, value))
        }, act: act)
    }

    func adding(action: @escaping @Sendable (InjectedValues, Input, Value) -> Void) -> _Hooks {
        let act = act
        return _Hooks(isForArgument: isForArgument, decorate: decorate, act: { values, input, value in
            act(values, input, value)
            action(values, input, value)
        })
    }

    func apply(to value: Value, _ input: Input, _ values: InjectedValues) -> Value {
        let value = decorate(values, input, value)
        act(values, input, value)
        return value
    }

    func attach(to entry: AnyObject) -> AnyObject? {
        let entry = entry as! any _AnyEntry
        guard entry.isArgumentFamily == isForArgument else { return nil }
        if isForArgument {
            let family = unsafeDowncast(entry, to: _Entry<_ArgumentFamily<Input, Value>>.self).publishedValue
            return family.withHooks(self).entry(for: entry.key)
        }
        // Made by a key without an argument: `Input` is `Void`.
        return unsafeDowncast(entry, to: _Entry<Value>.self).withHooks(unsafeDowncast(self, to: _Hooks<Void, Value>.self))
    }
}

/// Hooks an assembly added for a key, waiting for the registry to know which registration is in force.
protocol _PendingHooks: AnyObject {
    /// A copy of `entry` (the key's registration in force) that runs these hooks; nil when the key is
    /// registered as the other kind of key (with or without an argument).
    func attach(to entry: AnyObject) -> AnyObject?
}
