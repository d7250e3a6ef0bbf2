import Rivet

// The "Interface" module: what features see.
protocol Wallet: Sendable { var balance: Int { get } }
protocol Account: Sendable { var id: String { get } }

struct AccountKey: InterfaceKey { typealias Value = any Account }

final class LiveWallet: Wallet {
    let account: any Account
    init(account: any Account) { self.account = account }
    var balance: Int { 100 }
}

struct WalletKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Wallet { LiveWallet(account: values[AccountKey.self]) }
}
