// A singleton recents index that maps over the ids it is given, resolving the flow-scoped address book for
// each: the app builds it with no ids, so the closure never runs and no flow key is read from the root.
// `[…].map { }` over a non-empty literal would be a captive (ErrCaptiveInsideMap); over a value, whether
// the closure runs depends on what it holds, so the analysis names the site rather than guess.
// rivet-expect: main.swift:22:57: note: Rivet: cannot attribute `values[AddressBookKey.self]` to a factory or flow (inside a block or closure nested in the make or closure the analysis reads, which may not run whenever that runs), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

final class AddressBook: Sendable { func name(_ id: Int) -> String { "contact \(id)" } }
final class RecentsIndex: Sendable {
    let names: [String]
    init(names: [String]) { self.names = names }
}
enum LaunchState {
    static let recentIDs: [Int] = []
}
struct AddressBookKey: InjectionKey {
    static func make(_ values: InjectedValues) -> AddressBook { AddressBook() }
}
struct RecentsIndexKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RecentsIndex {
        RecentsIndex(names: LaunchState.recentIDs.map { values[AddressBookKey.self].name($0) })
    }
}
struct ContactsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AddressBookKey.self, .flow)
        registry.register(RecentsIndexKey.self, .singleton)
    }
}

let factory = Factory(ContactsAssembly())
print(factory[RecentsIndexKey.self].names)
