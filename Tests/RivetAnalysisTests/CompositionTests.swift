import Testing

/// Assemblies that compose other assemblies or call functions taking `inout Registry` are followed as
/// if the registrations were written in place.
@Suite struct CompositionTests {
    static let keys = contractKeys + """
        struct LoginAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
            }
        }

        """

    @Test func aComposedAssembly_isFollowed_soItsCaptiveIsReported() {
        let source = Self.keys + """
            struct NetworkAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    NetworkAssembly().assemble(into: &registry)
                    registry.register(SessionKey.self, .flow)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:34:90: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); "
                + "make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func registeringFunctions_freeOrStaticOrAnAssemblysOwnExtension_areFollowed() {
        let source = Self.keys + """
            enum Networking {
                static func register(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                }
            }
            func registerSession(_ registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
            }
            struct AppAssembly: Assembly {}
            extension AppAssembly {
                func assemble(into registry: inout Registry) {
                    Networking.register(into: &registry)
                    registerSession(&registry)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:34:90: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); "
                + "make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func aLaterRegistrationAfterTheComposition_wins_soNothingIsReported() {
        let source = Self.keys + """
            struct NetworkAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    NetworkAssembly().assemble(into: &registry)
                    registry.register(APIClientKey.self, .singleton) { _ in HTTPClient() }
                    registry.register(SessionKey.self, .flow)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [])
    }

    @Test func aCompositionItCannotName_isANote_andTheFactoryIsNotJudged() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                let network: any Assembly
                func assemble(into registry: inout Registry) {
                    network.assemble(into: &registry)
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                }
            }
            let factory = Factory(AppAssembly(network: LoginAssembly()))
            """
        #expect(diagnostics(source) == [])
        #expect(notes(["App.swift": source]) == [
            "App.swift:35:33: note: Rivet: cannot follow `network.assemble(…)`, whose receiver is a value the analysis cannot "
                + "name, so factories and flows built from `AppAssembly` were not checked for captive dependencies, flow-scoped "
                + "keys and keys that nothing registers (// rivet: ignore unchecked silences this).",
        ])
    }

    @Test func anAssemblyComposingItself_orAFunctionOutOfSight_isANote() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    AppAssembly().assemble(into: &registry)
                }
            }
            struct OtherAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registerFromAnotherPackage(&registry)
                }
            }
            let factory = Factory(AppAssembly(), OtherAssembly())
            """
        #expect(notes(["App.swift": source]) == [
            "App.swift:34:23: note: Rivet: cannot follow `AppAssembly`, which composes the assembly that calls it, so factories "
                + "and flows built from `AppAssembly` were not checked for captive dependencies, flow-scoped keys and keys that "
                + "nothing registers (// rivet: ignore unchecked silences this).",
            "App.swift:39:9: note: Rivet: cannot follow `registerFromAnotherPackage`, which is not in the sources checked, so "
                + "factories and flows built from `OtherAssembly` were not checked for captive dependencies, flow-scoped keys and "
                + "keys that nothing registers (// rivet: ignore unchecked silences this).",
        ])
    }
}
