/// The factories RivetTesting builds around tests (``TestFactory``), indexed once for the binding: by the
/// `RivetTestCase` subclass, the suite's body and the test function they belong to.
struct TestFactories {
    private(set) var testCases: [String: [FactoryRef]] = [:]
    private(set) var suites: [Int: [Int32: FactoryRef]] = [:]
    private(set) var tests: [Int: [Int32: FactoryRef]] = [:]

    init(program: Program) {
        for (file, parsed) in program.files.enumerated() {
            for found in parsed.testFactories {
                let ref = FactoryRef(file: file, index: found.construction)
                switch found.owner {
                case .testCase(let name): testCases[name, default: []].append(ref)
                case .suite(let body): suites[file, default: [:]][body] = ref
                case .test(let function): tests[file, default: [:]][function] = ref
                }
            }
        }
    }
}

extension NameBinder {
    /// The factory of the test case when `type` is a `RivetTestCase` subclass: that of the class deriving from
    /// `RivetTestCase` itself, through the superclasses the sources declare; nil when it is not one.
    func testCaseFactory(of type: String) -> Bound? {
        var current = type
        var overriding: String?
        var settingUp: String?
        for _ in 0..<Self.inheritanceDepth {
            if let refs = testFactories.testCases[current] {
                guard refs.count == 1 else { return .stopped("`\(current)`, a test case declared more than once") }
                if let overriding {
                    return .stopped("`\(overriding).assemblies`, overridden in a subclass of `\(current)`, which the analysis does not follow")
                }
                if let settingUp, !program.files[refs[0].file].factories[refs[0].index].leadingOverrides.isEmpty {
                    return .stopped("`\(settingUp).setUp()`, which replaces the set-up of `\(current)` whose overrides the analysis takes as made first")
                }
                return .factory(refs[0])
            }
            let declarations = types(named: current)
            if overriding == nil, declarations.contains(where: { found in
                index.syntax(found.file).map { !members(named: RivetWord.assemblies.rawValue, in: found.type, view: $0.view).isEmpty } ?? false
            }) {
                overriding = current
            }
            if settingUp == nil, declarations.contains(where: { found in
                index.syntax(found.file).map { syntax in
                    syntax.members(of: found.type, .functions).contains { member in
                        if case .function(let function) = member { return function.name?.is("setUp") == true || function.name?.is("setUpWithError") == true }
                        return false
                    }
                } ?? false
            }) {
                settingUp = current
            }
            guard let superclass = declarations.first(where: { $0.type.keyword == "class" })?.type.conformances.first else { return nil }
            current = superclass
        }
        return nil
    }

    /// The factory RivetTesting makes current in `function` when a test runner runs it: its own
    /// `.isolatedFactory(…)` trait's, its suite's, or its `RivetTestCase`'s; nil when none is known to be.
    func testFactory(runningIn function: FunctionDeclaration, in file: Int) -> Bound? {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return nil }
        if let ref = testFactories.tests[file]?[syntax.location(of: function.keyword).offset] { return .factory(ref) }
        guard !function.isStatic, let type = outline.enclosingType(of: function.keyword.anchor, in: syntax.view) else { return nil }
        if let ref = testFactories.suites[file]?[syntax.view.tokens[type.brace].start] {
            // A helper of a suite whose tests add assemblies of their own runs in the factory of whichever test calls it.
            let close = min(syntax.view.closing(type.brace), syntax.view.count)
            let hasOwn = testFactories.tests[file]?.keys.contains { $0 > syntax.view.tokens[type.brace].start && $0 < syntax.view.tokens[close].start } ?? false
            if hasOwn, !hasTestAttribute(function) {
                return .stopped("a method of a suite whose tests add assemblies of their own, run in the factory of whichever test calls it")
            }
            return .factory(ref)
        }
        guard type.keyword == "class" else { return nil }
        return testCaseFactory(of: type.components.last ?? type.name.text)
    }
}
