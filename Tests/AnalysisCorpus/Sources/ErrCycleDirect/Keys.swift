import Rivet

/// The login module's authenticator: signs requests with the tokens it refreshes.
final class Authenticator: Sendable {
    let tokens: TokenStore
    init(tokens: TokenStore) { self.tokens = tokens }
}

/// Keeps the session's tokens, and asks the authenticator to refresh them.
final class TokenStore: Sendable {
    let authenticator: Authenticator
    init(authenticator: Authenticator) { self.authenticator = authenticator }
}

struct AuthenticatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Authenticator { Authenticator(tokens: values.tokenStore) }
}

struct TokenStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> TokenStore { TokenStore(authenticator: values[AuthenticatorKey.self]) }
}

extension InjectedValues {
    var authenticator: Authenticator { self[AuthenticatorKey.self] }
    var tokenStore: TokenStore { self[TokenStoreKey.self] }
}
