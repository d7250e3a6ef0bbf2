/// Binds names to what they may hold, by name rather than statement order: a local holds its initial value
/// and every value assigned to it in its block; a stored property, its initial value and every value
/// assigned to it anywhere in the sources; a parameter, the argument of every call of its function or
/// initializer; a call, what its function returns. Calls are followed a few deep (``callDepth``), and only
/// when their name and argument labels pick out one declaration.
///
/// It is asked about the receivers of resolutions the model did not attribute, and about the factory
/// current where an `@Injected` host is built; the answers are cached, so that a program is bound once.
final class NameBinder {
    let index: SourceIndex
    var program: Program { index.program }
    /// How many calls a binding follows up (to a parameter's arguments) or down (to what a function returns).
    static let callDepth = 4
    /// How many superclasses a property is looked for in.
    static let inheritanceDepth = 8

    /// Each construction by where its `Factory` or `beginFlow` is, per file.
    private var constructions: [Int: [Int32: Int]] = [:]
    private var bound: [Binding: Bound] = [:]
    private var binding: Set<Binding> = []
    /// The functions and initializers found by name, and the assignments to each name: each looked for once.
    var declaredFunctions: [String: [(file: Int, function: FunctionDeclaration)]] = [:]
    var declaredInitializers: [String: [(file: Int, function: FunctionDeclaration)]] = [:]
    var assigned: [String: Assignments] = [:]
    private var declaredTypes: [String: [(file: Int, type: TypeDeclaration)]] = [:]
    /// What each property of each type holds, bound once per call depth.
    var properties: [PropertyKey: Bound] = [:]
    var propertiesBinding: Set<PropertyKey> = []
    /// The subclasses of each class asked about.
    var declaredSubclasses: [String: [String]] = [:]
    /// Every `.init(…)` of the sources (`self.init`, `super.init`, `.init`), by file and the `init` token: found once.
    var memberInitializerCalls: [(file: Int, anchor: Int)]?
    /// The `await`s of each `main.swift` asked about, by token: found once.
    var awaits: [Int: [Int]] = [:]
    /// The functions whose calls are being found, for a receiver's binding that leads back to one.
    var callersBeingFound: Set<Binding> = []
    /// The superclasses and protocols each type derives from, through the types the sources declare; nil
    /// when deeper than the analysis follows.
    var foundAncestors: [String: Set<String>?] = [:]
    /// The `.init(…)` arguments by the type their parameter says they build: found once.
    var implicitArgumentsByType: [String: [(file: Int, call: Call)]]?
    /// The factories RivetTesting builds around tests, indexed on first use.
    lazy var testFactories = TestFactories(program: program)
    /// The calls of each function or initializer asked about, by file and keyword.
    var foundCallers: [Int: [Int: (calls: [(file: Int, call: Call)], stop: String?)]] = [:]

    /// The assignments to one name: in each type's own bodies, and through another base.
    struct Assignments {
        var inType: [String: [(file: Int, word: Word)]] = [:]
        var elsewhere: [(file: Int, word: Word, base: Expression)] = []
        /// Whether the name is passed `inout` or assigned in a tuple somewhere.
        var isWrittenOpaquely = false
    }

    struct PropertyKey: Hashable {
        var name: String
        var type: String
        var depth: Int
        /// The subclass the instance is built as, when the property is looked up for one (`builtAs`).
        var builtAs: String?
    }

    /// What a cached binding is of: a declaration's name token, and the call depth it was asked at.
    struct Binding: Hashable {
        var file: Int
        var anchor: Int
        var depth: Int
    }

    init(index: SourceIndex) {
        self.index = index
        for (file, parsed) in index.program.files.enumerated() where !parsed.factories.isEmpty {
            var byOffset: [Int32: Int] = [:]
            for (position, construction) in parsed.factories.enumerated() { byOffset[construction.location.offset] = position }
            constructions[file] = byOffset
        }
    }

    // MARK: Expressions

    /// How many expressions a binding follows inside one another (a name holding a name holding a name…)
    /// before it stops: chains of names bound by name are not bounded by the call depth, and the stack is.
    static let nestingLimit = 128
    private var nesting = 0

