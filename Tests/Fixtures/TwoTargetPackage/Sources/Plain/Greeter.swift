public import Rivet

public struct GreetingKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> String { "hello" }
}

public struct GreeterAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(GreetingKey.self, .singleton)
        registry.register(GreetingKey.self, .singleton)
    }
}
