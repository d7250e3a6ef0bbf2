// A singleton contacts index built with `.map { }` over the ids, resolving the flow-scoped address
// book inside the closure, which runs at once.
// Decided (issue 27): the trailing closure of `map`, `forEach` and the other eager methods runs at once on
// the first element of a non-empty array or dictionary literal, so what it resolves is certain and judged
// as the make's own. Over any other collection (`ids.map { … }`) it runs only when that holds elements,
// which the analysis cannot know: those sites stay named in a note (OkMapOverEmptyCollection).
// rivet-expect: main.swift:21:46: error: Rivet: singleton `ContactsIndexKey` depends on flow-scoped `AddressBookKey` (ContactsIndexKey -> AddressBookKey); make ContactsIndexKey flow-scoped or resolve AddressBookKey lazily inside the flow.
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
