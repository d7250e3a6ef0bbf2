import Testing

@Suite struct FlowNotRunningTests {
    static let assembly = contractKeys + """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(LoggerKey.self, .singleton)
                registry.register(SessionKey.self, .flow)
                registry.register(UsersRepositoryKey.self) { values in Repo(session: values.session) }
            }
        }

        """

    @Test func flowScopedKeyResolvedFromARootFactoryConstant_isReportedAtTheUse() {
        let source = Self.assembly + """
            func start() {
                let factory = Factory(AppAssembly())
                let login = factory.beginFlow()
                print(login.session)
                print(factory.session)
                print(factory[UsersRepositoryKey.self])
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:38:11: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].",
            "App.swift:39:11: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (UsersRepositoryKey -> SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].",
        ])
    }

    /// The model reads no resolution after the factory is passed on or overridden; the binding follows `root`
    /// to its construction all the same, where no override of the sources is made through it: its read is judged.
    /// The override made first through `factory` is its registration of `SessionKey` there.
    @Test func afterAnOverrideOrPassingTheFactoryOn_orForAFlowBegunAtOnce_onlyWhatIsCertainIsReported() {
        let source = Self.assembly + """
            func start() {
                let root = Factory(AppAssembly())
                configure(root)
                print(root.session)
            }
            func test() {
                let factory = Factory(AppAssembly())
                factory.override(SessionKey.self, .transient) { _ in Session() }
                print(factory.session)
            }
            func flow() {
                let flow = Factory(AppAssembly()).beginFlow()
                print(flow.session)
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:37:11: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].",
        ])
    }

    @Test func aNestedTypesOwnPropertyOfTheSameName_isNotTheRootFactory() {
        let source = Self.assembly + """
            let factory = Factory(AppAssembly())
            final class LoginCoordinator {
                func start() { print(factory.session) }
                let factory: Factory
                init(factory: Factory) { self.factory = factory }
            }
            """
        #expect(diagnostics(source) == [])
    }
}
