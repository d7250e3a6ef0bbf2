import Rivet

// S15-S18 as Rivet keys and assemblies, over SingletonAssembly's shared logger and repository.

/// S15: a new presenter for each resolution (registered `.transient`).
public struct UserDetailKey: ParameterizedKey {
    public static func make(_ values: InjectedValues, _ id: Int) -> UserDetailPresenter {
        UserDetailPresenter(id: id, repository: values.userRepository, logger: values.logger)
    }
}

/// S16: one presenter per id (registered `.singleton`, per argument).
public struct CachedUserDetailKey: ParameterizedKey {
    public static func make(_ values: InjectedValues, _ id: Int) -> UserDetailPresenter {
        UserDetailPresenter(id: id, repository: values.userRepository, logger: values.logger)
    }
}

/// S17: a list of loggers that five assemblies could contribute to.
public struct SinksKey: ListKey {
    public typealias Element = any Logger
}

/// S17: the same list, its elements contributed as singleton keys.
public struct SharedSinksKey: ListKey {
    public typealias Element = any Logger
}

/// S17: four more shared loggers, contributed beside `LoggerKey`'s.
public struct Sink1Key: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger { ConsoleLogger() }
}
public struct Sink2Key: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger { ConsoleLogger() }
}
public struct Sink3Key: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger { ConsoleLogger() }
}
public struct Sink4Key: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger { ConsoleLogger() }
}

/// S18: a logger whose new values an onCreate hook sees, beside the unhooked `LoggerKey`.
public struct HookedLoggerKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger { ConsoleLogger() }
}

/// S18: the same with a transient lifecycle: the hook runs at every resolution.
public struct HookedTransientLoggerKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger { ConsoleLogger() }
}

/// S15-S18: SingletonAssembly's graph, plus the keys above.
public struct ArgumentAssembly: Assembly {
    public init() {}
    public func assemble(into registry: inout Registry) {
        SingletonAssembly().assemble(into: &registry)
        registry.register(UserDetailKey.self)
        registry.register(CachedUserDetailKey.self, .singleton)
        for _ in 0..<5 {
            registry.contribute(SinksKey.self) { _ in ConsoleLogger() }
        }
        registry.register(Sink1Key.self, .singleton)
        registry.register(Sink2Key.self, .singleton)
        registry.register(Sink3Key.self, .singleton)
        registry.register(Sink4Key.self, .singleton)
        registry.contribute(SharedSinksKey.self, LoggerKey.self)
        registry.contribute(SharedSinksKey.self, Sink1Key.self)
        registry.contribute(SharedSinksKey.self, Sink2Key.self)
        registry.contribute(SharedSinksKey.self, Sink3Key.self)
        registry.contribute(SharedSinksKey.self, Sink4Key.self)
        registry.register(HookedLoggerKey.self, .singleton)
        registry.onCreate(HookedLoggerKey.self) { _, logger in observeCreation(logger) }
        registry.register(HookedTransientLoggerKey.self)
        registry.onCreate(HookedTransientLoggerKey.self) { _, logger in observeCreation(logger) }
    }
}
