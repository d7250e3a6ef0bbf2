import Rivet

@MainActor
func run() {
    let factory = Factory(AppAssembly())
    let checkout = factory.beginFlow()
    print(checkout.checkout)
    print(checkout.receiptPrinter)
}

MainActor.assumeIsolated { run() }
