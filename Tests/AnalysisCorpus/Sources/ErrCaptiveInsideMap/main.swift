// A singleton contacts index built with `.map { }` over the ids, resolving the flow-scoped address
// book inside the closure, which runs at once.
// FINDING (missed error, a documented skip): rivet check is silent: resolutions inside nested closures
// are skipped as "may not run", though `map`'s closure runs whenever the collection is not empty.
// rivet-expect-pending: main.swift:20:46: error: Rivet: singleton `ContactsIndexKey` depends on flow-scoped `AddressBookKey` (ContactsIndexKey -> AddressBookKey); make ContactsIndexKey flow-scoped or resolve AddressBookKey lazily inside the flow.
// rivet-expect-pending: main.swift:20:46: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `values[AddressBookKey.self]`: inside a block or closure nested in the make or closure the analysis reads, which may not run whenever that runs (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: crash Rivet: singleton `ContactsIndexKey` depends on flow-scoped `AddressBookKey` (ContactsIndexKey -> AddressBookKey)
import Rivet

final class AddressBook: Sendable { func name(_ id: Int) -> String { "contact \(id)" } }
final class ContactsIndex: Sendable {
    let names: [String]
    init(names: [String]) { self.names = names }
}
struct AddressBookKey: InjectionKey {
    static func make(_ values: InjectedValues) -> AddressBook { AddressBook() }
}
struct ContactsIndexKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ContactsIndex {
        ContactsIndex(names: [1, 2, 3].map { values[AddressBookKey.self].name($0) })
    }
}
struct ContactsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AddressBookKey.self, .flow)
        registry.register(ContactsIndexKey.self, .singleton)
    }
}

let factory = Factory(ContactsAssembly())
print(factory.beginFlow()[ContactsIndexKey.self].names)
