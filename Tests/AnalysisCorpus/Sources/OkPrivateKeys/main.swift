// File-private keys inside a module, used through a public-facing key and accessor.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

let factory = Factory(PaymentsAssembly())
precondition(factory.paymentsClient.pay(5) == "signed:5")
