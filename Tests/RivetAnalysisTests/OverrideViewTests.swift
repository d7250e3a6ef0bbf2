@testable import RivetAnalysis
import Testing

/// Overrides judged in the factories they are made through: one made through a factory the binding follows is
/// in force there (and in its flows) alone, and one made first, before anything resolves, is the key's
/// registration there, as in a test's `setUp()`.
@Suite struct OverrideViewTests {
    static func unattributed(_ source: String) -> [String] { FactoryFollowingTests.unattributed(source) }

    @Test func anOverrideMadeThroughOneFactory_doesNotHideAnothersMistake() {
        let source = FlowNotRunningTests.assembly + """
            final class Preview {
                let factory = Factory(AppAssembly())
                init() { factory.override(SessionKey.self, .transient) { _ in Session() } }
                func show() { print(factory.session) }
            }
            final class App {
                let factory = Factory(AppAssembly())
                func show() { print(factory.session) }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:41:25: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].",
        ])
    }

    static func tests(setUp: String = "factory.override(DatabaseKey.self, with: InMemoryDatabase())") -> String {
        AsyncNotReadyTests.assembly + """
        struct FeedAssembly: Assembly {
            func assemble(into registry: inout Registry) {}
        }
        final class RepositoryTests: RivetTestCase {
            override var assemblies: [any Assembly] { [AppAssembly()] }
            override func setUp() {
                super.setUp()
                \(setUp)
            }
            func test_users() { print(factory.beginFlow(FeedAssembly()).usersRepository) }
        }

        """
    }

    @Test func anAsyncKeyASetUpReplacesWithAValue_isReadInTheTestsFlowsWithNoWarmUp() {
        #expect(diagnostics(Self.tests()) == [])
        #expect(Self.unattributed(Self.tests()) == [])
    }

    @Test func withoutTheSetUpsOverride_theReadNeedsAWarmUpTheAnalysisCannotOrder() {
        let source = Self.tests(setUp: "")
        #expect(diagnostics(source) == [])
        #expect(Self.unattributed(source).count == 1)
    }
}