    /// What `expression`, written in `file`, may hold.
    func value(of expression: Expression, in file: Int, depth: Int = callDepth) -> Bound {
        guard nesting < Self.nestingLimit else {
            return .stopped("`\(expression.quoted)`, at the end of a chain of more than \(Self.nestingLimit) names")
        }
        nesting += 1
        defer { nesting -= 1 }
        switch expression.kind {
        case .call(let call):
            return value(of: call, in: file, depth: depth)
        case .name(let word):
            return value(of: word, in: file, depth: depth)
        case .member(let access):
            return value(of: access, in: file, depth: depth)
        case .subscripted(let base, _):
            let owner = value(of: base, in: file, depth: depth)
            guard owner.factories.isEmpty else {
                return .stopped("a value resolved from a factory (`\(expression.quoted)`), which the analysis takes for a component, not a factory")
            }
            return .stopped("`\(expression.quoted)`, an element of a collection or a subscript, which the analysis does not follow")
        case .prefixed(let prefix, let inner) where prefix.hasPrefix("try") || prefix == "await":
            return value(of: inner, in: file, depth: depth)
        case .prefixed("&", _):
            return .stopped("`\(expression.quoted)`, passed `inout`, which the analysis does not follow")
        case .parenthesized(let group):
            let arguments = group.arguments
            guard arguments.count == 1, arguments[0].label == nil else { break }
            return value(of: arguments[0].value, in: file, depth: depth)
        case .other:
            // `x!` and `x?`: the value unwrapped.
            let span = expression.span
            let view = expression.view
            guard span.count >= 2, view.isOperator(span.upperBound - 1, "!") || view.isOperator(span.upperBound - 1, "?") else { break }
            return value(of: Expression(span.lowerBound..<(span.upperBound - 1), in: view), in: file, depth: depth)
        default:
            break
        }
        if expression.view.kind(expression.span.lowerBound) == .pound {
            return .stopped("`\(expression.quoted)`, a macro's expansion, which the analysis does not follow")
        }
        return .stopped("`\(expression.quoted)`, an expression the analysis does not follow")
    }

    private func syntax(_ file: Int) -> SyntaxFile? { index.syntax(file) }

    /// The construction whose `Factory`, `beginFlow` or `withScopedRoot` is the word.
    func construction(at name: Word, in file: Int) -> FactoryRef? {
        guard let syntax = syntax(file), let position = constructions[file]?[syntax.location(of: name).offset] else { return nil }
        return FactoryRef(file: file, index: position)
    }

    private func value(of call: Call, in file: Int, depth: Int) -> Bound {
        guard let name = call.name else { return .stopped("a call of a value the analysis does not follow") }
        let isFactory = name.is(.factory) && (!call.isMember || call.receiver?.lastName?.is(.rivet) == true)
        if isFactory || (name.is(.beginFlow) && call.isMember) {
            return construction(at: name, in: file).map(Bound.factory) ?? .stopped("a `\(name.text)` the analysis does not read")
        }
        if name.is(.withCurrent), let body = call.trailingClosures.first?.closure {
            // `factory.withCurrent { … }` returns what its body returns.
            let start = body.signature?.bodyStart ?? body.brace + 1
            let close = min(syntax(file)?.view.closing(body.brace) ?? start, call.view.count)
            return value(of: Expression(start..<close, in: call.view), in: file, depth: depth)
        }
        if name.is("XCTUnwrap"), !call.isMember, let first = call.arguments.first, first.label == nil {
            // XCTest's unwrapping: the value given, unwrapped (or the test stops).
            return value(of: first.value, in: file, depth: depth)
        }
        if name.is("init"), let type = call.receiver?.name, type.isCapitalised {
            return .instance(of: type.text)
        }
        if !call.isMember, name.isCapitalised, !call.isSpecialised {
            return .instance(of: name.text)
        }
        return returned(by: call, in: file, depth: depth)
    }

