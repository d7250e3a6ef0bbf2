import Testing
@testable import RivetAnalysis

/// Parameterized keys (`ParameterizedKey`, `values[K.self, id]`, `ArgumentLifecycle`): their makes and
/// closures are read like any key's, a per-argument `.singleton` is judged as a singleton and a `.flow` as a
/// flow-scoped key, and a key reaching itself with any argument is a cycle, as at run time.
@Suite struct ParameterizedKeyTests {
    static let keys = contractKeys + """
        struct UserDetailKey: ParameterizedKey {
            static func make(_ values: InjectedValues, _ id: Int) -> UserDetail {
                UserDetail(id: id, repository: values.usersRepository)
            }
        }

        """

    @Test func aKeyResolvingItselfWithAnotherArgument_isACycle() {
        let source = """
            struct TreeNodeKey: ParameterizedKey {
                static func make(_ values: InjectedValues, _ depth: Int) -> TreeNode {
                    TreeNode(parent: values[TreeNodeKey.self, depth - 1])
                }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:3:26: error: Rivet: dependency cycle: `TreeNodeKey` needs itself (TreeNodeKey -> TreeNodeKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func aCycleThroughARegistrationClosureWithTwoParameters_isFound() {
        let source = Self.keys + """
            struct ProfileKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Profile { Profile(detail: values[UserDetailKey.self, 1]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(UserDetailKey.self, .transient) { values, id in UserDetail(id: id, profile: values[ProfileKey.self]) }
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:37:103: error: Rivet: dependency cycle: `UserDetailKey` needs itself (UserDetailKey -> ProfileKey -> UserDetailKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func aPerArgumentSingletonReachingAFlowScopedKey_isCaptive_andAFlowKeyFromTheRoot_isNotRunning() {
        let source = Self.keys + """
            struct CartKey: ParameterizedKey {
                static func make(_ values: InjectedValues, _ id: Int) -> Cart { Cart(id: id) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(UsersRepositoryKey.self) { values in Repo(session: values.session) }
                    registry.register(UserDetailKey.self, .singleton(keepingAtMost: 8))
                    registry.register(CartKey.self, ArgumentLifecycle.flow)
                }
            }
            func start() {
                let factory = Factory(AppAssembly())
                print(factory[CartKey.self, 7])
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:29:40: error: Rivet: singleton `UserDetailKey` depends on flow-scoped `SessionKey` (UserDetailKey -> UsersRepositoryKey -> SessionKey); make UserDetailKey flow-scoped or resolve SessionKey lazily inside the flow.",
            "App.swift:45:11: error: Rivet: flow-scoped `CartKey` resolved with no flow running (CartKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[CartKey.self].",
        ])
    }

    @Test func aSingletonResolvingAFlowParameterizedKey_isCaptive() {
        let source = Self.keys + """
            struct HistoryKey: InjectionKey {
                static func make(_ values: InjectedValues) -> History { History(detail: values[UserDetailKey.self, 1]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(UserDetailKey.self, .flow(keepingAtMost: 4))
                    registry.register(HistoryKey.self, .singleton)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:33:77: error: Rivet: singleton `HistoryKey` depends on flow-scoped `UserDetailKey` (HistoryKey -> UserDetailKey); make HistoryKey flow-scoped or resolve UserDetailKey lazily inside the flow.",
        ])
    }

    @Test func aLifecycleThatIsNotWrittenAsACase_isANote_andNothingIsGuessed() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                let lifecycle: ArgumentLifecycle
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(UserDetailKey.self, lifecycle)
                }
            }
            let factory = Factory(AppAssembly(lifecycle: .singleton))
            """
        #expect(diagnostics(source) == [])
        #expect(notes(["App.swift": source]) == [
            "App.swift:36:27: note: Rivet: cannot follow a lifecycle that is not written as a case (`.singleton`), so factories and flows built from `AppAssembly` were not checked for captive dependencies, flow-scoped keys and keys that nothing registers (// rivet: ignore unchecked silences this).",
        ])
    }

    @Test func aBoundThatIsNotALiteral_isShownAsWritten_andTheLifecycleIsStillJudged() {
        let source = Self.keys + """
            enum Limits { static let details = 16 }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(UserDetailKey.self, .singleton(keepingAtMost: Limits.details))
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [])
        #expect(Analysis(files: [SourceFile(path: "App.swift", text: source)]).graph(format: .mermaid).contains(
            #"UserDetailKey["UserDetailKey<br/><i>singleton per argument (at most Limits.details)</i>"]"#
        ))
    }

    @Test func aParameterizedKey_getsNoGeneratedAccessor() {
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: Self.keys)])
        #expect(!analysis.generatedAccessors().contains("userDetail"))
    }
}
