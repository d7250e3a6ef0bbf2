@testable import RivetAnalysis
import Testing

/// Shapes apps are written in, each followed to the factory its reads happen in: a service locator's static
/// property, an assembly list, a type the system builds, a closure called where it is written.
@Suite struct AppShapeTests {
    static let app = """
        import Rivet
        final class Session: Sendable {}
        struct SessionKey: InjectionKey { static func make(_ values: InjectedValues) -> Session { Session() } }
        struct LoggerKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 1 } }
        extension InjectedValues {
            var session: Session { self[SessionKey.self] }
            var logger: Int { self[LoggerKey.self] }
        }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
                registry.register(LoggerKey.self, .singleton)
            }
        }

        """

    static func notRunning(_ place: String, _ chain: String = "SessionKey") -> String {
        "\(place): error: Rivet: flow-scoped `SessionKey` resolved with no flow running (\(chain)); resolve it from a flow: "
            + "let flow = factory.beginFlow(...); flow[SessionKey.self]."
    }

    static func check(_ main: String) -> (diagnostics: [String], unattributed: [String]) {
        let files = ["App.swift": Self.app, "main.swift": main]
        return (diagnostics(files), FactoryFollowingTests.unattributed(files))
    }

    @Test func aServiceLocatorsStaticProperty_assignedAtLaunch_holdsWhatIsAssigned() {
        let found = Self.check("""
            enum Services {
                static var factory: Factory!
            }
            final class ProfileScreen {
                func show() { print(Services.factory.logger, Services.factory.session) }
            }
            Services.factory = Factory(AppAssembly())
            ProfileScreen().show()
            """)
        #expect(found.diagnostics == [Self.notRunning("main.swift:5:59")])
        #expect(found.unattributed == [])
    }

    @Test func aServiceLocatorsAssignment_leavesOtherTypesPropertiesOfTheSameNameFollowed() {
        let found = Self.check("""
            enum Services {
                static var factory: Factory!
            }
            final class Coordinator {
                private let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func show() { print(factory.session) }
            }
            let root = Factory(AppAssembly())
            Services.factory = root
            Coordinator(factory: root).show()
            """)
        #expect(found.diagnostics == [Self.notRunning("main.swift:7:25")])
        #expect(found.unattributed == [])
    }

    @Test func aClosureAssignedToAPropertyInTheInitializer_holdsWhatItsCallsPass_andRunsWhereACertainCallPicksIt() {
        func check(_ launch: String) -> (diagnostics: [String], unattributed: [String]) {
            Self.check("""
                enum Route { case home, screen }
                final class Router {
                    private let factory: Factory
                    private let build: (Factory) -> Any
                    init(factory: Factory) {
                        self.factory = factory
                        build = { factory in factory.session }
                    }
                    func push(_ route: Route) {
                        if route == .screen { _ = build(factory) }
                    }
                }
                let router = Router(factory: Factory(AppAssembly()))

                """ + launch)
        }
        let pushed = check("router.push(.home)\nrouter.push(.screen)\n")
        #expect(pushed.diagnostics == [Self.notRunning("main.swift:7:30")])
        #expect(pushed.unattributed == [])
        // Never pushed: the read may not run.
        let notPushed = check("router.push(.home)\n")
        #expect(notPushed.diagnostics.count == 1)
        #expect(notPushed.diagnostics.first?.hasPrefix("main.swift:7:30: warning:") == true)
    }

    @Test func anAssemblyList_declaredInAnotherFile_isRead_andAnAmbiguousOneIsNot() {
        let lists = """
            enum CompositionRoot {
                static func appAssemblies() -> [any Assembly] { [AppAssembly()] }
            }
            let moduleAssemblies: [any Assembly] = [AppAssembly()]

            """
        let files = ["App.swift": Self.app, "CompositionRoot.swift": lists, "main.swift": """
            let factory = Factory(assemblies: CompositionRoot.appAssemblies())
            print(factory.session)
            let other = Factory(assemblies: moduleAssemblies)
            print(other.session)
            """]
        #expect(diagnostics(files) == [Self.notRunning("main.swift:2:7"), Self.notRunning("main.swift:4:7")])
        #expect(FactoryFollowingTests.unattributed(files) == [])
        // Two files declaring the list: which one the name means is not known.
        var ambiguous = files
        ambiguous["Other.swift"] = "let moduleAssemblies: [any Assembly] = []\n"
        #expect(diagnostics(ambiguous) == [Self.notRunning("main.swift:2:7")])
    }

