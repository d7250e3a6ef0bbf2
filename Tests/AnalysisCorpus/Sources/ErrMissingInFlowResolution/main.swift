// The checkout flow's coordinator needs the address book, an interface key that neither the app's nor
// the checkout's assembly registers.
// rivet-expect: main.swift:17:40: error: Rivet: no live value for `AddressBookKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly) and flow(CheckoutAssembly); chain CheckoutCoordinatorKey -> AddressBookKey); register it in the assembly of the module that implements it: registry.register(AddressBookKey.self) { values in ... }.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: no live value for `AddressBookKey`
import Rivet

protocol AddressBook: Sendable { func home() -> String }
struct AddressBookKey: InterfaceKey { typealias Value = any AddressBook }

final class CheckoutCoordinator: Sendable {
    let addresses: any AddressBook
    init(addresses: any AddressBook) { self.addresses = addresses }
}
struct CheckoutCoordinatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutCoordinator {
        CheckoutCoordinator(addresses: values[AddressBookKey.self])
    }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutCoordinatorKey.self, .flow)
    }
}

let factory = Factory(AppAssembly())
let checkout = factory.beginFlow(CheckoutAssembly())
print(checkout[CheckoutCoordinatorKey.self].addresses.home())
