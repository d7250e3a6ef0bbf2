import Testing
@testable import RivetAnalysis

@Suite struct CycleTests {
    @Test func twoKeysThroughTheirMakes_reportTheCycleOnceAtTheFirstStep() {
        let source = """
            struct AKey: InjectionKey {
                static func make(_ values: InjectedValues) -> A { A(b: values.b) }
            }
            struct BKey: InjectionKey {
                static func make(_ values: InjectedValues) -> B { B(a: values[AKey.self]) }
            }
            extension InjectedValues {
                var b: B { self[BKey.self] }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:2:60: error: Rivet: dependency cycle: `AKey` needs itself (AKey -> BKey -> AKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func keyResolvingItself_isACycleOfOne() {
        let source = """
            struct NodeKey: InjectionKey {
                static func make(_ v: InjectedValues) -> Node { Node(next: v[NodeKey.self]) }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:2:64: error: Rivet: dependency cycle: `NodeKey` needs itself (NodeKey -> NodeKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func cycleThroughARegistrationClosure_acrossFiles_isReportedWhereTheKeyIsDeclaredFirst() {
        let files = [
            "A.swift": """
                struct AKey: InjectionKey {
                    static func make(_ values: InjectedValues) -> A { A(c: values[CKey.self]) }
                }
                struct BKey: InterfaceKey { typealias Value = B }
                """,
            "B.swift": """
                struct CKey: InjectionKey {
                    static func make(_ values: InjectedValues) -> C { C(b: values[BKey.self]) }
                }
                struct AppAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.register(BKey.self, .singleton) { $0[AKey.self] }
                    }
                }
                """,
        ]
        #expect(diagnostics(files) == [
            "A.swift:2:60: error: Rivet: dependency cycle: `AKey` needs itself (AKey -> CKey -> BKey -> AKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func resolutionsInsideClosuresOrConditionalBlocks_areNotCertain_soNoCycle() {
        let source = """
            struct AKey: InjectionKey {
                static func make(_ values: InjectedValues) -> A { A(makeB: { values[BKey.self] }) }
            }
            struct BKey: InjectionKey {
                static func make(_ values: InjectedValues) -> B {
                    if Bool.random() { return B(a: values[AKey.self]) }
                    #if DEBUG
                    _ = values[AKey.self]
                    #endif
                    return B(a: nil)
                }
            }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func resolutionsThatMayBeSkipped_areNotCertain_soNoCycle() {
        let source = """
            struct AKey: InjectionKey {
                static func make(_ values: InjectedValues) -> A { A(cached: Cache.a ?? values[BKey.self].a) }
            }
            struct BKey: InjectionKey {
                static func make(_ values: InjectedValues) -> B {
                    guard Flags.remote else { return B(a: nil) }
                    return B(a: values[CKey.self])
                }
            }
            struct CKey: InjectionKey {
                static func make(_ values: InjectedValues) -> C {
                    if Flags.offline { return C(a: nil) }
                    return C(a: Flags.fast ? nil : values[AKey.self])
                }
            }
            struct DKey: InjectionKey {
                static func make(_ values: InjectedValues) -> D {
                    let values = Cache.recentValues
                    return D(values.first)
                }
            }
            struct FirstKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Int { values[DKey.self].count }
            }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func registrationThatBreaksTheCycle_leavesNoCertainEdge() {
        let source = """
            struct AKey: InjectionKey {
                static func make(_ values: InjectedValues) -> A { A(b: values[BKey.self]) }
            }
            struct BKey: InjectionKey {
                static func make(_ values: InjectedValues) -> B { B(a: values[AKey.self]) }
            }
            struct LiveAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(BKey.self) { _ in B(a: nil) }
                }
            }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func ringOfThousandsOfKeys_isOneCycle_listingEveryKey() {
        let count = 5_000
        let source = (0..<count).map { index in
            "struct K\(index)Key: InjectionKey { static func make(_ v: InjectedValues) -> Int { v[K\((index + 1) % count)Key.self] } }"
        }.joined(separator: "\n")
        let chain = (0...count).map { "K\($0 % count)Key" }
        #expect(diagnostics(source) == [
            "App.swift:1:77: error: " + RivetDiagnostic.dependencyCycle(chain: chain).description,
        ])
    }

    @Test func asyncMakesAwaitingEachOther_areACycle_reportedAtTheFirstKeysAwait() {
        let source = """
            struct ConfigKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Config { try await Config.load(values.resolve(KeychainKey.self)) }
            }
            struct KeychainKey: InterfaceKey { typealias Value = Keychain }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(ConfigKey.self)
                    registry.registerAsync(KeychainKey.self) { values in try await Keychain(values.resolve(ConfigKey.self)) }
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:2:100: error: Rivet: dependency cycle: `ConfigKey` needs itself (ConfigKey -> KeychainKey -> ConfigKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func asyncMakeAwaitingItsOwnKey_isACycleOfOne() {
        let source = """
            struct NodeKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Node { Node(next: try await values.resolve(NodeKey.self)) }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:2:97: error: Rivet: dependency cycle: `NodeKey` needs itself (NodeKey -> NodeKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    /// At run time the sync read stops first: the component it reads is the one being built.
    @Test func aLoopThroughASyncReadOfAnAsyncComponent_isNotReady_notACycle() {
        let source = """
            struct StoreKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Store { Store(index: values[IndexKey.self]) }
            }
            struct IndexKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Index { Index(store: values[StoreKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(StoreKey.self)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:2:90: error: Rivet: async `StoreKey` resolved before it was built (StoreKey -> IndexKey -> StoreKey); build it first: try await factory.warmUp() at launch or when the flow begins, or await it: try await values.resolve(StoreKey.self).",
        ])
    }

    /// A make that builds a helper and reads its `@LazyInjected` property at once resolves it there, from the
    /// factory that is building: the runtime's cycle.
    @Test func lazyPropertyReadFromAHelperTheMakeJustBuilt_isACycle() {
        let source = """
            final class CartUsesCheckout {
                @LazyInjected(\\.checkout) var value
            }
            struct CartKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Cart { Cart(CartUsesCheckout().value) }
            }
            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout { Checkout(values[CartKey.self]) }
            }
            extension InjectedValues {
                var checkout: Checkout { self[CheckoutKey.self] }
            }
            """
        #expect(diagnostics(source).filter { $0.contains("error:") } == [
            "App.swift:5:63: error: Rivet: dependency cycle: `CartKey` needs itself (CartKey -> CheckoutKey -> CartKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    /// The helper kept, its lazy property read later, is how `@LazyInjected` breaks a cycle: no error.
    @Test func lazyPropertyOfAHelperTheMakeKeeps_isNotACycle() {
        let source = """
            final class CartUsesCheckout {
                @LazyInjected(\\.checkout) var value
            }
            struct CartKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Cart { Cart(helper: CartUsesCheckout()) }
            }
            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout { Checkout(values[CartKey.self]) }
            }
            extension InjectedValues {
                var checkout: Checkout { self[CheckoutKey.self] }
            }
            """
        #expect(diagnostics(source).filter { $0.contains("error:") } == [])
    }
}
