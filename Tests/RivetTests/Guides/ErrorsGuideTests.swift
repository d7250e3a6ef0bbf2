import Rivet
import Testing

// The DocC article ErrorsAndDiagnostics quotes these tests.

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
    @Test func dependencyCycle_namesTheChain_andHowToBreakIt() {
        let factory = Factory()
        let error = #expect(throws: RivetError.self) { try factory.resolve(OrderServiceKey.self) }
        #expect(error == .dependencyCycle(chain: ["OrderServiceKey", "InvoiceServiceKey", "OrderServiceKey"]))
        #expect(error?.description == """
            Rivet: dependency cycle: `OrderServiceKey` needs itself (OrderServiceKey -> InvoiceServiceKey -> \
            OrderServiceKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both \
            need into a key of its own.
            """)
    }

    @Test func lazyInjectedSide_breaksTheCycle() throws {
        let factory = Factory()
        let invoices = try factory.resolve(LazyCycleOrderServiceKey.self).invoices
        #expect(invoices.orders.invoices !== invoices)   // resolved on first read: a new (transient) order service
    }

    @Test func interfaceKeyThatNothingRegistered_namesWhereItLooked() {
        let checkout = Factory(ShopAssembly()).beginFlow(CheckoutAssembly())
        let error = #expect(throws: RivetError.self) { try checkout.resolve(TaxRatesKey.self) }
        #expect(error?.description == """
            Rivet: no live value for `TaxRatesKey`: it has no make of its own and no assembly registered it \
            (searched flow(CheckoutAssembly), then Factory(ShopAssembly); chain TaxRatesKey); register it in the \
            assembly of the module that implements it: registry.register(TaxRatesKey.self) { values in ... }.
            """)
    }

    @Test func everyScreenOfTheShop_resolves() throws {
        let factory = Factory(ShopAssembly())
        let checkout = factory.beginFlow(CheckoutAssembly())
        _ = try factory.resolve(ProductScreenKey.self)
        _ = try checkout.resolve(CheckoutCoordinatorKey.self)
        _ = try checkout.beginFlow(PaymentAssembly()).resolve(PaymentAttemptKey.self)
    }
}
