import Testing

@Suite struct MissingRegistrationTests {
    static let interface = """
        protocol Payments: Sendable {}
        struct PaymentsKey: InterfaceKey { typealias Value = any Payments }
        extension InjectedValues {
            var payments: any Payments { self[PaymentsKey.self] }
        }
        struct CheckoutKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Checkout { Checkout(payments: values.payments) }
        }
        final class CheckoutPresenter {
            @Injected(\\.payments) var payments
        }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(CheckoutKey.self)
            }
        }

        """

    @Test func interfaceKeyThatNothingRegisters_isReportedAtEachResolution() {
        #expect(diagnostics(["App.swift": Self.interface, "Main.swift": "let factory = Factory(AppAssembly())"]) == [
            "App.swift:7:81: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain CheckoutKey -> PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.",
            "App.swift:10:17: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain @Injected(\\.payments) -> PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.",
        ])
    }

    @Test func registeredInAnotherFile_orAPartialProgram_reportsNothing() {
        let live = """
            struct PaymentsAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PaymentsKey.self, .singleton) { _ in CardPayments() }
                }
            }
            """
        #expect(diagnostics(["Interface.swift": Self.interface, "Live.swift": live, "Main.swift": "let factory = Factory(AppAssembly(), PaymentsAssembly())"]) == [])
        #expect(diagnostics(["App.swift": Self.interface, "Main.swift": "let factory = Factory(AppAssembly())"], partial: true) == [])
    }

    @Test func anAssemblyFromAnotherPackage_orNoFactoryInSight_silencesTheRule() {
        #expect(diagnostics(["Interface.swift": Self.interface, "Main.swift": "let factory = Factory(AppAssembly(), PaymentsAssembly())"]) == [])
        #expect(diagnostics(["Interface.swift": Self.interface]) == [])
    }

    @Test func aRegistrationTheAnalysisCannotRead_silencesTheRule() {
        let helper = """
            func registerAll(_ keys: [any InjectionKey.Type], into registry: inout Registry) {
                for key in keys { registry.register(key) }
            }
            """
        #expect(diagnostics(["Interface.swift": Self.interface, "Helper.swift": helper, "Main.swift": "let factory = Factory(AppAssembly())"]) == [])
    }

    static let mock = """
        struct MockPaymentsAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(PaymentsKey.self) { _ in FakePayments() }
            }
        }
        extension MockPaymentsAssembly {}

        """

    @Test func aKeyOnlyAnAssemblyNothingBuildsOrNamesRegisters_isMissing() {
        #expect(diagnostics(["App.swift": Self.interface, "Mock.swift": Self.mock, "Main.swift": "let factory = Factory(AppAssembly())"]) == [
            "App.swift:7:81: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain CheckoutKey -> PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.",
            "App.swift:10:17: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain @Injected(\\.payments) -> PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.",
        ])
    }

    @Test func anUnbuiltAssemblyNamedElsewhere_composedOrPartial_keepsItsRegistrationCounted() {
        let named = [
            "let preview = Factory.init(AppAssembly(), MockPaymentsAssembly())",
            "let mocks: [any Assembly] = [MockPaymentsAssembly()]",
            "struct TestAssembly: Assembly { func assemble(into registry: inout Registry) { MockPaymentsAssembly().assemble(into: &registry) } }",
        ]
        for use in named {
            let main = "let factory = Factory(AppAssembly())\n" + use
            #expect(diagnostics(["App.swift": Self.interface, "Mock.swift": Self.mock, "Main.swift": main]) == [], "\(use)")
        }
        #expect(diagnostics(["App.swift": Self.interface, "Mock.swift": Self.mock, "Main.swift": "let factory = Factory(AppAssembly())"], partial: true) == [])
    }
}
