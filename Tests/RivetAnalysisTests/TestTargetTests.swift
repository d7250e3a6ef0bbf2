import Testing
@testable import RivetAnalysis

/// A test target checked by the build plugin: its tests build factories of their own from a library's assemblies,
/// and the app target that registers the library's interface keys is not among its sources.
@Suite struct TestTargetTests {
    static let library = """
        public protocol Analytics: Sendable { func track(_ event: String) }
        public struct AnalyticsKey: InterfaceKey { public typealias Value = any Analytics }
        public final class Feed: Sendable { init(analytics: any Analytics) {} }
        public struct FeedKey: InjectionKey {
            public static func make(_ values: InjectedValues) -> Feed { Feed(analytics: values[AnalyticsKey.self]) }
        }
        public struct FeatureAssembly: Assembly {
            public func assemble(into registry: inout Registry) { registry.register(FeedKey.self, .singleton) }
        }

        """

    static func check(_ test: String) -> [String] {
        let sources = [SourceFile(path: "Feature.swift", text: library), SourceFile(path: "FeatureTests.swift", text: test)]
        var options = Analysis.Options()
        options.isTestTarget = true
        return Analysis(files: sources, options: options).diagnostics.filter { $0.kind.severity != .note }.map(\.description)
    }

    static let clockTest = """
        struct Clock {}
        struct ClockKey: InjectionKey { static func make(_ values: InjectedValues) -> Clock { Clock() } }
        @Test func factory_buildsAClock() {
            let factory = Factory(FeatureAssembly())
            _ = factory[ClockKey.self]
        }
        """

    @Test func aLibrarysMake_readingAnInterfaceKeyTheAppRegisters_isNotAnErrorInATestTarget() {
        #expect(Self.check(Self.clockTest) == [])
        // The same files as a whole program (an executable's) are judged as before.
        let sources = [SourceFile(path: "Feature.swift", text: Self.library), SourceFile(path: "FeatureTests.swift", text: Self.clockTest)]
        #expect(Analysis(files: sources).diagnostics.filter { $0.kind.severity == .error }.count == 1)
    }

    @Test func anInterfaceKeyATestResolvesThroughItsOwnFactory_isStillMissing() {
        let test = "@Test func analytics() {\n    let factory = Factory(FeatureAssembly())\n    _ = factory[AnalyticsKey.self]\n}\n"
        #expect(Self.check(test).count == 1)
    }
}