    private func value(of access: MemberAccess, in file: Int, depth: Int) -> Bound {
        guard let base = access.base else { return .stopped("the implicit member `.\(access.member.text)`") }
        let member = access.member.text
        if access.member.view.kind(access.member.anchor) == .number {
            return .stopped("`\(base.quoted).\(member)`, an element of a tuple, which the analysis does not follow")
        }
        if let word = base.name, word.is(.factory), access.member.is("root") {
            return installedRoots(depth: depth)
        }
        if let word = base.name, word.is(.factory), access.member.is("current") {
            // The current factory's reasons name a place (`inside a closure passed to …`): said of the factory current there.
            var current = currentFactories(at: access.member.anchor, in: file, depth: depth)
            current.stop = current.stop.map { "the factory current \($0.hasPrefix("inside") || $0.hasPrefix("before") ? "" : "in ")\($0)" }
            return current
        }
        // `AppContext.shared`: a static property of a type the sources declare.
        if let type = base.name, type.isCapitalised, !types(named: type.text).isEmpty, !isVariable(type, in: file) {
            return property(member, of: type.text, depth: depth)
        }
        let owner = value(of: base, in: file, depth: depth)
        guard owner.factories.isEmpty else {
            return .stopped("a value resolved from a factory (`\(base.quoted).\(member)`), which the analysis takes for a component, not a factory")
        }
        var found = Bound()
        for type in owner.types.sorted() { found.formUnion(property(member, of: type, depth: depth)) }
        if let stop = owner.stop { found.formUnion(.stopped(stop)) }
        return found
    }

