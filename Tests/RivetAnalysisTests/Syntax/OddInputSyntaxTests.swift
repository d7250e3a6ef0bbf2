import Testing
@testable import RivetAnalysis
import RivetTestSupport

@Suite struct OddInputSyntaxTests {
    @Test func unbalancedBrackets_giveAPartialTree() {
        let file = syntaxFile("foo(a, [b, { x in\nlet y = bar(")
        #expect(file.calls.map { dump($0) } == ["foo(a, [b, {x in …}])", "bar()"])
        #expect(file.variables.map(\.name.text) == ["y"])
    }

    @Test func deepNestingAndLongChains_areCutShortNotRecursedInto() {
        let deep = String(repeating: "f(", count: 5_000) + String(repeating: ")", count: 5_000)
        #expect(syntaxFile(deep).calls.count == 5_000)
        #expect(dump(syntaxFile(deep).calls[0]).hasPrefix("f(f("))
        let long = "a" + String(repeating: ".b", count: 1_000)
        #expect(isOther(expression(long)))
        let prefixes = String(repeating: "!", count: 1_000) + "x"
        #expect(isOther(expression(prefixes)))
        let generics = "A" + String(repeating: "<A", count: 1_000)
        #expect(isOther(expression(generics)))
    }

    private func isOther(_ expression: Expression) -> Bool {
        if case .other = expression.kind { return true }
        return false
    }

    @Test func endsOfFile_afterEveryStart() {
        for source in ["let", "let x:", "let x =", "a.", ".", "f(", "f(a:", "{ [", "{ (a", "try", "x {", "A<", "Box<Int>", "&"] {
            let file = syntaxFile(source)
            _ = file.calls.map { dump($0) }
            _ = file.variables.map { $0.initialValue.map { dump($0) } }
            _ = expression(source)
        }
    }

    /// Random soups of the tokens that matter to the layer: every node walked, nothing traps or hangs.
    @Test func randomTokenSoups_walkToTheEnd() {
        let pieces = ["(", ")", "[", "]", "{", "}", ",", ":", ".", "<", ">", ">>", "&", "!", "?", "=", "in", "let", "var",
                      "try", "a", "B", "Factory", "when", "\"s\"", "1", "#if X", "\n#endif\n", "->", "_", "$0", "self"]
        var generator = SplitMix64(seed: 26)
        for _ in 0..<300 {
            let count = Int(generator.next() % 60)
            let source = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined(separator: " ")
            let file = syntaxFile(source)
            for call in file.calls { _ = dump(call) }
            for variable in file.variables { _ = variable.typeText; _ = variable.initialValue.map { dump($0) } }
            _ = dump(expression(source))
        }
    }
}
