import Rivet

// A module that keeps its implementation keys private to the file and exposes one accessor.
private final class Signer: Sendable { func sign(_ s: String) -> String { "signed:" + s } }
private struct SignerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Signer { Signer() }
}

final class PaymentsClient: Sendable {
    fileprivate let signer: Signer
    fileprivate init(signer: Signer) { self.signer = signer }
    func pay(_ amount: Int) -> String { signer.sign("\(amount)") }
}
struct PaymentsClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PaymentsClient { PaymentsClient(signer: values[SignerKey.self]) }
}

struct PaymentsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SignerKey.self, .singleton)
        registry.register(PaymentsClientKey.self)
    }
}

extension InjectedValues {
    var paymentsClient: PaymentsClient { self[PaymentsClientKey.self] }
}
