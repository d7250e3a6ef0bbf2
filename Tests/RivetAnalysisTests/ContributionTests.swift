import Testing
@testable import RivetAnalysis

/// Collection keys (`ListKey`, `DictionaryKey`) and `contribute`: in a root factory the collection is built
/// per resolution from the contributions in force, each element in line, so it depends on what each element
/// resolves (its closure's resolutions, or the key it is contributed by).
@Suite struct ContributionTests {
    static let keys = contractKeys + """
        struct DeepLinkHandlersKey: ListKey { typealias Element = any DeepLinkHandler }
        struct ProfileLinkKey: InjectionKey {
            static func make(_ values: InjectedValues) -> any DeepLinkHandler { ProfileLink(session: values.session) }
        }

        """

    @Test func aSingletonReachingAContributedFlowScopedElement_isCaptive_throughTheCollection() {
        let source = Self.keys + """
            struct RouterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Router { Router(handlers: values[DeepLinkHandlersKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(RouterKey.self, .singleton)
                    registry.contribute(DeepLinkHandlersKey.self) { _ in SettingsLink() }
                    registry.contribute(DeepLinkHandlersKey.self, SessionKey.self)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:32:77: error: Rivet: singleton `RouterKey` depends on flow-scoped `SessionKey` (RouterKey -> DeepLinkHandlersKey -> SessionKey); make RouterKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func anElementResolvingItsOwnCollection_isACycle_andAFlowElementFromTheRoot_isNotRunning() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.contribute(DeepLinkHandlersKey.self, ProfileLinkKey.self)
                    registry.contribute(DeepLinkHandlersKey.self) { values in Fallback(others: values[DeepLinkHandlersKey.self]) }
                }
            }
            func start() {
                let factory = Factory(AppAssembly())
                print(factory[DeepLinkHandlersKey.self])
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:35:84: error: Rivet: dependency cycle: `DeepLinkHandlersKey` needs itself (DeepLinkHandlersKey -> DeepLinkHandlersKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
            "App.swift:40:11: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (DeepLinkHandlersKey -> ProfileLinkKey -> SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].",
        ])
    }

    @Test func contributionsOfAFlowsAssembly_areNotTheRoots() {
        let source = Self.keys + """
            struct RouterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Router { Router(handlers: values[DeepLinkHandlersKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(RouterKey.self, .singleton)
                }
            }
            struct ProfileAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.contribute(DeepLinkHandlersKey.self, ProfileLinkKey.self)
                }
            }
            let factory = Factory(AppAssembly())
            let profile = factory.beginFlow(ProfileAssembly())
            """
        #expect(diagnostics(source) == [])
    }

    @Test func aRegistrationOfTheWholeCollectionAfterContributions_replacesThem_andAContributionAfterIt_startsAgain() {
        let source = Self.keys + """
            struct RouterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Router { Router(handlers: values[DeepLinkHandlersKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(RouterKey.self, .singleton)
                    registry.contribute(DeepLinkHandlersKey.self, SessionKey.self)
                    registry.register(DeepLinkHandlersKey.self) { _ in [] }
                }
            }
            struct DebugAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.contribute(DeepLinkHandlersKey.self) { values in DebugLink(session: values[SessionKey.self]) }
                }
            }
            let app = Factory(AppAssembly())
            let debug = Factory(AppAssembly(), DebugAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:32:77: error: Rivet: singleton `RouterKey` depends on flow-scoped `SessionKey` (RouterKey -> DeepLinkHandlersKey -> SessionKey); make RouterKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func aContributionInALoop_isANote_andItsAssemblyIsNotJudged() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                let handlers: [any DeepLinkHandler]
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    for handler in handlers { registry.contribute(DeepLinkHandlersKey.self) { _ in handler } }
                }
            }
            let factory = Factory(AppAssembly(handlers: []))
            """
        #expect(diagnostics(source) == [])
        #expect(notes(["App.swift": source]) == [
            "App.swift:35:55: note: Rivet: cannot follow a contribution inside a loop, a closure or a block it cannot name, so factories and flows built from `AppAssembly` were not checked for captive dependencies, flow-scoped keys, keys that nothing registers, hooks without a registration and duplicate dictionary entries (// rivet: ignore unchecked silences this).",
        ])
    }

    @Test func contributionsAndTheirElementsAreResolutionSites_forKeysThatNothingRegisters() {
        let source = Self.keys + """
            struct PaymentsKey: InterfaceKey { typealias Value = any DeepLinkHandler }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.contribute(DeepLinkHandlersKey.self, PaymentsKey.self)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:34:55: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain DeepLinkHandlersKey -> PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.",
        ])
    }
}
