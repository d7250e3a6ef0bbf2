@testable import RivetAnalysis
import Testing

/// The constructs issue 27 leaves out of the factory following (item 5), one by one: a program where a read's
/// factory or key comes through the construct, and the read would stop the program. Each gets a note that
/// names the construct, or the verdict the runtime gives where the analysis does follow it; never silence,
/// and never an error on the program's correct twin.
@Suite struct OutOfScopeTests {
    /// A root where `SessionKey` is flow-scoped (reading it from the root stops the program), a flow's
    /// assembly, a root where it is not, and an interface key that only the flow registers.
    static let shop = contractKeys + """
        struct PaymentsKey: InterfaceKey { typealias Value = any Payments }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(SessionKey.self, .flow) }
        }
        struct CheckoutAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(PaymentsKey.self) { _ in FakePayments() } }
        }
        struct SafeAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(SessionKey.self) }
        }
        final class HomePresenter {
            @Injected(\\.session) var session
        }

        """

    static func check(_ main: String) -> (diagnostics: [String], unattributed: [String]) {
        let files = ["App.swift": shop, "main.swift": main]
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let analysis = Analysis(files: sources, options: .init())
        let unattributed = analysis.sites.filter { !$0.isAttributed }.map(\.listing)
        return (analysis.diagnostics.filter { $0.kind.severity != .note }.map(\.description), unattributed)
    }

    /// Whether the read on `line` of `main.swift` is unattributed, with a note holding each of `words`.
    static func isNoted(_ found: [String], line: Int, _ words: String...) -> Bool {
        found.contains { note in note.hasPrefix("main.swift:\(line):") && words.allSatisfy { note.contains($0) } }
    }

    static let rootError = "error: Rivet: flow-scoped `SessionKey` resolved with no flow running"

    @Test func anOverloadChosenByArgumentType_isNamed() {
        let (diagnostics, notes) = Self.check("""
            let app = Factory(AppAssembly())
            func pick(_ n: Int) -> Factory { app }
            func pick(_ s: String) -> Factory { app.beginFlow(CheckoutAssembly()) }
            _ = pick(1).session
            """)
        #expect(diagnostics == [])
        #expect(Self.isNoted(notes, line: 4, "`pick(…)`, whose name and labels match 2 declarations"))
    }

    @Test func aGenericFunctionOrType_isFollowedThroughItsArguments() {
        let wrong = Self.check("""
            let app = Factory(AppAssembly())
            func show<T>(_ factory: Factory, _ tag: T) { _ = factory.session }
            struct Holder<T> { let factory: Factory; func show() { _ = factory.session } }
            show(app, 1)
            Holder<Int>(factory: app).show()
            """)
        #expect(wrong.diagnostics.count == 2 && wrong.diagnostics.allSatisfy { $0.contains(Self.rootError) })
        let correct = Self.check("""
            let app = Factory(AppAssembly()).beginFlow(CheckoutAssembly())
            func show<T>(_ factory: Factory, _ tag: T) { _ = factory.session }
            struct Holder<T> { let factory: Factory; func show() { _ = factory.session } }
            show(app, 1)
            Holder<Int>(factory: app).show()
            """)
        #expect(correct.diagnostics == [])
    }

