import Rivet

// The hand-rolled version gives each key a `static var currentValue` and each accessor a setter, so
// that a test can assign `InjectedValues[\.usersRepository] = Mock()`, for every test at once. On
// Rivet a key builds its live value in `make`, the accessor only reads, and a test overrides the key
// in its own factory: `factory.override(UsersRepositoryKey.self, with: mock)`.

public struct NetworkKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Network { FakeNetwork() }
}

public struct UsersRepositoryKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any UsersRepository {
        RemoteUsersRepository(network: values.network)
    }
}

extension InjectedValues {
    public var network: any Network { self[NetworkKey.self] }
    public var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
}

/// The app's keys and their lifecycles: one network connection, a repository for whoever asks.
public struct UsersAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(NetworkKey.self, .singleton)
        registry.register(UsersRepositoryKey.self)
    }
}
