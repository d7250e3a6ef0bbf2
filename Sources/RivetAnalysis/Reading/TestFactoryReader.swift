/// Reads the factories RivetTesting builds around tests: a `RivetTestCase` subclass's `assemblies`
/// (`override var assemblies: [any Assembly] { [AppAssembly(), MockAssembly()] }`), and the assemblies of an
/// `.isolatedFactory(…)` trait on `@Suite` or `@Test`, after those of the suites around it.
struct TestFactoryReader {
    let syntax: SyntaxFile

    /// The construction of a class deriving from `RivetTestCase` itself: its `assemblies` as written (none when it
    /// does not override them, as the base class has none); nil assemblies when they are not an array literal.
    func testCase(_ header: TypeDeclaration) -> FactoryConstruction? {
        guard header.keyword == "class", header.conformances.first == RivetWord.rivetTestCase.rawValue else { return nil }
        let declared = syntax.members(of: header, .variables).compactMap { member -> VariableDeclaration? in
            if case .variable(let variable) = member, variable.name.is(.assemblies) { return variable }
            return nil
        }
        let owner = header.components.last ?? header.name.text
        guard let variable = declared.first else { return construction(uses: [], at: header.name, testCase: owner) }
        var uses: [AssemblyUse]?
        if declared.count == 1, let block = variable.accessorBlock, case .collection(let literal) = (block.getter?.body ?? block).returnedExpression.kind {
            uses = ConstructionReader(syntax: syntax).assemblyUses(literal.arguments, isFlow: false)
        }
        return construction(uses: uses, at: variable.name, testCase: owner)
    }

    /// The `.isolatedFactory(…)` argument of a `@Suite(…)` or `@Test(…)` attribute, with what it is attached to:
    /// the type's body or the function's keyword; nil when it has none. `uses` is nil when the trait's
    /// assemblies are not read whole, or the attribute has another RivetTesting trait that changes what the
    /// factory builds (`.overriding`, `.warmedUp`), which the analysis does not read.
    func trait(_ attribute: Attribute) -> (trait: Word, uses: [AssemblyUse]?, target: Int)? {
        guard attribute.name.count == 1, attribute.name[0].is("Suite") || attribute.name[0].is("Test"),
            let arguments = attribute.arguments
        else { return nil }
        var trait: Call?
        var isOtherwiseBuilt = false
        for argument in arguments {
            guard case .call(let call) = argument.value.kind, call.isMember, call.receiver == nil, let name = call.name else { continue }
            if name.is(.isolatedFactory) {
                trait = call
            } else if ["overriding", "overridingAsync", "warmedUp"].contains(name.text) {
                isOtherwiseBuilt = true
            }
        }
        guard let trait, let name = trait.name, let target = declaration(after: attribute) else { return nil }
        let uses = isOtherwiseBuilt ? nil : ConstructionReader(syntax: syntax).assemblyUses(trait.arguments, isFlow: false)
        return (name, uses, target)
    }

    /// The token a test framework's attribute is attached to: a type's body `{` or a function's `func`, past
    /// the other attributes and modifiers between them.
    private func declaration(after attribute: Attribute) -> Int? {
        let view = syntax.view
        var cursor = attribute.name[attribute.name.count - 1].anchor + 1
        if cursor < view.count, view.kind(cursor) == .leftParen { cursor = view.match(cursor) + 1 }
        var steps = 0
        while cursor < view.count, steps < Self.lookahead {
            steps += 1
            if view.kind(cursor) == .at, let other = Attribute(at: cursor, in: view) {
                cursor = other.name[other.name.count - 1].anchor + 1
                if cursor < view.count, view.kind(cursor) == .leftParen { cursor = view.match(cursor) + 1 }
                continue
            }
            guard view.kind(cursor) == .identifier else { return nil }
            if view.isWord(cursor, "func") { return cursor }
            if let type = TypeDeclaration(at: cursor, in: view) { return type.brace }
            cursor += 1
        }
        return nil
    }

    /// How many tokens past an attribute its declaration's keyword is looked for.
    private static let lookahead = 32

    private func construction(uses: [AssemblyUse]?, at word: Word, testCase owner: String) -> FactoryConstruction {
        var construction = FactoryConstruction(uses: uses, location: syntax.location(of: word), isFlow: false, variable: nil, resolutions: [])
        construction.testing = .testCase(owner)
        return construction
    }
}
