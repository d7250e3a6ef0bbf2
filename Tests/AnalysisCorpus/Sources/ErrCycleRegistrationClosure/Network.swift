import Rivet

protocol APIClient: Sendable { func get(_ path: String) -> String }
protocol RequestSigner: Sendable { func sign(_ path: String) -> String }

final class HTTPClient: APIClient {
    let signer: any RequestSigner
    init(signer: any RequestSigner) { self.signer = signer }
    func get(_ path: String) -> String { signer.sign(path) }
}

/// Signs with a token that it fetches through the API client.
final class TokenSigner: RequestSigner {
    let client: any APIClient
    init(client: any APIClient) { self.client = client }
    func sign(_ path: String) -> String { path + "?token" }
}

struct APIClientKey: InterfaceKey { typealias Value = any APIClient }
struct RequestSignerKey: InterfaceKey { typealias Value = any RequestSigner }

extension InjectedValues {
    var apiClient: any APIClient { self[APIClientKey.self] }
    var requestSigner: any RequestSigner { self[RequestSignerKey.self] }
}