    @Test func aReceiverTypedByAProtocol_isFollowedThroughItsConformers_andADefaultIsNamed() {
        let conformers = """
            protocol HasFactory { var factory: Factory { get } }
            struct Root: HasFactory { let factory = Factory(AppAssembly()) }
            struct Checkout: HasFactory { let factory = Factory(AppAssembly()).beginFlow(CheckoutAssembly()) }
            func show(_ host: any HasFactory) { _ = host.factory.session }
            func showSome(_ host: some HasFactory) { _ = host.factory.session }
            func showGeneric<H: HasFactory>(_ host: H) { _ = host.factory.session }

            """
        let wrong = Self.check(conformers + "show(Root())\nshowSome(Root())\nshowGeneric(Root())")
        #expect(wrong.diagnostics.count == 3 && wrong.diagnostics.allSatisfy { $0.contains(Self.rootError) })
        let correct = Self.check(conformers + "show(Checkout())\nshowSome(Checkout())\nshowGeneric(Checkout())")
        #expect(correct.diagnostics == [])
        // A protocol extension's member is the one a receiver typed by the protocol gets.
        let defaulted = Self.check("""
            protocol HasFactory {}
            extension HasFactory { var factory: Factory { Factory(AppAssembly()) } }
            struct Root: HasFactory { let factory = Factory(AppAssembly()).beginFlow(CheckoutAssembly()) }
            func show(_ host: any HasFactory) { _ = host.factory.session }
            show(Root())
            """)
        #expect(defaulted.diagnostics == [])
        #expect(Self.isNoted(defaulted.unattributed, line: 4, "`Root.factory`", "an extension of protocol `HasFactory`"))
    }

    @Test func aProtocolRequirementReadInTheProtocolsExtension_isNamed() {
        let (diagnostics, notes) = Self.check("""
            protocol HasFactory { var factory: Factory { get } }
            extension HasFactory { func show() { _ = factory.session } }
            struct Root: HasFactory { let factory = Factory(AppAssembly()) }
            Root().show()
            """)
        #expect(diagnostics == [])
        #expect(Self.isNoted(notes, line: 2, "`HasFactory.factory`, a requirement of protocol `HasFactory`"))
    }

    @Test func aFactoryKeptInACollection_isNamed() {
        let (diagnostics, notes) = Self.check("""
            let app = Factory(AppAssembly())
            let factories = [app]
            let named = ["app": app]
            _ = factories[0].session
            _ = named["app"]!.session
            for factory in factories { _ = factory.session }
            """)
        #expect(diagnostics == [])
        #expect(Self.isNoted(notes, line: 4, "`factories[0]`, an element of a collection"))
        #expect(Self.isNoted(notes, line: 5, "`named[\"app\"]`, an element of a collection"))
        #expect(Self.isNoted(notes, line: 6, "`factory`, bound by a pattern"))
    }

    @Test func aFactoryInATuple_isNamed() {
        let (diagnostics, notes) = Self.check("""
            let app = Factory(AppAssembly())
            let pair = (app, 1)
            _ = pair.0.session
            _ = pair.0[SessionKey.self]
            let (factory, _) = (app, 2)
            _ = factory.session
            """)
        #expect(diagnostics == [])
        #expect(Self.isNoted(notes, line: 3, "`pair.0`, an element of a tuple"))
        #expect(Self.isNoted(notes, line: 4, "`pair.0`, an element of a tuple"))
        #expect(Self.isNoted(notes, line: 6, "`factory`, bound by a pattern"))
    }

    @Test func aFactoryPassedInout_isNamed() {
        let (diagnostics, notes) = Self.check("""
            let app = Factory(AppAssembly())
            func reset(_ factory: inout Factory) { factory = app }
            var current = app.beginFlow(CheckoutAssembly())
            reset(&current)
            _ = current.session
            func show(_ factory: inout Factory) { _ = factory.session }
            var root = app
            show(&root)
            """)
        #expect(diagnostics == [])
        #expect(Self.isNoted(notes, line: 5, "`current`, passed `inout`"))
        #expect(Self.isNoted(notes, line: 6, "`&root`, passed `inout`"))
    }

    @Test func aClosureStoredAndCalledLater_isNamed_orItsBodyWarned() {
        let (diagnostics, notes) = Self.check("""
            let app = Factory(AppAssembly())
            final class Screen {
                var makeFactory: () -> Factory = { Factory(AppAssembly()) }
                func show() { _ = makeFactory().session }
            }
            Screen().show()
            let later: () -> Session = { app.session }
            _ = later()
            """)
        #expect(Self.isNoted(notes, line: 4, "`makeFactory(…)`, a call of a closure stored in `makeFactory`"))
        #expect(diagnostics.count == 1 && diagnostics[0].hasPrefix("main.swift:7:30: warning: ") && diagnostics[0].contains("inside a closure"))
        // Called later inside a flow, a stored closure's current factory is the flow's: named, not judged in the root.
        let inFlow = Self.check("""
            let flow = Factory(AppAssembly()).beginFlow(CheckoutAssembly())
            let later = { Factory.current.session }
            let build = { HomePresenter() }
            flow.withCurrent { _ = later(); _ = build() }
            """)
        #expect(inFlow.diagnostics == [])
        #expect(Self.isNoted(inFlow.unattributed, line: 2, "the factory current inside a closure stored or passed on"))
    }

