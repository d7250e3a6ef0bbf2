import Testing
@testable import RivetAnalysis

/// A hook for a key that the assemblies of the factory or flow adding it do not register: the runtime's
/// `hookWithoutRegistration` when that scope is built, reported on the hook's line with the scope named as
/// the runtime names it.
@Suite struct HookWithoutRegistrationTests {
    static let keys = contractKeys + """
        struct PlayerKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Player { Player() }
        }
        struct HandlersKey: ListKey { typealias Element = Handler }

        """

    @Test func aHookInAFactoryThatDoesNotRegisterTheKey_isReported_namingTheFactory() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PlayerKey.self, .singleton)
                    registry.contribute(HandlersKey.self) { _ in Handler() }
                }
            }
            struct AnalyticsAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.onCreate(PlayerKey.self) { _, player in player.track() }
                    registry.decorate(HandlersKey.self) { _, handlers in handlers.reversed() }
                }
            }
            let app = Factory(AppAssembly(), AnalyticsAssembly())
            let bare = Factory(AnalyticsAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:39:27: error: Rivet: `PlayerKey` has a hook (onCreate or decorate) in Factory(AnalyticsAssembly), which does not register it, so the hook would never run; register it in the same assemblies: registry.register(PlayerKey.self, ...).",
            "App.swift:40:27: error: Rivet: `HandlersKey` has a hook (onCreate or decorate) in Factory(AnalyticsAssembly), which does not register it, so the hook would never run; register it in the same assemblies: registry.register(HandlersKey.self, ...).",
        ])
    }

    @Test func aHookInAFlow_needsTheFlowsOwnRegistration_notItsParents() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PlayerKey.self, .singleton)
                }
            }
            struct PlaybackAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.onCreate(PlayerKey.self) { _, player in player.track() }
                }
            }
            struct PlayerFlowAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PlayerKey.self, .flow)
                    registry.onCreate(PlayerKey.self) { _, player in player.track() }
                }
            }
            let app = Factory(AppAssembly())
            let playback = app.beginFlow(PlaybackAssembly())
            let player = app.beginFlow(PlayerFlowAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:38:27: error: Rivet: `PlayerKey` has a hook (onCreate or decorate) in flow(PlaybackAssembly), which does not register it, so the hook would never run; register it in the same assemblies: registry.register(PlayerKey.self, ...).",
        ])
    }

    @Test func aRegistrationInOneArmOnly_namesTheArmWithoutIt() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    #if DEBUG
                    registry.register(PlayerKey.self, .singleton)
                    #endif
                    registry.onCreate(PlayerKey.self) { _, player in player.track() }
                }
            }
            let app = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:36:27: error: Rivet: `PlayerKey` has a hook (onCreate or decorate) in Factory(AppAssembly), which does not register it, so the hook would never run; register it in the same assemblies: registry.register(PlayerKey.self, ...). This happens only when building without `DEBUG`.",
        ])
    }

    @Test func aParameterizedKeysHook_withThreeParameters_isJudgedTheSameWay() {
        let source = Self.keys + """
            struct DetailKey: ParameterizedKey {
                static func make(_ values: InjectedValues, _ id: Int) -> Detail { Detail(id: id) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.onCreate(DetailKey.self) { _, id, detail in detail.opened(id) }
                }
            }
            let app = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:36:27: error: Rivet: `DetailKey` has a hook (onCreate or decorate) in Factory(AppAssembly), which does not register it, so the hook would never run; register it in the same assemblies: registry.register(DetailKey.self, ...).",
        ])
    }
}
