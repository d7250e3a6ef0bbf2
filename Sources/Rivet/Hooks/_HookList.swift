/// The hooks a registry's assemblies added, by key, until the registry becomes a factory's table: they run
/// on the registration in force then, whichever assembly made it (Documentation/Internals.md, "Parameterized keys, collections and hooks").
final class _HookList {
    /// A key's hooks with an argument apart from those without: a type that is both kinds of key may get both, and
    /// only those of the kind it is registered as can run (the others stop the factory, `attach(into:scope:)`).
    struct Slot: Hashable {
        let key: ObjectIdentifier
        let withArgument: Bool
    }

    var bySlot: [Slot: any _PendingHooks] = [:]

    init() {}

    func copy() -> _HookList {
        let copy = _HookList()
        copy.bySlot = bySlot
        return copy
    }

    /// Replaces each hooked key's registration in `table` (which no one else holds yet) by one that runs
    /// its hooks. A key this registry does not register is an error: its hooks would never run.
    func attach(into table: _KeyTable, scope: String) {
        for (slot, hooks) in bySlot {
            let key = slot.key
            guard let entry = table.entry(for: key), let hooked = hooks.attach(to: entry.takeUnretainedValue()) else {
                _fail(.hookWithoutRegistration(key: _name(of: key), scope: scope))
            }
            table.put(key, .passRetained(hooked))?.release()
        }
    }
}
