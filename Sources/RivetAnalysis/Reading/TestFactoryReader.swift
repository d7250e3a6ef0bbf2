/// Reads the factories RivetTesting builds around tests: a `RivetTestCase` subclass's `assemblies`
/// (`override var assemblies: [any Assembly] { [AppAssembly(), MockAssembly()] }`), and the assemblies of an
/// `.isolatedFactory(…)` trait on `@Suite` or `@Test`, after those of the suites around it.
struct TestFactoryReader {
    let syntax: SyntaxFile

    /// The construction of a class deriving from `RivetTestCase` itself: its `assemblies` as written (none when it
    /// does not override them, as the base class has none); nil assemblies when they are not an array literal.
    /// The overrides its `setUp()` makes first, before anything else, are made before each test resolves anything.
    func testCase(_ header: TypeDeclaration) -> FactoryConstruction? {
        guard header.keyword == "class", header.conformances.first == RivetWord.rivetTestCase.rawValue else { return nil }
        var declared: [VariableDeclaration] = []
        var setUps: [FunctionDeclaration] = []
        for member in syntax.members(of: header, [.variables, .functions]) {
            switch member {
            case .variable(let variable) where variable.name.is(.assemblies): declared.append(variable)
            case .function(let function) where function.name?.is("setUp") == true || function.name?.is("setUpWithError") == true:
                if function.parameters.isEmpty { setUps.append(function) }
            default: break
            }
        }
        let owner = header.components.last ?? header.name.text
        var found: FactoryConstruction
        if let variable = declared.first {
            var uses: [AssemblyUse]?
            if declared.count == 1, let block = variable.accessorBlock, case .collection(let literal) = (block.getter?.body ?? block).returnedExpression.kind {
                uses = ConstructionReader(syntax: syntax).assemblyUses(literal.arguments, isFlow: false)
            }
            found = construction(uses: uses, at: variable.name, testCase: owner)
        } else {
            found = construction(uses: [], at: header.name, testCase: owner)
        }
        // With both `setUpWithError()` and `setUp()` declared, what the second makes first is not first: neither is read.
        if setUps.count == 1 { found.leadingOverrides = leadingOverrides(in: setUps[0]) }
        return found
    }

    /// Where the key of each `factory.override(K.self, …)` that a set-up method's body starts with is written (after
    /// `super.setUp()`), up to its first other statement.
    private func leadingOverrides(in function: FunctionDeclaration) -> [SourceLocation] {
        guard let body = function.body else { return [] }
        let view = syntax.view
        var found: [SourceLocation] = []
        var cursor = body.brace + 1
        let close = min(body.close, view.count)
        while cursor < close {
            var start = cursor
            // `super.setUp()`, and `try super.setUpWithError()`.
            if view.isWord(start, "try") { start += 1 }
            if view.isWord(start, "super"), let call = Word(view: view, anchor: start + 2).call, call.name?.text.hasPrefix("setUp") == true, call.endsStatement {
                cursor = call.end
                continue
            }
            if view.isWord(start, "self"), view.kind(start + 1) == .dot { start += 2 }
            guard view.isWord(start, "factory"), let method = Word(view: view, anchor: start).memberAfter, let call = method.call,
                case .registration(let written)? = RegistrationReader.read(call), written.isOverride, !written.isForeign, call.endsStatement
            else { break }
            found.append(syntax.location(of: written.keyExpression))
            cursor = call.end
        }
        return found
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
