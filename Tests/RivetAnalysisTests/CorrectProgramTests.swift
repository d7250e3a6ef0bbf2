import Testing

/// Correct programs, and code the analysis cannot read with certainty, must get no diagnostic.
@Suite struct CorrectProgramTests {
    @Test func theContractsApp_withFlowsAndMainActorKeys_isClean() {
        let source = contractKeys + """
            @MainActor
            struct ProfilePresenterKey: @MainActor InjectionKey {
                static func make(_ values: InjectedValues) -> ProfilePresenter {
                    ProfilePresenter(repository: values.usersRepository)
                }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(LoggerKey.self, .singleton)
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(log: values.logger) }
                    registry.register(SessionKey.self, .flow)
                    registry.register(UsersRepositoryKey.self)
                }
            }
            @MainActor
            struct PresentationAssembly: @MainActor Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerOnMainActor(ProfilePresenterKey.self, .flow) { values in
                        ProfilePresenter(repository: values.usersRepository)
                    }
                }
            }
            final class UsersPresenter {
                @Injected(\\.usersRepository) var repository
                @LazyInjected(\\.session) var session
            }
            @MainActor func start() {
                let factory = Factory(AppAssembly(), PresentationAssembly())
                let login = factory.beginFlow(PresentationAssembly())
                print(login.session, login[ProfilePresenterKey.self], factory.usersRepository, factory.logger)
            }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func aKeyRegisteredWithDifferentLifecycles_isJudgedPerRootFactory() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                    registry.register(SessionKey.self, .singleton)
                }
            }
            struct LoginAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }
            let factory = Factory(AppAssembly())
            let login = factory.beginFlow(LoginAssembly())
            """
        #expect(diagnostics(source) == [])
    }

    @Test func aProjectsOwnInjectionKeyProtocol_turnsTheFileOff_andSaysSo() {
        let source = """
            public protocol InjectionKey {
                associatedtype Value
                static var currentValue: Self.Value { get set }
            }
            struct AKey: InjectionKey {
                static var currentValue = 1
                static func make(_ values: InjectedValues) -> Int { values[BKey.self] }
            }
            struct BKey: InjectionKey {
                static var currentValue = 2
                static func make(_ values: InjectedValues) -> Int { values[AKey.self] }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:1:17: warning: Rivet: this declares a protocol `InjectionKey`, which may hide Rivet's, so nothing "
                + "in this file was checked (and keys that nothing registers were not reported); rename the protocol to have it checked.",
        ])
    }

    @Test func aProtocolUnderRivetsName_turnsOffOnlyItsFile_andTheOtherFilesAreStillChecked() {
        let files = [
            "Legacy.swift": "protocol Assembly { func assemble() }\nprotocol Assembly2 {}\nprotocol InterfaceKey {}\n",
            "Cycle.swift": """
                struct AKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[BKey.self] } }
                struct BKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[AKey.self] } }
                """,
        ]
        #expect(diagnostics(files) == [
            "Cycle.swift:1:81: error: Rivet: dependency cycle: `AKey` needs itself (AKey -> BKey -> AKey); break the cycle "
                + "by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
            "Legacy.swift:1:10: warning: Rivet: this declares a protocol `Assembly`, which may hide Rivet's, so nothing "
                + "in this file was checked (and keys that nothing registers were not reported); rename the protocol to have it checked.",
        ])
    }

    /// Keys sharing a name are told apart by their namespaces (QualifiedKeyTests).
    @Test func genericKeys_areSkipped() {
        let source = """
            struct BoxKey<T>: InjectionKey {
                static func make(_ values: InjectedValues) -> T { values[BoxKey<T>.self] }
            }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func otherContainersRegisterCalls_meanNothingToRivet() {
        let source = """
            import Swinject
            final class AppAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Service.self) { r in ServiceImpl(repo: r.resolve(Repo.self)!) }
                    container.register(Repo.self, name: "main") { r in RepoImpl(service: r.resolve(Service.self)!) }
                }
            }
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            """
        #expect(diagnostics(source) == [])
    }

    @Test func overridesAreWaysToBuildTheKey_soACycleMustSurviveThemToBeReported() {
        let source = """
            struct AKey: InjectionKey {
                static func make(_ values: InjectedValues) -> A { A(b: values[BKey.self]) }
            }
            struct BKey: InjectionKey {
                static func make(_ values: InjectedValues) -> B { B(a: values[AKey.self]) }
            }
            func test(factory: Factory) {
                factory.override(BKey.self) { _ in B(a: nil) }
            }
            """
        #expect(diagnostics(source) == [])
    }
}
