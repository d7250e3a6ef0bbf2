import Testing
@testable import RivetAnalysis

/// `onCreate` and `decorate` hooks run inside the construction of each new value of their key, in the
/// factory whose assemblies add them: what a hook resolves is a dependency of the hooked key there, so
/// cycles and captive dependencies are found through hooks.
@Suite struct HookTests {
    static let keys = contractKeys + """
        struct PlayerKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Player { Player() }
        }

        """

    @Test func aHookResolvingItsOwnKey_isACycle() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PlayerKey.self, .singleton)
                    registry.decorate(PlayerKey.self) { values, player in LoggingPlayer(player, peers: values[PlayerKey.self]) }
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:33:92: error: Rivet: dependency cycle: `PlayerKey` needs itself (PlayerKey -> PlayerKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func aSingletonsHookResolvingAFlowScopedKey_isCaptive_butNotWhereTheHookIsNotAdded() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(PlayerKey.self, .singleton)
                }
            }
            struct AnalyticsAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.onCreate(PlayerKey.self) { values, player in player.attach(values.session) }
                }
            }
            let app = Factory(AppAssembly())
            let tracked = Factory(AppAssembly(), AnalyticsAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:38:77: error: Rivet: singleton `PlayerKey` depends on flow-scoped `SessionKey` (PlayerKey -> SessionKey); make PlayerKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func anOverrideReplacesTheHooks_soTheyAreNotCertain() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(PlayerKey.self, .singleton)
                    registry.onCreate(PlayerKey.self) { values, player in player.attach(values.session) }
                }
            }
            func test() {
                let factory = Factory(AppAssembly())
                factory.override(PlayerKey.self) { _ in MockPlayer() }
            }
            """
        #expect(diagnostics(source) == [])
    }
}
