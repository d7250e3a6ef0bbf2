import Testing
@testable import RivetAnalysis

@Suite struct CallSyntaxTests {
    @Test func aCallWithLabelsAndTrailingClosures_keepsEachPartInOrder() {
        let file = syntaxFile("""
            registry.register(CartKey.self, .singleton) { values in Cart(values[APIKey.self]) } onCreate: { cart in cart.start() }
            """)
        #expect(file.calls.map { $0.name?.text ?? "" } == ["register", "Cart", "start"])
        #expect(dump(file.calls[0]) == "registry.register(CartKey.self, .singleton) {values in …} onCreate: {cart in …}")
        #expect(file.calls[1].arguments.map { dump($0) } == ["values[APIKey.self]"])
    }

    @Test func receivers_areTheExpressionBeforeTheDot_andNoneForImplicitMembers() {
        let file = syntaxFile("""
            Other().assemble(into: &registry)
            let flow = app.beginFlow(A().when(.not(.test)))
            try await Rivet.Factory.withScopedRoot(A()) { factory in }
            x = (.make(1))
            """)
        #expect(file.calls.map { dump($0) } == [
            "Other()", "Other().assemble(into: &registry)",
            "app.beginFlow(A().when(.not(.test)))", "A()", "A().when(.not(.test))", ".not(.test)",
            "Rivet.Factory.withScopedRoot(A()) {factory in …}", "A()",
            ".make(#)",
        ])
        #expect(file.calls[2].receiver?.name?.text == "app")
        #expect(file.calls[6].calleePath?.map(\.text) == ["Rivet", "Factory", "withScopedRoot"])
        #expect(file.calls[8].receiver == nil && file.calls[8].isMember)
    }

    @Test func theCallOfAnIfCondition_doesNotTakeTheIfsBlock() {
        let condition = expression("registry.launch.hasArgument(\"-mock\")")
        #expect(dump(condition) == "registry.launch.hasArgument(\"-mock\")")
        guard case .call(let call) = condition.kind else {
            Issue.record("not a call")
            return
        }
        #expect(!call.hasTrailingClosure)
    }

    @Test func aCallOfTrailingClosuresAlone_hasNoParentheses() {
        #expect(dump(expression("withLock { $0 += 1 }")) == "withLock {…}")
        #expect(dump(expression("values.map { $0 }.filter { a, b in true }")) == "values.map {…}.filter {a, b in …}")
    }

    @Test func aTrailingComma_endsTheLastArgument_andStartsNone() {
        let file = syntaxFile("""
            let launch = LaunchContext(arguments: ["App", "-mock",],)
            """)
        #expect(file.calls[0].arguments.map { dump($0) } == ["arguments: [\"App\", \"-mock\"]"])
        guard case .collection(let group)? = file.calls[0].arguments.first?.value.kind else {
            Issue.record("not a collection")
            return
        }
        #expect(group.elements.map { dump($0) } == ["\"App\"", "\"-mock\""])
    }

    @Test func aCallOnACall_hasNoName() {
        #expect(dump(expression("make()(1)")) == "‹callee›(#)")
    }
}
