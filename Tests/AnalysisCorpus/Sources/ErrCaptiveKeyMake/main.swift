// A singleton registered with the key's own make (no closure), whose make reads an interface key that
// another module's assembly registers as .flow.
// rivet-expect: Interface.swift:16:84: error: Rivet: singleton `WalletKey` depends on flow-scoped `AccountKey` (WalletKey -> AccountKey); make WalletKey flow-scoped or resolve AccountKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `WalletKey` depends on flow-scoped `AccountKey` (WalletKey -> AccountKey)
import Rivet

let factory = Factory(AccountAssembly(), WalletAssembly())
let signedIn = factory.beginFlow()
print(signedIn[WalletKey.self].balance)
