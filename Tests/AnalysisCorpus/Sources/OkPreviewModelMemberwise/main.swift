// A receipt screen's model reads the receipt from the checkout flow by default (a struct's `var` with an
// initial value); the receipt's catalogue is the shop's async singleton. The launch builds a preview model
// with its own receipt before the shop warms up (the memberwise initializer takes it instead of running the
// initial value), and the live one after.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Catalogue: Sendable {
    static func load() async throws -> Catalogue { Catalogue() }
}
final class Receipt: Sendable {
    let catalogue: Catalogue
    init(catalogue: Catalogue) { self.catalogue = catalogue }
}
struct CatalogueKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Catalogue { try await Catalogue.load() }
}
struct ReceiptKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Receipt { Receipt(catalogue: values[CatalogueKey.self]) }
}
struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) { registry.registerAsync(CatalogueKey.self) }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) { registry.register(ReceiptKey.self, .flow) }
}

let shop = Factory(ShopAssembly())
let checkout = shop.beginFlow(CheckoutAssembly())

struct ReceiptModel {
    var receipt: Receipt = checkout[ReceiptKey.self]
    var title = "Receipt"
}

let preview = ReceiptModel(receipt: Receipt(catalogue: Catalogue()), title: "Preview")
try await shop.warmUp()
let live = ReceiptModel()
precondition(live.receipt.catalogue !== preview.receipt.catalogue)
print(preview.title, live.title)
