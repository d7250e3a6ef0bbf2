/// Where an ``Assembly`` lists its components: each key with a lifecycle and, optionally, another way to
/// build it than the key's own `make`.
///
/// Registering a key again replaces the earlier registration: a later assembly overrides an earlier one.
public struct Registry {
    /// The table the registrations go into, grown as they come; nil until the first. Copied before a
    /// change when another `Registry` shares it, so that a registry is a value.
    private var _table: _KeyTable?
    /// The hooks added so far, by key: nil until the first (``onCreate(_:perform:)``). Copied before a
    /// change when another `Registry` shares it.
    private var _hooks: _HookList?
    /// The assembly registering now, which contributions remember for messages.
    var _assembling: (any Assembly.Type)?
    /// The launch context of the factory being assembled (``launch``).
    let _launch: LaunchContext

    init(launch: LaunchContext) {
        _launch = launch
    }

    /// The table of everything registered, with the hooks attached to the registrations in force, for one
    /// factory to own. `scope` names the factory or flow in the error a hook without a registration gets.
    ///
    /// The table is copied, with entries of its own, when another registry (one an assembly kept and handed
    /// back) shares it: a factory keeps its replaced and observed flags in its table's header, and the values it
    /// builds in its entries, which no other factory may share. A table this registry alone holds has entries
    /// no other table holds (a registry copies its table with new entries too, `_append`): it is taken as is.
    consuming func takeTable(scope: @autoclosure () -> String) -> _KeyTable {
        let table: _KeyTable
        if _table != nil, isKnownUniquelyReferenced(&_table!) {
            table = _table!
        } else {
            table = _table?.unbuiltCopy() ?? .allocate(holding: 0)
        }
        _hooks?.attach(into: table, scope: scope())
        return table
    }

    /// The registration in force for `key` in this registry so far, if any.
    func _entry(for key: ObjectIdentifier) -> (any _AnyEntry)? {
        _table?.entry(for: key).map { $0.takeUnretainedValue() as! any _AnyEntry }
    }

    /// The registration in force for `key`, an `_Entry<Value>`, when nothing but this registry can see it
    /// change: the registry holds its table alone, and the table the entry.
    mutating func _entryHeldAlone<Value>(for key: ObjectIdentifier, _: Value.Type) -> _Entry<Value>? {
        guard _table != nil, isKnownUniquelyReferenced(&_table!) else { return nil }
        return _table!.entry(heldAloneFor: key, as: _Entry<Value>.self)
    }

    /// Adds `change`'s hooks to those `key` has so far.
    mutating func _addHooks(
        for key: ObjectIdentifier,
        withArgument: Bool,
        _ change: ((any _PendingHooks)?) -> any _PendingHooks
    ) {
        if _hooks == nil {
            _hooks = _HookList()
        } else if !isKnownUniquelyReferenced(&_hooks!) {
            _hooks = _hooks!.copy()
        }
        let slot = _HookList.Slot(key: key, withArgument: withArgument)
        _hooks!.bySlot[slot] = change(_hooks!.bySlot[slot])
    }

    /// Adds a registration, replacing an earlier one of the same key.
    mutating func _append(_ registration: _Registration) {
        if _table == nil {
            _table = .allocate(holding: 4)
        } else if !isKnownUniquelyReferenced(&_table!) {
            // New entries: the registry that shares the table may become a factory that builds in them.
            _table = _table!.unbuiltCopy(withRoomFor: 1)
        } else if !_table!.hasRoomForOneMore {
            // The same entries: the table they leave is released here.
            _table = _table!.copy(withRoomFor: _table!.count)
        }
        _table!.put(registration.key, .passRetained(registration.entry as AnyObject))?.release()
    }

    /// Registers a key built by its own `make`.
    ///
    /// ```swift
    /// registry.register(LoggerKey.self, .singleton)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - lifecycle: How long a value lives; `.transient` if omitted.
    public mutating func register<K: InjectionKey>(_ key: K.Type, _ lifecycle: Lifecycle = .transient) {
        _append(_Registration(K.self, lifecycle, make: nil))
    }

    /// Registers a key with its own way to build the value, in place of the key's `make`.
    ///
    /// ```swift
    /// registry.register(APIClientKey.self, .singleton) { values in HTTPClient(log: values.logger) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - lifecycle: How long a value lives; `.transient` if omitted.
    ///   - make: Builds the value from its dependencies. It may run on any thread: for a main-actor
    ///     component use ``registerOnMainActor(_:_:make:)``.
    public mutating func register<K: InjectionKey>(
        _ key: K.Type,
        _ lifecycle: Lifecycle = .transient,
        make: @escaping @Sendable (InjectedValues) -> K.Value
    ) {
        _append(_Registration(K.self, lifecycle, make: make))
    }

    /// An interface key has no `make` of its own: register it with the closure that builds its live value.
    ///
    /// This overload exists to put that in a compiler diagnostic. If the warning is ignored, the key is
    /// registered without a way to build it, and resolving it reports the registration as the cause.
    @available(*, deprecated, message: "an InterfaceKey has no live default; register it with make: { values in ... }")
    public mutating func register<K: InterfaceKey>(_ key: K.Type, _ lifecycle: Lifecycle = .transient) {
        _append(_Registration(K.self, lifecycle, make: nil))
    }
}

extension Registry {
    /// Registers a key whose value is built on the main actor, such as a presenter or a view model.
    ///
    /// The closure may call main-actor code. Resolving the key from any other thread stops with
    /// ``RivetError/mainActorRequired(key:chain:)``; a key with a `@MainActor` conformance is already
    /// kept to main-actor code by the compiler.
    ///
    /// ```swift
    /// registry.registerOnMainActor(UsersPresenterKey.self) { values in
    ///     UsersPresenter(repository: values.usersRepository)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - lifecycle: How long a value lives; `.transient` if omitted.
    ///   - make: Builds the value on the main actor.
    public mutating func registerOnMainActor<K: InjectionKey>(
        _ key: K.Type,
        _ lifecycle: Lifecycle = .transient,
        make: @escaping @MainActor (InjectedValues) -> K.Value
    ) {
        _append(_Registration(K.self, lifecycle, make: _onMainActor(K.self, make), onMainActor: true))
    }
}

/// Wraps a main-actor closure so that it can be stored with the others. Its registration is marked
/// main-actor only, and a resolution checks the thread before it builds the value or hands out a kept one
/// (`Factory._build`).
func _onMainActor<K: InjectionKey>(
    _: K.Type,
    _ make: @escaping @MainActor (InjectedValues) -> K.Value
) -> @Sendable (InjectedValues) -> K.Value {
    // A synchronous main-actor closure has the same representation as a nonisolated one; running it is
    // sound exactly when the caller is on the main thread, which the resolution checks before every call.
    let unchecked = _UncheckedSendable(unsafeBitCast(make, to: ((InjectedValues) -> K.Value).self))
    return { values in unchecked.value(values) }
}

/// Carries a value the compiler cannot prove Sendable where Rivet guarantees it is used safely.
struct _UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
