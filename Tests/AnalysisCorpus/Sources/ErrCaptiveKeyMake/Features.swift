import Rivet

struct SignedInAccount: Account { let id = "u-1" }

// The "AccountLive" module implements the account key, one per signed-in flow.
struct AccountAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AccountKey.self, .flow) { _ in SignedInAccount() }
    }
}

// The "Wallet" feature keeps one wallet for the app, built by the key's own make.
struct WalletAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(WalletKey.self, .singleton)
    }
}
