// Interface keys declared in one "module", implemented by another's assembly (including the `make:`
// label form), used by a third through @Injected.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

let factory = Factory(PaymentsLiveAssembly())
let presenter = factory.withCurrent { CheckoutPresenter() }
precondition(presenter.buy() == "receipt: paid 250")
