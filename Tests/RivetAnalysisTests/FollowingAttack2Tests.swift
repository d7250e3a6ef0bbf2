@testable import RivetAnalysis
import Testing

/// Programs the runtime runs fine, or stops, that telling methods apart by their receivers, ordering reads
/// with warm-ups and following `@LazyInjected` reads first got wrong: each was reported by the analysis, or
/// left silent, against what running it does.
@Suite struct FollowingAttack2Tests {
    static let shop = FactoryFollowingTests.shop

    /// The errors and warnings of the analysis, without its notes.
    static func findings(_ source: String) -> [String] {
        diagnostics(source).filter { $0.contains(": error: ") || $0.contains(": warning: ") }
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
}
