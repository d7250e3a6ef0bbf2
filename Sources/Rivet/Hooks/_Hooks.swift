/// What a registration runs on each new value before anyone receives it: its decorations in the order the
/// assemblies added them, each returning the value that callers receive, then its `onCreate` actions in
/// order, on the final value. A cached value is never run through them again.
final class _Hooks<Value>: _PendingHooks {
    let decorations: [@Sendable (InjectedValues, Value) -> Value]
    let actions: [@Sendable (InjectedValues, Value) -> Void]
    /// The decorations, then the actions, composed once into one closure. Speed (S18): looping over the
    /// arrays at each new value made this unspecialized code look their closures' function type up in the
    /// runtime's metadata cache, most of a hooked transient's cost (220 ns against 45 by hand).
    private let composed: @Sendable (InjectedValues, Value) -> Value

    init(decorations: [@Sendable (InjectedValues, Value) -> Value] = [], actions: [@Sendable (InjectedValues, Value) -> Void] = []) {
        self.decorations = decorations
        self.actions = actions
        var composed: @Sendable (InjectedValues, Value) -> Value = { _, value in value }
        for decoration in decorations {
            composed = { [composed] values, value in decoration(values, composed(values, value)) }
        }
        for action in actions {
            composed = { [composed] values, value in
                let value = composed(values, value)
                action(values, value)
                return value
            }
        }
        self.composed = composed
    }

    func adding(decoration: @escaping @Sendable (InjectedValues, Value) -> Value) -> _Hooks {
        _Hooks(decorations: decorations + [decoration], actions: actions)
    }

    func adding(action: @escaping @Sendable (InjectedValues, Value) -> Void) -> _Hooks {
        _Hooks(decorations: decorations, actions: actions + [action])
    }

    func apply(to value: Value, _ values: InjectedValues) -> Value {
        composed(values, value)
    }

    func attach(to entry: AnyObject) -> AnyObject? {
        let entry = entry as! any _AnyEntry
        guard !entry.isArgumentFamily else { return nil }
        return unsafeDowncast(entry, to: _Entry<Value>.self).withHooks(self)
    }
}

/// Hooks an assembly added for a key, waiting for the registry to know which registration is in force.
protocol _PendingHooks: AnyObject {
    /// A copy of `entry` (the key's registration in force) that runs these hooks; nil when the key is
    /// registered as the other kind of key (with or without an argument).
    func attach(to entry: AnyObject) -> AnyObject?
}
