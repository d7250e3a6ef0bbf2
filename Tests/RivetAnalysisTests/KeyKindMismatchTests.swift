import Testing
@testable import RivetAnalysis

/// A type that is both a `ParameterizedKey` and a key resolved without an argument: registering it with an
/// argument, or resolving it with one where it is registered without, is the runtime's `keyKindMismatch`.
@Suite struct KeyKindMismatchTests {
    static let keys = """
        struct ThemeKey: InjectionKey, ParameterizedKey {
            static func make(_ values: InjectedValues) -> Theme { Theme() }
            static func make(_ values: InjectedValues, _ name: String) -> Theme { Theme(name) }
        }

        """

    @Test func aRegistrationWithAnArgument_isReported() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(ThemeKey.self, .singleton(keepingAtMost: 2))
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:7:27: error: Rivet: `ThemeKey` is both an InjectionKey and a ParameterizedKey, registered as one and resolved as the other; make the type conform to one of them.",
        ])
    }

    @Test func aResolutionWithAnArgument_whereTheFactoryRegistersItWithout_isReported() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(ThemeKey.self, Lifecycle.singleton)
                }
            }
            func start() {
                let factory = Factory(AppAssembly())
                print(factory[ThemeKey.self])
                print(factory[ThemeKey.self, "dark"])
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:13:11: error: Rivet: `ThemeKey` is both an InjectionKey and a ParameterizedKey, registered as one and resolved as the other; make the type conform to one of them.",
        ])
    }

    @Test func anUnregisteredKeyOfBothKinds_resolvesEitherWay() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {}
            }
            func start() {
                let factory = Factory(AppAssembly())
                print(factory[ThemeKey.self])
                print(factory[ThemeKey.self, "dark"])
            }
            """
        #expect(diagnostics(source) == [])
    }
}
