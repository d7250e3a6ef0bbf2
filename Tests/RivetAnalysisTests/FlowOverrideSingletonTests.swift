import Testing
@testable import RivetAnalysis

/// An override of a singleton made through a flow is the flow's own singleton: the runtime builds a singleton in
/// the scope that registers it, with that scope's values, so reading the flow's keys there stops nothing.
@Suite struct FlowOverrideSingletonTests {
    static func launch(_ body: String) -> [String: String] {
        ["App.swift": ConditionalOverrideTests.keys, "main.swift": "let factory = Factory(AppAssembly())\nlet flow = factory.beginFlow()\n" + body + "_ = flow.catalog\n"]
    }

    @Test func aSingletonOverriddenThroughAFlow_readingTheFlowsKeys_passes() {
        #expect(diagnostics(Self.launch("flow.override(CatalogKey.self) { values in Catalog(values.session) }\n")) == [])
        #expect(diagnostics(Self.launch("if isDemo {\n    flow.override(CatalogKey.self) { values in Catalog(values.session) }\n}\n")) == [])
        let throughFunction = "func personalize(_ scope: Factory) {\n    scope.override(CatalogKey.self) { values in Catalog(values.session) }\n}\npersonalize(flow)\n"
        #expect(diagnostics(Self.launch(throughFunction)) == [])
    }

    @Test func aSingletonOverriddenThroughTheRootAfterUse_isStillAWarning() {
        let afterUse = "factory.override(CatalogKey.self) { values in Catalog(values.session) }\n"
        #expect(diagnostics(Self.launch(afterUse)).count == 1)
    }
}