    /// Global lists of the app's assemblies, beside an assembly that registers the session as a singleton.
    static let lists = """
        struct KioskAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(SessionKey.self, .singleton) }
        }
        let assemblies: [any Assembly] = [AppAssembly()]
        func appAssemblies() -> [any Assembly] { [AppAssembly()] }
        enum Kiosk { static let all: [any Assembly] = [AppAssembly()] }

        """

    /// What another declaration of a list's name may mean: a parameter, a method or property of the type the factory is
    /// built in, a second list under `#if`. The list Swift picks is read, or none (the read named, never judged
    /// against the wrong list).
    @Test func anAssemblyListsName_isReadAsTheDeclarationSwiftPicks_orNotAtAll() {
        /// The diagnostics, and the notes that a factory's list was not read.
        func check(_ files: [String: String]) -> (diagnostics: [String], unread: [String]) {
            let all = files.merging(["App.swift": Self.app, "Lists.swift": Self.lists]) { mine, _ in mine }
            return (diagnostics(all), notes(all).filter { $0.contains("this factory is built from") })
        }
        // A parameter of that name: the caller's list, not the global one.
        let parameter = check(["main.swift": """
            func makeFactory(assemblies: [any Assembly]) {
                let factory = Factory(assemblies: assemblies)
                print(factory.session)
            }
            makeFactory(assemblies: [KioskAssembly()])
            """])
        #expect(parameter.diagnostics == [])
        #expect(parameter.unread.count == 1)
        // A method and a property of the type, declared in an extension or the type's own file.
        let members = check([
            "main.swift": """
                final class AppDelegate {
                    func start() {
                        let factory = Factory(assemblies: appAssemblies())
                        print(factory.session)
                    }
                }
                extension Environment {
                    func start() {
                        let factory = Factory(assemblies: assemblies)
                        print(factory.session)
                    }
                }
                """,
            "Members.swift": """
                extension AppDelegate {
                    func appAssemblies() -> [any Assembly] { [KioskAssembly()] }
                }
                struct Environment {
                    let assemblies: [any Assembly] = [KioskAssembly()]
                }
                """,
        ])
        #expect(members.diagnostics == [])
        #expect(members.unread.count == 2)
        // Another type's property in the file does not hide the global list at the top level.
        let otherType = check(["main.swift": """
            struct KioskSupport {
                let assemblies: [any Assembly] = [KioskAssembly()]
            }
            let factory = Factory(assemblies: assemblies)
            print(factory.session)
            """])
        #expect(otherType.diagnostics == [Self.notRunning("main.swift:5:7")])
        // A type's static constant, named with its type: each type's own list.
        let statics = check(["main.swift": """
            enum AppModules { static let assemblies: [any Assembly] = [AppAssembly()] }
            enum KioskModules { static let assemblies: [any Assembly] = [KioskAssembly()] }
            let factory = Factory(assemblies: AppModules.assemblies)
            print(factory.session)
            let kiosk = Factory(assemblies: KioskModules.assemblies)
            print(kiosk.session)
            """])
        #expect(statics.diagnostics == [Self.notRunning("main.swift:4:7")])
        #expect(statics.unread == [])
        // Two lists of the name under `#if`: either may be built.
        let twice = check([
            "main.swift": "let factory = Factory(assemblies: kioskOrApp)\nprint(factory.session)\n",
            "Choice.swift": """
                #if DEBUG
                let kioskOrApp: [any Assembly] = [AppAssembly()]
                #else
                let kioskOrApp: [any Assembly] = [KioskAssembly()]
                #endif
                """,
        ])
        #expect(twice.diagnostics == [])
        #expect(twice.unread == [
            "main.swift:1:15: note: Rivet: cannot follow which declaration of `kioskOrApp` this factory is built from (more than one may be the one Swift picks: a type's property or method, or another list of that name, under `#if` or in another file), so this factory was not checked for captive dependencies, flow-scoped keys and keys that nothing registers (// rivet: ignore unchecked silences this).",
        ])
    }

    /// Names bound where the factory is built, by a pattern, a loop or a local closure, hide the global list; a static
    /// member is its own type's, an extension of a nested type's included.
    @Test func anAssemblyListsName_boundByAPatternOrALoop_hidesTheGlobalList_andAStaticMemberIsItsTypes() {
        let lists = Self.lists
        func check(_ main: String, _ more: [String: String] = [:]) -> [String] {
            diagnostics(["App.swift": Self.app, "Lists.swift": lists, "main.swift": main].merging(more) { mine, _ in mine })
        }
        #expect(check("for assemblies in [[KioskAssembly()] as [any Assembly]] {\n    print(Factory(assemblies: assemblies).session)\n}\n") == [])
        #expect(check("let (assemblies, name): ([any Assembly], String) = ([KioskAssembly()], \"kiosk\")\nprint(Factory(assemblies: assemblies).session)\n") == [])
        #expect(check("""
            enum Mode { case demo([any Assembly]) }
            func start(_ mode: Mode) {
                guard case let .demo(assemblies) = mode else { return }
                print(Factory(assemblies: assemblies).session)
            }
            start(.demo([KioskAssembly()]))
            """) == [])
        #expect(check("func start() {\n    let appAssemblies = { [KioskAssembly()] as [any Assembly] }\n    print(Factory(assemblies: appAssemblies()).session)\n}\nstart()\n") == [])
        // Two static functions of one name in the file: the type's own.
        #expect(check("""
            enum ShopModules { static func all() -> [any Assembly] { [AppAssembly()] } }
            enum KioskModules { static func all() -> [any Assembly] { [KioskAssembly()] } }
            print(Factory(assemblies: KioskModules.all()).session)
            """) == [])
        // `extension AppModules.Kiosk` declares a `Kiosk.all` too, which a nested type's own code may mean: not read.
        let nested = ["App.swift": Self.app, "Lists.swift": lists, "main.swift": "print(Factory(assemblies: Kiosk.all).session)\n",
                      "Modules.swift": "enum AppModules { enum Kiosk {} }\nextension AppModules.Kiosk { static let all: [any Assembly] = [KioskAssembly()] }\n"]
        #expect(diagnostics(nested) == [])
        #expect(notes(nested).contains { $0.hasPrefix("main.swift:1:7: note: Rivet: cannot follow which declaration of `Kiosk.all`") })
    }

    @Test func anAssemblyList_aConstantOrWhatAFunctionReturns_isRead() {
        let found = Self.check("""
            let assemblies: [any Assembly] = [AppAssembly()]
            let factory = Factory(assemblies: assemblies)
            print(factory.session)
            func moduleAssemblies() -> [any Assembly] { [AppAssembly()] }
            let other = Factory(assemblies: moduleAssemblies())
            print(other.logger)
            """)
        #expect(found.diagnostics == [Self.notRunning("main.swift:3:7")])
        #expect(found.unattributed == [])
    }

    @Test func anInjectedPropertyOfATypeTheSystemBuilds_resolvesFromTheInstalledRoot() {
        let found = Self.check("""
            final class ProfileViewModel {
                @Injected(\\.session) var session
            }
            struct ProfileView {
                let model = ProfileViewModel()
            }
            Factory.installRoot(Factory(AppAssembly()))
            """)
        #expect(found.diagnostics == [Self.notRunning("main.swift:5:17", "ProfileViewModel -> SessionKey")])
        let withoutRoot = Self.check("""
            final class ProfileViewModel {
                @Injected(\\.session) var session
            }
            """)
        #expect(withoutRoot.diagnostics == [])
        // With no root installed, nothing is known to be current where it is built: named, not judged.
        #expect(withoutRoot.unattributed.count == 1)
        #expect(withoutRoot.unattributed.first?.contains("a type the sources never build, where the root it resolves from is not known") == true)
    }

    @Test func aClosureCalledWhereItIsWritten_inAMake_isReadAsTheMake() {
        let found = Self.check("""
            struct AKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { { values[BKey.self] }() } }
            struct BKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[AKey.self] } }
            print(Factory(AppAssembly())[AKey.self])
            """)
        #expect(found.diagnostics == [
            "main.swift:1:83: error: Rivet: dependency cycle: `AKey` needs itself (AKey -> BKey -> AKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
    }

    @Test func aReadAfterAClosureCalledWhereItIsWritten_isReadAsTheMake_thoughTheClosureReturns() {
        let found = Self.check("""
            struct AKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Int {
                    max({ () -> Int in
                        let logger = values.logger
                        return logger
                    }(), values[BKey.self])
                }
            }
            struct BKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[AKey.self] } }
            print(Factory(AppAssembly())[AKey.self])
            """)
        #expect(found.diagnostics == [
            "main.swift:6:14: error: Rivet: dependency cycle: `AKey` needs itself (AKey -> BKey -> AKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.",
        ])
        #expect(found.unattributed == [])
    }

    @Test func aClosuresParameter_holdsWhatTheFunctionItIsGivenToCallsItWith() {
        let found = Self.check("""
            final class AppCoordinator {
                private let factory = Factory(AppAssembly())
                func runCheckout<R>(_ story: (Factory) -> R) -> R { story(factory) }
            }
            print(AppCoordinator().runCheckout { flow in flow.session })
            """)
        // The function calls the closure in line: the read runs whenever the call does.
        #expect(found.diagnostics == [
            "main.swift:5:46: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: "
                + "let flow = factory.beginFlow(...); flow[SessionKey.self].",
        ])
        #expect(found.unattributed == [])
    }
}
