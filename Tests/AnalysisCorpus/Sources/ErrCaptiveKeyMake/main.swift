// A singleton registered with the key's own make (no closure), whose make reads an interface key that
// another module's assembly registers as .flow.
// rivet-expect: Interface.swift:16:84: error: Rivet: singleton `WalletKey` depends on flow-scoped `AccountKey` (WalletKey -> AccountKey); make WalletKey flow-scoped or resolve AccountKey lazily inside the flow.
// rivet-expect: main.swift:10:7: note: Rivet: cannot attribute `signedIn[WalletKey.self]` to a factory or flow (the receiver `signedIn` is a flow (`beginFlow`), whose resolutions the analysis does not follow), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: crash Rivet: singleton `WalletKey` depends on flow-scoped `AccountKey` (WalletKey -> AccountKey)
import Rivet

let factory = Factory(AccountAssembly(), WalletAssembly())
let signedIn = factory.beginFlow()
print(signedIn[WalletKey.self].balance)
