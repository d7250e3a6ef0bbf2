// Interface keys declared in one "module", implemented by another's assembly (including the `make:`
// label form), used by a third through @Injected.
// rivet-expect: Checkout.swift:5:17: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.payments)`: an `@Injected(\.payments)` property of `CheckoutPresenter`, a type built where no factory is known (no key's make or closure that the analysis reads builds it) (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

let factory = Factory(PaymentsLiveAssembly())
let presenter = factory.withCurrent { CheckoutPresenter() }
precondition(presenter.buy() == "receipt: paid 250")