    /// What a name holds where it is written: the innermost declaration of it around the word (a parameter,
    /// a local, a closure's parameter, a property of the type whose body holds it), else a global.
    func value(of word: Word, in file: Int, depth: Int) -> Bound {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return .stopped("a file the analysis could not read whole") }
        let view = syntax.view
        if word.is("nil") { return .nothing }
        if word.is("self") {
            guard let type = outline.enclosingType(of: word.anchor, in: view), type.keyword != "protocol" else {
                return .stopped("`self` outside a type")
            }
            return .instance(of: type.components.last ?? type.name.text)
        }
        switch declaration(of: word, in: file) {
        case .parameter(let parameter, let function):
            return value(of: parameter, in: function, file: file, depth: depth)
        case .closureParameter(let trailing, let position, let closure):
            if let trailing, let given = closureArgument(position, of: trailing, in: file, depth: depth) { return given }
            if trailing == nil, let given = storedClosureArgument(position, closure: closure, in: file, depth: depth) { return given }
            guard let name = trailing?.name else {
                return .stopped("`\(word.text)`, a parameter of a closure kept or passed on, whose calls the analysis does not follow")
            }
            return .stopped("`\(word.text)`, a parameter of a closure passed to `\(name.text)`")
        case .local(let locals, let block):
            return local(locals, block: block, in: file, depth: depth)
        case .property(let type):
            return property(word.text, of: type.components.last ?? type.name.text, depth: depth)
        case .patternBound(let at):
            if let payload = payload(boundAt: at, in: file, depth: depth) { return payload }
            return .stopped("`\(word.text)`, bound by a pattern (a tuple, a case or a loop) the analysis does not follow")
        case .outside:
            let found = global(word.text, depth: depth)
            if found.stop == Self.undeclared(word.text), let type = outline.enclosingType(of: word.anchor, in: view), let macro = attachedMacro(of: type) {
                return .stopped("`\(word.text)`, not declared in the sources checked, which the macro `@\(macro)` on `\(type.name.text)` may add")
            }
            return found
        }
    }

    /// A local's values: its initial values, and what is assigned to it in its block.
    private func local(_ declarations: [VariableDeclaration], block: Int, in file: Int, depth: Int) -> Bound {
        guard let syntax = index.syntax(file) else { return .nothing }
        let key = Binding(file: file, anchor: declarations[0].name.anchor, depth: depth)
        if declarations.count == 1, let written = instance(ofWritten: declarations[0].typeText) { return written }
        return cached(key) {
            var found = Bound()
            for declaration in declarations {
                if let initial = declaration.initialValue { found.formUnion(value(of: initial, in: file, depth: depth)) }
            }
            for word in syntax.words(named: [declarations[0].name.text], in: Block(view: syntax.view, brace: block)) {
                if word.isAssigned {
                    found.formUnion(value(of: assignedValue(of: word), in: file, depth: depth))
                } else if Self.isOpaqueWrite(word.anchor, in: syntax.view) {
                    found.formUnion(.stopped("`\(word.text)`, \(Self.opaqueWriteReason)"))
                }
            }
            if found.factories.isEmpty, found.types.isEmpty, found.stop == nil {
                found.stop = "`\(declarations[0].name.text)`, declared without a value the analysis can see"
            }
            return found
        }
    }

    /// A global's values: those of the variables of its name at file scope, in every file.
    private func global(_ name: String, depth: Int) -> Bound {
        var declarations: [(file: Int, variable: VariableDeclaration)] = []
        for file in index.files(mentioning: name) {
            guard let syntax = index.syntax(file) else { continue }
            for variable in syntax.variables where variable.name.scope < 0 && variable.name.text == name {
                declarations.append((file, variable))
            }
        }
        guard !declarations.isEmpty else { return .stopped(Self.undeclared(name)) }
        var found = Bound()
        for (file, variable) in declarations {
            let key = Binding(file: file, anchor: variable.name.anchor, depth: depth)
            found.formUnion(cached(key) {
                var values = variable.initialValue.map { value(of: $0, in: file, depth: depth) } ?? Bound()
                if let syntax = index.syntax(file) {
                    for word in syntax.uses(named: [name])[name] ?? [] where word.scope < 0 {
                        if word.isAssigned {
                            values.formUnion(value(of: assignedValue(of: word), in: file, depth: depth))
                        } else if Self.isOpaqueWrite(word.anchor, in: syntax.view) {
                            values.formUnion(.stopped("`\(name)`, \(Self.opaqueWriteReason)"))
                        }
                    }
                }
                return values
            })
        }
        return found
    }

    static func undeclared(_ name: String) -> String { "`\(name)`, which is not declared in the sources checked" }

    /// The expression assigned at `word = …`.
    func assignedValue(of word: Word) -> Expression {
        let view = word.view
        let limit = word.scope >= 0 ? view.closing(word.scope) : view.count
        return ExpressionParser(view: view).statementValue(from: word.anchor + 2, limit: limit)
    }

    /// Runs `bind` once per key; a binding that reaches itself adds nothing the second time.
    func cached(_ key: Binding, _ bind: () -> Bound) -> Bound {
        if let found = bound[key] { return found }
        guard binding.insert(key).inserted else { return .nothing }
        let found = bind()
        binding.remove(key)
        bound[key] = found
        return found
    }

    // MARK: Types and their properties

    /// The declarations and extensions of types named `name`, in every file.
    func types(named name: String) -> [(file: Int, type: TypeDeclaration)] {
        if let found = declaredTypes[name] { return found }
        var found: [(file: Int, type: TypeDeclaration)] = []
        for file in index.files(mentioning: name) {
            guard let outline = index.outline(file) else { continue }
            for type in outline.types.values where (type.components.last ?? type.name.text) == name {
                found.append((file, type))
            }
        }
        found.sort { ($0.file, $0.type.brace) < ($1.file, $1.type.brace) }
        declaredTypes[name] = found
        return found
    }


    /// The properties named `name` written directly in the type's body.
    func members(named name: String, in type: TypeDeclaration, view: TokenView) -> [VariableDeclaration] {
        var found: [VariableDeclaration] = []
        var index = type.brace + 1
        let close = min(view.closing(type.brace), view.count)
        while index < close {
            if view.tokens[index].kind == .identifier, view.isWord(index, "var") || view.isWord(index, "let"),
                view.kind(index + 1) == .identifier, view.text(index + 1) == name,
                let variable = VariableDeclaration(at: index, in: view)
            {
                found.append(variable)
            }
            index = view.step(over: index)
        }
        return found
    }
}
