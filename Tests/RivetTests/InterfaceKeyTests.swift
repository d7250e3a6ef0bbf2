import Rivet
import RivetTestSupport
import RivetTesting
import Testing

protocol Payments: Sendable {
    func pay(_ cents: Int) -> String
}

struct PaymentsKey: InterfaceKey {
    typealias Value = any Payments
}

struct CardPayments: Payments {
    func pay(_ cents: Int) -> String { "paid \(cents)" }
}

/// The implementation module's assembly.
struct PaymentsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentsKey.self, .singleton) { _ in CardPayments() }
    }
}

@Suite struct InterfaceKeyTests {
    @Test func interfaceKey_resolvesTheValueAnotherAssemblyRegistered() {
        let factory = Factory(AppAssembly(), PaymentsAssembly())
        #expect(factory[PaymentsKey.self].pay(5) == "paid 5")
    }

    @Test func interfaceKeyRegisteredInAFlow_resolvesInThatFlow() {
        let checkout = Factory().beginFlow(PaymentsAssembly())
        #expect(checkout[PaymentsKey.self].pay(1) == "paid 1")
    }

    @Test func unregisteredInterfaceKey_stopsTheProgram_namingTheKeyAndTheSearchedAssemblies() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checkout = Factory(AppAssembly()).beginFlow(TestAssembly { _ in })
            _ = checkout[PaymentsKey.self]
        }
        #expect(result?.rivetMessage == RivetError.missingRegistration(
            key: "PaymentsKey",
            searched: ["flow(TestAssembly)", "Factory(AppAssembly)"],
            chain: ["PaymentsKey"]
        ).description)
    }
}

extension InterfaceKeyTests {
    @available(*, deprecated, message: "registers an interface key without a make on purpose")
    @Test func interfaceKeyRegisteredWithoutAMake_stopsTheProgram_namingThatRegistration() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(TestAssembly { $0.register(PaymentsKey.self, .singleton) })
            _ = factory[PaymentsKey.self]
        }
        #expect(result?.rivetMessage == RivetError.missingRegistration(
            key: "PaymentsKey",
            searched: ["Factory(TestAssembly), which registers it without a make"],
            chain: ["PaymentsKey"]
        ).description)
    }
}
