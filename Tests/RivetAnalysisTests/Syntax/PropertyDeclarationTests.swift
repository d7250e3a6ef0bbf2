import Testing
@testable import RivetAnalysis

@Suite struct PropertyDeclarationTests {
    private func properties(_ source: String) -> [String] {
        let file = syntaxFile(source)
        return file.view.tokens.indices.compactMap { Attribute(at: $0, in: file.view) }.compactMap { attribute in
            guard let property = PropertyDeclaration(around: attribute, in: file.view) else { return nil }
            let attributes = property.attributeNames.map { "@" + $0.text }
            return ([attribute.text] + attributes + property.modifiers.map(\.text) + [property.name.text]).joined(separator: " ")
        }
    }

    @Test func attributesAndModifiersOnBothSides_areReadUpToVar() {
        #expect(properties("""
            class Model {
                @MainActor @available(iOS 17, *) private @Injected(\\.cart) @Observation.ObservationIgnored private(set) var cart: Cart
                @LazyInjected(\\.log) static var log
            }
            """) == [
                #"@available(iOS 17, *) @MainActor @Injected @ObservationIgnored private private cart"#,
                #"@Injected(\.cart) @available @MainActor @ObservationIgnored private private cart"#,
                #"@LazyInjected(\.log) static log"#,
            ])
    }

    @Test func somethingElseBetweenTheAttributeAndVar_isNoProperty() {
        #expect(properties("@Injected(\\.cart) func make() {}\n@Injected(\\.cart) let cart").isEmpty)
    }
}