    @Test func aDetachedTask_runsWithTheInstalledRootCurrent() {
        let detached = """
            let flow = app.beginFlow(CheckoutAssembly())
            Factory.installRoot(app)
            flow.withCurrent { Task.detached { _ = HomePresenter() } }
            flow.withCurrent { Task.detached { _ = Factory.current.session } }
            """
        let wrong = Self.check("let app = Factory(AppAssembly())\n" + detached)
        #expect(wrong.diagnostics.count == 2 && wrong.diagnostics.allSatisfy { $0.contains(": warning: Rivet: flow-scoped `SessionKey`") })
        let correct = Self.check("let app = Factory(SafeAssembly())\n" + detached)
        #expect(correct.diagnostics == [])
    }

    @Test func aTypealiasedKey_isNamed() {
        let (diagnostics, notes) = Self.check("""
            typealias CurrentSession = SessionKey
            typealias Pay = PaymentsKey
            let app = Factory(AppAssembly())
            _ = app[CurrentSession.self]
            _ = app[Pay.self]
            """)
        #expect(diagnostics == [])
        #expect(Self.isNoted(notes, line: 4, "`CurrentSession`, which is not a key declared"))
        #expect(Self.isNoted(notes, line: 5, "`Pay`, which is not a key declared"))
    }

    @Test func aKeyNestedInAGenericType_isNamed() {
        let (diagnostics, notes) = Self.check("""
            enum Keys<T> {
                struct Token: InjectionKey { static func make(_ values: InjectedValues) -> Session { values.session } }
            }
            let app = Factory(AppAssembly())
            _ = app[Keys<Int>.Token.self]
            let other = Factory(AppAssembly())
            _ = try await other.resolve(Keys<Int>.Token.self)
            """)
        #expect(diagnostics == [])
        #expect(Self.isNoted(notes, line: 5, "a key nested in a generic type"))
        #expect(Self.isNoted(notes, line: 7, "a key nested in a generic type"))
    }

    @Test func aMacro_isNamed() {
        let (diagnostics, notes) = Self.check("""
            @freestanding(expression) macro rootFactory() -> Factory = #externalMacro(module: "M", type: "Root")
            @attached(member, names: named(factory)) macro AddsFactory() = #externalMacro(module: "M", type: "Adds")
            let app: Factory = #rootFactory()
            _ = app.session
            @AddsFactory final class Screen { func show() { _ = factory.session } }
            Screen().show()
            """)
        #expect(diagnostics == [])
        #expect(Self.isNoted(notes, line: 4, "`#rootFactory`, a macro's expansion"))
        #expect(Self.isNoted(notes, line: 5, "the macro `@AddsFactory` on `Screen` may add"))
    }

    @Test func aResultBuilder_isNamed() {
        let (diagnostics, notes) = Self.check("""
            @resultBuilder enum FactoryBuilder {
                static func buildBlock(_ factory: Factory) -> Factory { factory.beginFlow(CheckoutAssembly()) }
            }
            @FactoryBuilder func makeFactory() -> Factory { Factory(AppAssembly()) }
            _ = makeFactory().session
            final class Screen {
                @FactoryBuilder var factory: Factory { Factory(AppAssembly()) }
                func show() { _ = factory.session }
            }
            Screen().show()
            """)
        #expect(diagnostics == [])
        #expect(Self.isNoted(notes, line: 5, "a function written with the result builder `@FactoryBuilder`"))
        #expect(Self.isNoted(notes, line: 8, "a property written with the result builder `@FactoryBuilder`"))
    }
}
