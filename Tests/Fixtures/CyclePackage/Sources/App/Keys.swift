import Rivet

final class Auth: Sendable {
    let tokens: Tokens
    init(tokens: Tokens) { self.tokens = tokens }
}

final class Tokens: Sendable {
    let auth: Auth
    init(auth: Auth) { self.auth = auth }
}

struct AuthKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Auth { Auth(tokens: values.tokens) }
}

struct TokensKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Tokens { Tokens(auth: values[AuthKey.self]) }
}

extension InjectedValues {
    var tokens: Tokens { self[TokensKey.self] }
}
