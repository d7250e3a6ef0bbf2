import Rivet

public struct BridgeKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Bridge { LocalBridge() }
}

public struct LightsControllerKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any LightsController { BridgeLightsController(bridge: values.bridge) }
}

public struct SceneStoreKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> SceneStore { SceneStore() }
}

public struct HomeOverviewKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> HomeOverview {
        HomeOverview(lights: values.lightsController, scenes: values.sceneStore)
    }
}

extension InjectedValues {
    public var bridge: any Bridge { self[BridgeKey.self] }
    public var lightsController: any LightsController { self[LightsControllerKey.self] }
    public var sceneStore: SceneStore { self[SceneStoreKey.self] }
    public var homeOverview: HomeOverview { self[HomeOverviewKey.self] }
}

/// The app's components and how long each lives: the one place that says how the app is wired. A
/// `Factory` configured with it returns each component fully wired: `factory.homeOverview`.
public struct HomeAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(BridgeKey.self, .singleton)
        registry.register(LightsControllerKey.self)
        registry.register(SceneStoreKey.self, .singleton)
        registry.register(HomeOverviewKey.self)
    }
}
