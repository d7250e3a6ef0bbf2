import Testing
@testable import RivetAnalysis

@Suite struct ExpressionSyntaxTests {
    @Test func nestedGenericArguments_areTakenWholeInArgumentsAndCalls() {
        #expect(dump(expression("make(Array<Dictionary<String, Set<Int>>>(), Box<Int>.shared, a < b, c > d)"))
            == "make(Array<…>(), Box<…>.shared, ‹a < b›, ‹c > d›)")
        #expect(dump(expression("Optional<(Int, String) -> Void>.none")) == "Optional<…>.none")
    }

    @Test func prefixes_wrapWhatTheyApplyTo() {
        #expect(dump(expression("try? await &registry")) == "try? await &registry")
        #expect(dump(expression("!registry.launch.isTest")) == "!registry.launch.isTest")
    }

    @Test func literalsAndCollections_areReadALevelAtATime() {
        #expect(dump(expression(#"LaunchContext(arguments: ["App", "-mock"], environment: ["A": "1"], isDebug: true)"#))
            == #"LaunchContext(arguments: ["App", "-mock"], environment: ["A": "1"], isDebug: true)"#)
        #expect(dump(expression("[:]")) == "[]")
        #expect(dump(expression("[1, 2][0]")) == "[#, #][#]")
    }

    @Test func aStringsPlainText_isReadOnlyWithoutEscapesOrInterpolation() {
        func plain(_ source: String) -> String? {
            guard case .string(let literal) = expression(source).kind else { return nil }
            return literal.plainText
        }
        #expect(plain(#""-mock""#) == "-mock")
        #expect(plain(#""a\(b)""#) == nil)
        #expect(plain(#""a\n""#) == nil)
        #expect(plain(##"#"raw"#"##) == nil)
    }

    @Test func infixOperatorsAndCasts_leaveTheWholeUnparsed() {
        #expect(dump(expression("a + b")) == "‹a + b›")
        #expect(dump(expression("x as Int")) == "‹x as Int›")
        #expect(dump(expression("if a { b } else { c }")) == "‹if a { b } else { c }›")
    }

    @Test func keyPathsAndAttributes() {
        #expect(dump(expression(#"\.cart"#)) == #"\.cart"#)
        #expect(dump(expression(#"\InjectedValues.cart.total"#)) == #"\InjectedValues.cart.total"#)
        #expect(dump(expression(#"\.cart()"#)) == "‹callee›()")
        let file = syntaxFile(#"@Injected(\InjectedValues.cart) var cart; @Observation.Observable @MainActor"#)
        let attributes = file.view.tokens.indices.compactMap { Attribute(at: $0, in: file.view) }
        #expect(attributes.map { $0.name.map(\.text).joined(separator: ".") } == ["Injected", "Observation.Observable", "MainActor"])
        #expect(attributes.map { $0.arguments?.map { dump($0) } } == [[#"\InjectedValues.cart"#], nil, nil])
        #expect(attributes.compactMap { InjectionReader.injection($0)?.accessor.text } == ["cart"])
    }

    @Test func paths_areDottedPlainNamesOnly() {
        #expect(expression("Rivet.LaunchCondition").path?.map(\.text) == ["Rivet", "LaunchCondition"])
        #expect(expression(".test").path == nil)
        #expect(expression("make().test").path == nil)
        #expect(expression("Box<Int>.test").path == nil)
    }
}
