import Testing
@testable import RivetAnalysis

/// Reads the analysis takes as certain although they are not written as `values[K.self]` at a make's own
/// level (issue 27): an accessor that derives a value from its key's, `@Injected` properties a class
/// inherits, and a closure that runs at once on a non-empty literal.
@Suite struct CertainReadTests {
    static let session = """
        struct SessionKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Session { Session() }
        }

        """

    static func assembly(_ singleton: String) -> String {
        """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
                registry.register(\(singleton).self, .singleton)
            }
        }
        let factory = Factory(AppAssembly())

        """
    }

    /// The sites of `source` that the analysis could not attribute, as `--unattributed` lists them.
    static func unattributed(_ source: String) -> [String] {
        Analysis(files: [SourceFile(path: "App.swift", text: source)]).sites.filter { $0.construct != nil }.map(\.listing)
    }

    @Test func anAccessorDerivingAValueFromItsKey_resolvesTheKey_andStillGetsTheKeysGeneratedAccessor() {
        let source = Self.session + """
            final class Signature {
                @Injected(\\.userName) var userName
            }
            struct GreeterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Greeter { Greeter(name: values.userName, signature: Signature()) }
            }
            extension InjectedValues {
                var userName: String { self[SessionKey.self].user }
            }

            """ + Self.assembly("GreeterKey")
        #expect(diagnostics(source) == [
            "App.swift:8:75: error: Rivet: singleton `GreeterKey` depends on flow-scoped `SessionKey` (GreeterKey -> SessionKey); make GreeterKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
        let generated = Analysis(files: [SourceFile(path: "App.swift", text: source)]).generatedAccessors()
        #expect(Self.unattributed(source) == [])
        #expect(generated.contains("var session: SessionKey.Value { self[SessionKey.self] }"))
        let explanation = try? Analysis(files: [SourceFile(path: "App.swift", text: source)]).explanation(of: "SessionKey")
        #expect(explanation?.contains("  accessors: session (generated), userName (derives a value)\n") == true)
    }

    @Test func anAccessorThatDoesSomethingFirst_isNotFollowed() {
        let source = Self.session + """
            struct GreeterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Greeter { Greeter(name: values.userName) }
            }
            extension InjectedValues {
                var userName: String { log("read"); return self[SessionKey.self].user }
            }

            """ + Self.assembly("GreeterKey")
        #expect(diagnostics(source) == [])
    }

    @Test func injectedPropertiesOfASuperclass_resolveWhenASubclassIsBuilt() {
        let source = Self.session + """
            extension InjectedValues {
                var session: Session { self[SessionKey.self] }
            }
            class BasePresenter {
                @Injected(\\.session) var session
            }
            class ListPresenter: BasePresenter {}
            final class NotificationsPresenter: ListPresenter, @unchecked Sendable {}
            struct NotificationsPresenterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> NotificationsPresenter { NotificationsPresenter() }
            }

            """ + Self.assembly("NotificationsPresenterKey")
        #expect(diagnostics(source) == [
            "App.swift:13:76: error: Rivet: singleton `NotificationsPresenterKey` depends on flow-scoped `SessionKey` (NotificationsPresenterKey -> SessionKey); make NotificationsPresenterKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
        #expect(Self.unattributed(source).filter { $0.contains("@Injected") } == [])
    }

    @Test func aProtocolNamedFirst_orATypeDeclaredTwice_isNoSuperclass() {
        let source = Self.session + """
            extension InjectedValues {
                var session: Session { self[SessionKey.self] }
            }
            struct Base {
                @Injected(\\.session) var session
            }
            protocol Presenting {}
            final class NotificationsPresenter: Presenting {}
            struct NotificationsPresenterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> NotificationsPresenter { NotificationsPresenter() }
            }

            """ + Self.assembly("NotificationsPresenterKey")
        #expect(diagnostics(source) == [])
    }

    @Test func aMapOverANonEmptyLiteral_runsItsClosure_soItsReadsAreCertain() {
        let source = Self.session + """
            struct IndexKey: InjectionKey {
                static func make(_ values: InjectedValues) -> [String] {
                    [1, 2, 3].map { values[SessionKey.self].name($0) }
                }
            }

            """ + Self.assembly("IndexKey")
        #expect(diagnostics(source) == [
            "App.swift:6:25: error: Rivet: singleton `IndexKey` depends on flow-scoped `SessionKey` (IndexKey -> SessionKey); make IndexKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func aMapInsideAClosureThatNamesNoParameter_readsNothingThroughDollarZero_whichIsTheMapsOwn() {
        let source = Self.session + """
            extension InjectedValues {
                var name: String { self[SessionKey.self].user }
            }
            struct Person { let name: String }
            struct IndexKey: InjectionKey {
                static func make(_ values: InjectedValues) -> [String] { [] }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(IndexKey.self, .singleton) { _ in [Person(name: "a")].map { $0.name } }
                    registry.register(IndexKey.self, .singleton) { [Person(name: "a")].map { $0.name } }
                }
            }
            let factory = Factory(AppAssembly())

            """
        #expect(diagnostics(source).filter { $0.contains("error:") } == [])
    }

    @Test func aMapOverAnEmptyLiteral_aValue_aSubscriptOrLazily_isNotCertain() {
        for collection in ["[]", "ids", "lists[0]", "lists?[0]", "lists![0]", "[1, 2].lazy"] {
            let source = Self.session + """
                struct IndexKey: InjectionKey {
                    static func make(_ values: InjectedValues) -> [String] {
                        \(collection).map { values[SessionKey.self].name($0) }
                    }
                }

                """ + Self.assembly("IndexKey")
            #expect(diagnostics(source) == [], "\(collection)")
            #expect(Self.unattributed(source).count == 1, "\(collection)")
        }
    }

    @Test func readsInStringInterpolation_areJudgedLikeAnyOtherRead() {
        let source = Self.session + """
            extension InjectedValues {
                var session: Session { self[SessionKey.self] }
            }
            struct GreetingKey: InjectionKey {
                static func make(_ values: InjectedValues) -> String { "hello \\(values[SessionKey.self].user) at \\(Clock.now)" }
            }

            """ + Self.assembly("GreetingKey") + """
            print("signed in as \\(factory.session.user)")

            """
        #expect(diagnostics(source) == [
            "App.swift:8:69: error: Rivet: singleton `GreetingKey` depends on flow-scoped `SessionKey` (GreetingKey -> SessionKey); make GreetingKey flow-scoped or resolve SessionKey lazily inside the flow.",
            "App.swift:17:23: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].",
        ])
        #expect(Self.unattributed(source) == [])
    }

    @Test func aReadInAnInterpolationThatMayNotRun_isNamed() {
        let source = Self.session + """
            struct GreetingKey: InjectionKey {
                static func make(_ values: InjectedValues) -> String { flag ? "plain" : "hello \\(values[SessionKey.self].user)" }
            }

            """ + Self.assembly("GreetingKey")
        #expect(diagnostics(source) == [])
        #expect(Self.unattributed(source) == [
            "App.swift:5:86: subscript values[SessionKey.self]: after `?`, which may skip what follows",
        ])
    }
}
