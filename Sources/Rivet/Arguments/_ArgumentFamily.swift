/// A parameterized key's registration: how to build a value for an argument, with its lifecycle and hooks,
/// and for a `.singleton` the cache of the factory that registers it. Kept in the factory's table as the
/// published value of an entry of its own (`_ArgumentFamily.entry`), which only resolutions with an
/// argument read.
final class _ArgumentFamily<Argument, Value> {
    let lifecycle: ArgumentLifecycle
    let make: (@Sendable (InjectedValues, Argument) -> Value)?
    let hooks: _Hooks<Argument, Value>?
    /// Makes an empty cache holding at most the given number of values; nil for a transient.
    let makeCache: ((Int) -> _ArgumentCache<Argument, Value>)?
    /// The values of a `.singleton`, which live as long as this registration.
    let singletonCache: _ArgumentCache<Argument, Value>?

    init(
        _ lifecycle: ArgumentLifecycle,
        make: (@Sendable (InjectedValues, Argument) -> Value)?,
        hooks: _Hooks<Argument, Value>? = nil,
        makeCache: ((Int) -> _ArgumentCache<Argument, Value>)?
    ) {
        self.lifecycle = lifecycle
        self.make = make
        self.hooks = hooks
        self.makeCache = makeCache
        singletonCache = lifecycle.lifecycle == .singleton ? makeCache.unsafelyUnwrapped(lifecycle.limit) : nil
    }

    /// The registration for `key`, to put in a table.
    func entry(for key: ObjectIdentifier) -> _Entry<_ArgumentFamily> {
        .makePublished(key, .singleton, value: self, argumentFamily: true)
    }

    /// The same registration with `hooks` in place of its own (and a cache of its own).
    func withHooks(_ hooks: _Hooks<Argument, Value>) -> _ArgumentFamily {
        _ArgumentFamily(lifecycle, make: make, hooks: hooks, makeCache: makeCache)
    }

    /// Builds a value for `argument`: the registration's closure if it has one, else the key's own `make`;
    /// then its hooks.
    func build<K: ParameterizedKey>(_: K.Type, _ argument: Argument, _ values: InjectedValues) -> Value
    where K.Argument == Argument, K.Value == Value {
        let value = if let make { make(values, argument) } else { K.make(values, argument) }
        guard let hooks else { return value }
        return hooks.apply(to: value, argument, values)
    }
}

/// A parameterized key's registration whatever its types: what `_Entry.unbuilt()` copies.
protocol _AnyArgumentFamily: AnyObject {
    /// A new entry for `key` holding the same registration with an empty cache of its own.
    func unbuiltEntry(for key: ObjectIdentifier) -> AnyObject
}

extension _ArgumentFamily: _AnyArgumentFamily {
    func unbuiltEntry(for key: ObjectIdentifier) -> AnyObject {
        _ArgumentFamily(lifecycle, make: make, hooks: hooks, makeCache: makeCache).entry(for: key)
    }
}
