import Rivet

/// The app's components and their lifecycles.
public struct AppAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(APIClientKey.self, .singleton)
        registry.register(UsersRepositoryKey.self)
        registry.register(SessionKey.self, .flow)
        registry.register(UsersPresenterKey.self)
    }
}

/// The users flow: numbers its session so the output shows which flow a presenter belongs to.
public struct UsersFlowAssembly: Assembly {
    let number: Int
    public init(number: Int) { self.number = number }

    public func assemble(into registry: inout Registry) {
        let number = number
        registry.register(SessionKey.self, .flow) { _ in Session(number: number) }
    }
}
