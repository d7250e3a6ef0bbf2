@testable import RivetAnalysis
import Testing

/// Programs the runtime runs fine, or stops, that telling methods apart by their receivers, ordering reads
/// with warm-ups and following `@LazyInjected` reads first got wrong: each was reported by the analysis, or
/// left silent, against what running it does.
@Suite struct FollowingAttack2Tests {
    static let shop = FactoryFollowingTests.shop

    /// The errors and warnings of the analysis, without its notes.
    static func findings(_ source: String) -> [String] {
        findings(["App.swift": source])
    }

    static func findings(_ files: [String: String]) -> [String] {
        diagnostics(files).filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    }

    // MARK: Methods told apart by their receivers

    /// A base coordinator's `start()` calls `show` on itself; the subclass the program builds overrides it, so
    /// the base's `show`, which would read a flow key from the root, never runs.
    @Test func aCallOnSelfOfAMethodASubclassOverrides_isNotTheBasesAlone() {
        let source = Self.shop + """
            class Coordinator {
                let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func start() { show(factory) }
                func show(_ f: Factory) { print(f.session) }
            }
            class FlowCoordinator: Coordinator {}
            final class LoginCoordinator: FlowCoordinator {
                override func show(_ f: Factory) { print("login") }
            }
            func launch() { LoginCoordinator(factory: Factory(ShopAssembly())).start() }
            """
        #expect(Self.findings(source) == [])
        #expect(FactoryFollowingTests.unattributed(source).contains {
            $0.hasPrefix("App.swift:40:37: accessor f.session:") && $0.contains("a parameter of `show`, one of 2 declarations")
        })
    }

    /// A call on `self` in the base coordinator cannot run an unrelated type's method of the same name: that
    /// type's calls are still told apart, and its read from the root is judged.
    @Test func aCallOnSelfThatMayBeOverridden_leavesAnUnrelatedTypesMethodJudged() {
        let source = Self.shop + """
            class Coordinator {
                let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func start() { show(factory) }
                func show(_ f: Factory) { print(f.session) }
            }
            final class LoginCoordinator: Coordinator {
                override func show(_ f: Factory) { print("login") }
            }
            final class TabCoordinator { func show(_ f: Factory) { print(f.session) } }
            func launch() {
                LoginCoordinator(factory: Factory(ShopAssembly())).start()
                TabCoordinator().show(Factory(ShopAssembly()))
            }
            """
        #expect(Self.findings(source) == [FactoryFollowingTests.error(45, 62, "SessionKey")])
    }

    /// A protocol's requirement with a default in an extension, called there on `self`: a conforming type's own
    /// method runs instead.
    @Test func aCallOnSelfInAProtocolExtension_mayRunAConformersMethod() {
        let source = Self.shop + """
            protocol Presenter { func show(_ f: Factory) }
            extension Presenter {
                func start(_ f: Factory) { self.show(f) }
                func show(_ f: Factory) { print(f.session) }
            }
            struct Login: Presenter { func show(_ f: Factory) { print("login") } }
            func launch() { Login().start(Factory(ShopAssembly())) }
            """
        #expect(Self.findings(source) == [])
    }

    /// A protocol extension's method that the protocol does not require, shadowed by a conformer's: called on a
    /// value seen as the protocol, the extension's runs, whatever the value was built as.
    @Test func aCallThroughAProtocolOfAMethodItsExtensionDeclares_mayRunTheExtensions() {
        let source = Self.shop + """
            protocol Screen {}
            extension Screen { func show(_ f: Factory) { print("screen") } }
            struct Home: Screen { func show(_ f: Factory) { print(f.session) } }
            func present(_ screen: any Screen) { screen.show(Factory(ShopAssembly())) }
            func launch() { present(Home()) }
            """
        #expect(Self.findings(source) == [])
        #expect(FactoryFollowingTests.unattributed(source).contains { $0.hasPrefix("App.swift:38:55: accessor f.session:") })
    }

    /// Without an override, the call on `self` is the type's own method: still judged.
    @Test func aCallOnSelfOfAMethodNoSubclassOverrides_isJudged() {
        let source = Self.shop + """
            class Coordinator {
                let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func start() { show(factory) }
                func show(_ f: Factory) { print(f.session) }
            }
            final class Other { func show(_ f: Factory) {} }
            func launch() { Coordinator(factory: Factory(ShopAssembly())).start() }
            """
        #expect(Self.findings(source) == [FactoryFollowingTests.error(40, 37, "SessionKey")])
    }

    // MARK: Reads ordered with warm-ups

    /// A shop whose checkout flow's receipt reads the root's async catalogue; `launch` is the rest of `main.swift`.
    static func shopReadingTheRootsAsync(_ launch: String) -> [String: String] {
        ["main.swift": """
            import Rivet
            final class Catalogue: Sendable {}
            final class Receipt: Sendable { let catalogue: Catalogue; init(catalogue: Catalogue) { self.catalogue = catalogue } }
            struct CatalogueKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Catalogue { Catalogue() }
            }
            struct ReceiptKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Receipt { Receipt(catalogue: values[CatalogueKey.self]) }
            }
            struct ShopAssembly: Assembly { func assemble(into registry: inout Registry) { registry.registerAsync(CatalogueKey.self) } }
            struct CheckoutAssembly: Assembly { func assemble(into registry: inout Registry) { registry.register(ReceiptKey.self, .flow) } }
            let shop = Factory(ShopAssembly())
            let checkout = shop.beginFlow(CheckoutAssembly())

            """ + launch]
    }

    static func notReady(_ line: Int, _ column: Int, severity: String = "error", place: String? = nil) -> String {
        "main.swift:\(line):\(column): \(severity): Rivet: async `CatalogueKey` resolved before it was built (ReceiptKey -> CatalogueKey); "
            + "build it first: try await factory.warmUp() at launch or when the flow begins, or await it: try await values.resolve(CatalogueKey.self)."
            + (place.map { " The read is \($0), which may not run; when it runs, it stops the program (// rivet: ignore async-not-ready keeps it)." } ?? "")
    }

    /// The function that reads is first called inside an `if` that the launch skips; it runs after the warm-up.
    @Test func aReadFirstReachedThroughACallInsideIf_beforeTheWarmUp_isAWarning() {
        let source = Self.shopReadingTheRootsAsync("""
            func showReceipt() { print(checkout[ReceiptKey.self].catalogue) }
            func showReceiptIfPaid(_ paid: Bool) { if paid { showReceipt() } }
            showReceiptIfPaid(false)
            try await shop.warmUp()
            showReceiptIfPaid(true)
            """)
        #expect(Self.findings(source) == [Self.notReady(14, 28, severity: "warning", place: "first reached from a call inside `if`")])
        // Called unconditionally first, it stops the program.
        let certain = Self.shopReadingTheRootsAsync("""
            func showReceipt() { print(checkout[ReceiptKey.self].catalogue) }
            func showReceiptIfPaid(_ paid: Bool) { if paid { showReceipt() } }
            showReceipt()
            try await shop.warmUp()
            showReceiptIfPaid(true)
            """)
        #expect(Self.findings(certain) == [Self.notReady(14, 28)])
    }

    /// A screen whose stored property reads the receipt, built inside an `if` of a function the launch calls
    /// before the warm-up without building it.
    @Test func aStoredPropertyOfATypeBuiltInsideIf_beforeTheWarmUp_isAWarning() {
        let source = Self.shopReadingTheRootsAsync("""
            final class ReceiptScreen {
                let receipt = checkout[ReceiptKey.self]
            }
            @MainActor var screens: [ReceiptScreen] = []
            @MainActor func showReceiptIfPaid(_ paid: Bool) { if paid { screens.append(ReceiptScreen()) } }
            showReceiptIfPaid(false)
            try await shop.warmUp()
            showReceiptIfPaid(true)
            """)
        #expect(Self.findings(source) == [Self.notReady(15, 19, severity: "warning", place: "first reached from a call inside `if`")])
    }

    /// A struct's `var` with an initial value is a default argument of its memberwise initializer: a preview
    /// built before the warm-up with its own receipt does not read one.
    @Test func aStructsVarPassedToTheMemberwiseInitializer_doesNotRunItsInitialValue() {
        func source(_ preview: String) -> [String: String] {
            Self.shopReadingTheRootsAsync("""
                struct ReceiptModel {
                    var receipt: Receipt = checkout[ReceiptKey.self]
                    var title = "Receipt"
                }
                let preview = \(preview)
                try await shop.warmUp()
                let live = ReceiptModel()
                print(preview.title, live.receipt.catalogue)
                """)
        }
        #expect(Self.findings(source("ReceiptModel(receipt: Receipt(catalogue: Catalogue()), title: \"Preview\")")) == [])
        #expect(Self.findings(source("ReceiptModel(title: \"Preview\")")) == [Self.notReady(15, 28)])
    }

    /// With an initializer in an extension as well, a call passing the property may be either: not judged.
    @Test func aStructsVarPassedToAnInitializerThatMayBeTheMemberwiseOne_isNotJudged() {
        let source = Self.shopReadingTheRootsAsync("""
            struct ReceiptModel {
                var receipt: Receipt = checkout[ReceiptKey.self]
            }
            extension ReceiptModel { init(title: String) { print(title) } }
            let preview = ReceiptModel(receipt: Receipt(catalogue: Catalogue()))
            try await shop.warmUp()
            print(preview.receipt.catalogue)
            """)
        #expect(Self.findings(source) == [])
        #expect(FactoryFollowingAttackTests.unattributed(source).contains {
            $0.hasPrefix("main.swift:15:28: subscript checkout[ReceiptKey.self]:") && $0.contains("whose warm-up it cannot order with the read")
        })
    }

    /// Two factories built by one function: warming one up does not build the other's async components, so the
    /// read from the cold one (which stops the program) is not judged as after a warm-up, and is named.
    @Test func aWarmUpOfOneInstance_ofAFactoryBuiltWhereOthersAre_doesNotOrderReadsOfTheOthers() {
        let source = Self.shopReadingTheRootsAsync("""
            struct RootAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.registerAsync(CatalogueKey.self); registry.register(ReceiptKey.self) }
            }
            func makeShop() -> Factory { Factory(RootAssembly()) }
            let warmed = makeShop()
            try await warmed.warmUp()
            let cold = makeShop()
            print(cold[ReceiptKey.self].catalogue)
            """)
        #expect(Self.findings(source) == [])
        #expect(FactoryFollowingAttackTests.unattributed(source).contains {
            $0.hasPrefix("main.swift:21:7: subscript cold[ReceiptKey.self]:") && $0.contains("may be read before a warm-up")
        })
        // Built once, the warm-up orders the read.
        let once = Self.shopReadingTheRootsAsync("""
            struct RootAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.registerAsync(CatalogueKey.self); registry.register(ReceiptKey.self) }
            }
            func makeShop() -> Factory { Factory(RootAssembly()) }
            let warmed = makeShop()
            try await warmed.warmUp()
            print(warmed[ReceiptKey.self].catalogue)
            """)
        #expect(diagnostics(once) == [])
        #expect(FactoryFollowingAttackTests.unattributed(once).allSatisfy { !$0.contains("warmed[ReceiptKey.self]") })
    }

    /// An `await` in a declaration's body in `main.swift` (a key's async make, an async function) runs only where
    /// the top level awaits it: reads after the top level's warm-up are still ordered, and reads before it judged.
    @Test func anAwaitInADeclarationsBody_doesNotHideTheTopLevelsWarmUps() {
        func source(_ launch: String) -> [String: String] {
            Self.shopReadingTheRootsAsync("""
                struct LoadedKey: AsyncInjectionKey {
                    static func make(_ values: AsyncInjectedValues) async throws -> Catalogue { try await values.resolve(CatalogueKey.self) }
                }
                func reload() async throws { try await shop.warmUp() }
                func showReceipt() { print(checkout[ReceiptKey.self]) }

                """ + launch)
        }
        let after = source("try await shop.warmUp()\nshowReceipt()\n")
        #expect(diagnostics(after) == [])
        #expect(FactoryFollowingAttackTests.unattributed(after).allSatisfy { !$0.contains("checkout[ReceiptKey.self]") })
        #expect(Self.findings(source("showReceipt()\ntry await shop.warmUp()\n")) == [Self.notReady(18, 28)])
    }
}
