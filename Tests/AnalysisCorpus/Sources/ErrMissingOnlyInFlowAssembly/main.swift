// The receipt printer's interface key is registered by the checkout flow's assembly only; the app's
// order history, outside any flow, resolves it from the root.
// FINDING: rivet check is silent: the key counts as registered because the checkout's assembly registers
// it, though the root factory that resolves it (the constant `app`, read whole) never sees that
// registration. The flow's own resolution is fine; the root's stops the program.
// rivet-expect: main.swift:37:7: error: Rivet: no live value for `ReceiptPrinterKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain OrderHistoryKey -> ReceiptPrinterKey); register it in the assembly of the module that implements it: registry.register(ReceiptPrinterKey.self) { values in ... }.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: no live value for `ReceiptPrinterKey`
import Rivet

protocol ReceiptPrinting: Sendable { func print(_ order: Int) -> String }
struct ReceiptPrinterKey: InterfaceKey { typealias Value = any ReceiptPrinting }
struct ThermalPrinter: ReceiptPrinting { func print(_ order: Int) -> String { "receipt \(order)" } }

final class OrderHistory: Sendable {
    let printer: any ReceiptPrinting
    init(printer: any ReceiptPrinting) { self.printer = printer }
}
struct OrderHistoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OrderHistory { OrderHistory(printer: values[ReceiptPrinterKey.self]) }
}

struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ReceiptPrinterKey.self, .flow) { _ in ThermalPrinter() }
    }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(OrderHistoryKey.self)
    }
}

let app = Factory(AppAssembly())
let checkout = app.beginFlow(CheckoutAssembly())
print(checkout[OrderHistoryKey.self].printer.print(1))
print(app[OrderHistoryKey.self].printer.print(2))
