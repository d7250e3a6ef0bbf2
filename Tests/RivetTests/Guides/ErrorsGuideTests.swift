import Rivet
import RivetTesting
import Testing

// Documentation/Errors.md quotes these tests.

final class OrderService {
    let invoices: InvoiceService
    init(invoices: InvoiceService) { self.invoices = invoices }
}

final class InvoiceService {
    let orders: OrderService
    init(orders: OrderService) { self.orders = orders }
}

struct OrderServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OrderService { OrderService(invoices: values[InvoiceServiceKey.self]) }
}

struct InvoiceServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> InvoiceService { InvoiceService(orders: values[OrderServiceKey.self]) }
}

/// The invoice service that breaks the cycle: it resolves the order service when it first needs it.
final class LazyInvoiceService {
    @LazyInjected(\.lazyCycleOrderService) var orders
}

final class LazyCycleOrderService {
    let invoices: LazyInvoiceService
    init(invoices: LazyInvoiceService) { self.invoices = invoices }
}

struct LazyCycleOrderServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LazyCycleOrderService {
        LazyCycleOrderService(invoices: LazyInvoiceService())
    }
}

extension InjectedValues {
    var lazyCycleOrderService: LazyCycleOrderService { self[LazyCycleOrderServiceKey.self] }
}

protocol TaxRates: Sendable {
    func percent(for country: String) -> Int
}

/// Declared by a tax interface module; the module that implements it registers the live value.
struct TaxRatesKey: InterfaceKey {
    typealias Value = any TaxRates
}

@Suite struct ErrorsGuideTests {
    @Test func dependencyCycle_stopsTheProgram_namingTheChain_andHowToBreakIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory()[OrderServiceKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: dependency cycle: `OrderServiceKey` needs itself (OrderServiceKey -> InvoiceServiceKey -> \
            OrderServiceKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both \
            need into a key of its own.
            """)
    }

    @Test func lazyInjectedSide_breaksTheCycle() {
        let factory = Factory()
        let invoices = factory[LazyCycleOrderServiceKey.self].invoices
        #expect(invoices.orders.invoices !== invoices)   // resolved on first read: a new (transient) order service
    }

    @Test func interfaceKeyThatNothingRegistered_namesWhereItLooked() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checkout = Factory(ShopAssembly()).beginFlow(CheckoutAssembly())
            _ = checkout[TaxRatesKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: no live value for `TaxRatesKey`: it has no make of its own and no assembly registers one \
            (searched flow(CheckoutAssembly) and Factory(ShopAssembly); chain TaxRatesKey); register it in the \
            assembly of the module that implements it: registry.register(TaxRatesKey.self) { values in ... }.
            """)
    }

    @Test func everyScreenOfTheShop_resolves() {
        let factory = Factory(ShopAssembly())
        let checkout = factory.beginFlow(CheckoutAssembly())
        _ = factory[ProductScreenKey.self]
        _ = checkout[CheckoutCoordinatorKey.self]
        _ = checkout.beginFlow(PaymentAssembly())[PaymentAttemptKey.self]
    }
}
