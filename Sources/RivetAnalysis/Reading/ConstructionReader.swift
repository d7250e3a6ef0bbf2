/// Reads factory and flow constructions: `Factory(A(), B())`, `Factory(launch: context, A().when(.test))`,
/// `Factory(assemblies: [A()])`, `Factory(observer: trace, A())`, `parent.beginFlow(A())`, and the scoped roots
/// `Factory.withScopedRoot(A()) { factory in … }` and RivetTesting's `withIsolatedFactory(A()) { factory in … }`.
struct ConstructionReader {
    let syntax: SyntaxFile

    /// One construction as written: what it builds, and the names it is bound to or begun from.
    struct Found {
        var construction: FactoryConstruction
        /// `name` in `let name = Factory(…)`, `let name = parent.beginFlow(…)` or `{ name in` of a scoped
        /// root's body.
        var variable: Word?
        /// Where the code that may use `variable` starts: after the construction, or the body's first token.
        var usesStart: Int?
        /// `parent` in `parent.beginFlow(…)`, when it is a plain name.
        var parent: Word?
        /// For `Factory(…).beginFlow(…)` (or a flow begun from a flow begun in place): the receiver call,
        /// certainly the flow's parent if it is a construction.
        var parentCall: Call?
    }

    /// The names of the calls that may construct: `Factory(…)`, `.beginFlow(…)`, `.withScopedRoot(…)`,
    /// `withIsolatedFactory(…)`.
    static let names: [RivetWord] = [.factory, .beginFlow, .withScopedRoot, .withIsolatedFactory]

    /// The construction that `call` is, if any. `isTypeBody` tells whether a `{` opens a type's body, where
    /// a `let` is a stored property rather than a constant.
    func construction(_ call: Call, isTypeBody: (Int) -> Bool) -> Found? {
        guard let name = call.name, call.open >= 0 else { return nil }
        if name.is(.beginFlow), call.isMember {
            return flowOrFactory(call, name: name, isFlow: true, isTypeBody: isTypeBody)
        }
        if name.is(.factory), !call.isMember || call.receiver?.lastName?.is(.rivet) == true {
            return flowOrFactory(call, name: name, isFlow: false, isTypeBody: isTypeBody)
        }
        if name.is(.withScopedRoot), let receiver = call.receiver, isFactoryType(receiver) {
            return scopedRoot(call, name: name)
        }
        if name.is(.withIsolatedFactory), !call.isMember || call.receiver?.lastName?.text == "RivetTesting" {
            return scopedRoot(call, name: name)
        }
        return nil
    }

    /// `Factory` or `Rivet.Factory` (or anything ending `.Rivet.Factory`).
    private func isFactoryType(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .name(let word): word.is(.factory)
        case .member(let access): access.member.is(.factory) && access.base?.lastName?.is(.rivet) == true
        default: false
        }
    }

    private func flowOrFactory(_ call: Call, name: Word, isFlow: Bool, isTypeBody: (Int) -> Bool) -> Found {
        var found = Found(construction: FactoryConstruction(
            uses: assemblyUses(call.arguments, isFlow: isFlow),
            location: syntax.location(of: name), isFlow: isFlow, variable: nil, resolutions: []
        ))
        found.construction.assemblyList = assemblyListReference(call.arguments, isFlow: isFlow, anchor: call.nameAnchor, isTypeBody: isTypeBody)
        if isFlow, let receiver = call.receiver {
            if let name = receiver.name { found.parent = name }
            if case .call(let parentCall) = receiver.kind { found.parentCall = parentCall }
        }
        guard !call.hasTrailingClosure, let variable = syntax.variable(initialisedBy: call), variable.isConstant,
            variable.typeText == nil || variable.typeText == RivetWord.factory.rawValue, !isTypeBody(variable.name.scope)
        else { return found }
        found.variable = variable.name
        found.construction.variable = variable.name.text
        found.usesStart = call.end
        return found
    }

    /// `Factory.withScopedRoot(A(), B()) { factory in … }` (or `launch:` first, `body:` last, async), or a test's
    /// `withIsolatedFactory(A(), B(), strict: true) { factory in … }`: a root factory, whose resolutions through
    /// the body's parameter are read as those through `let factory = Factory(A(), B())` are, from the top of the body.
    private func scopedRoot(_ call: Call, name: Word) -> Found {
        var arguments = call.arguments
        var body: Closure?
        if let last = arguments.last, last.label?.is("body") == true {
            arguments.removeLast()
            if case .closure(let closure) = last.value.kind { body = closure }
        } else if let (label, closure) = call.trailingClosures.first, label == nil {
            body = closure
        }
        // What says where the body runs or where a test failure points, not what the factory is built from.
        arguments.removeAll { argument in
            argument.label.map { $0.is(.isolation) || $0.is(.strict) || ["fileID", "filePath", "line", "column"].contains($0.text) } ?? false
        }
        var found = Found(construction: FactoryConstruction(
            uses: assemblyUses(arguments, isFlow: false), location: syntax.location(of: name), isFlow: false, variable: nil, resolutions: []
        ))
        found.construction.isScopedRoot = true
        if name.is(.withIsolatedFactory) { found.construction.testing = .withIsolatedFactory }
        if let signature = body?.signature, let parameter = signature.parameters.first, !parameter.is("_") {
            found.construction.variable = parameter.text
            found.variable = parameter
            found.usesStart = signature.bodyStart
        }
        return found
    }

    /// How a factory's `assemblies:` argument names a list that may be declared in another file or that another
    /// declaration may hide (`assemblies`, `appAssemblies()`, `CompositionRoot.appAssemblies()`,
    /// `CompositionRoot.assemblies`): the program settles
    /// which declaration it is (``AssemblyListReference``). Nil when the list is written in place, or the name is a
    /// local constant or a parameter around the construction (read here, or left unread).
    func assemblyListReference(_ written: [Argument], isFlow: Bool, anchor: Int, isTypeBody: (Int) -> Bool) -> AssemblyListReference? {
        var arguments = written
        if !isFlow, let first = arguments.first, first.isLabelled(.observer) { arguments.removeFirst() }
        let hasLaunch = !isFlow && arguments.first?.isLabelled(.launch) == true
        if hasLaunch { arguments.removeFirst() }
        guard arguments.count == 1, arguments[0].isLabelled(.assemblies) else { return nil }
        let isInTypeBody = enclosingBraces(of: anchor).contains(where: isTypeBody)
        switch arguments[0].value.kind {
        case .name(let name):
            guard enclosingDeclarations(of: name)?.isEmpty == true else { return nil }
            return AssemblyListReference(name: name.text, declaredName: name.text, kind: .constant, isInTypeBody: isInTypeBody, mayBeElsewhere: !hasLaunch)
        case .call(let call):
            let isStatic = call.isMember && call.receiver?.name?.isCapitalised == true
            guard !call.isMember || isStatic, call.arguments.isEmpty, call.trailingClosures.isEmpty, let name = call.name,
                isStatic || enclosingDeclarations(of: name)?.isEmpty == true
            else { return nil }
            return AssemblyListReference(
                name: isStatic ? "\(call.receiver?.name?.text ?? "").\(name.text)()" : "\(name.text)()", declaredName: name.text,
                kind: isStatic ? .staticFunction : .function, isInTypeBody: isInTypeBody, mayBeElsewhere: !hasLaunch
            )
        case .member(let access):
            guard let type = access.base?.name, type.isCapitalised, access.base?.span.count == 1 else { return nil }
            return AssemblyListReference(
                name: "\(type.text).\(access.member.text)", declaredName: access.member.text, kind: .staticConstant, isInTypeBody: isInTypeBody,
                mayBeElsewhere: !hasLaunch
            )
        default:
            return nil
        }
    }

    /// The braces around `index`, innermost first.
    private func enclosingBraces(of index: Int) -> [Int] {
        var braces: [Int] = []
        var brace = index >= 0 && index < syntax.view.count ? Int(syntax.view.enclosingBrace[index]) : -1
        while brace >= 0 {
            braces.append(brace)
            brace = Int(syntax.view.enclosingBrace[brace])
        }
        return braces
    }

    /// The declarations of `name` whose scope holds the use and that come before it: a local `let` or `var`, a
    /// parameter of a function or closure around it, a `for` loop's, a stored property of a type around it. Each
    /// hides a constant of the file or of another file. Nil when the name is written before the use in a scope
    /// around it otherwise (a pattern, `let (name, other)`, `case let .demo(name)`, or a use): what it means there
    /// is not read.
    private func enclosingDeclarations(of name: Word) -> [Word]? {
        let view = syntax.view
        let braces = Set(enclosingBraces(of: name.anchor) + [-1])
        let declared = Set((syntax.declaringWords(named: [name.text])[name.text] ?? []).map(\.anchor))
        var found: [Word] = []
        for anchor in 0..<name.anchor where view.kind(anchor) == .identifier && view.kind(anchor - 1) != .dot && view.isSameWord(anchor, as: name.anchor) {
            let isVariable = view.isWord(anchor - 1, "let") || view.isWord(anchor - 1, "var")
            if declared.contains(anchor) {
                let scope = isVariable ? Int(view.enclosingBrace[anchor]) : view.isWord(anchor - 1, "for") ? loopBody(after: anchor) : parameterScope(of: anchor)
                if scope >= 0, braces.contains(scope) { found.append(Word(view: view, anchor: anchor)) }
            } else if isInPattern(anchor), braces.contains(Int(view.enclosingBrace[anchor])) {
                return nil
            }
        }
        return found
    }

    /// Whether the word is bound by a pattern of its statement: `let (name, other) = …`, `case let .demo(name)`,
    /// `for (name, other) in …`. Walked back to the statement's `let`, `var`, `case` or `for`; a use stops at `=`,
    /// a brace or `;` first.
    private func isInPattern(_ index: Int) -> Bool {
        let view = syntax.view
        var cursor = index - 1
        while cursor >= 0, index - cursor < BlockKind.headLimit {
            switch view.kind(cursor) {
            case .leftBrace, .rightBrace, .semicolon, nil: return false
            case .rightParen, .rightBracket: cursor = view.match(cursor)
            default:
                if view.isOperator(cursor, "=") || view.isWord(cursor, "in") { return false }
                if view.isWord(cursor, "let") || view.isWord(cursor, "var") || view.isWord(cursor, "case") || view.isWord(cursor, "for") { return true }
            }
            cursor -= 1
        }
        return false
    }

    /// The `{` of the loop whose `for` declares the word.
    private func loopBody(after index: Int) -> Int {
        var cursor = index + 1
        while cursor < syntax.view.count, cursor - index < BlockKind.headLimit * 4 {
            switch syntax.view.kind(cursor) {
            case .leftBrace: return cursor
            case .leftParen, .leftBracket: cursor = syntax.view.match(cursor) + 1
            case .rightBrace, .semicolon, nil: return -1
            default: cursor += 1
            }
        }
        return -1
    }

    /// The body a parameter is declared for: the `{` after a function's parameter list, or the closure the
    /// parameter is written in (`{ name in`).
    private func parameterScope(of index: Int) -> Int {
        let view = syntax.view
        var open = index - 1
        var steps = 0
        while open >= 0, view.kind(open) != .leftParen, view.kind(open) != .leftBrace, steps < Block.conditionWalkLimit {
            if view.kind(open) == .rightParen || view.kind(open) == .rightBracket || view.kind(open) == .rightBrace { open = view.match(open) }
            open -= 1
            steps += 1
        }
        guard open >= 0, view.kind(open) == .leftParen, view.kind(open - 1) != .leftBrace else { return Int(view.enclosingBrace[index]) }
        var cursor = view.match(open) + 1
        while cursor < view.count, cursor - open < BlockKind.headLimit * 4 {
            switch view.kind(cursor) {
            case .leftBrace: return cursor
            case .leftParen, .leftBracket: cursor = view.match(cursor) + 1
            case .rightBrace, .semicolon, nil: return Int(view.enclosingBrace[index])
            default: cursor += 1
            }
        }
        return Int(view.enclosingBrace[index])
    }

    /// The assembly lists this file declares, by the name an ``AssemblyListReference`` gives them: each constant at
    /// file scope or static constant of a type holding an array literal of assemblies, and each global or static
    /// function without parameters returning one.
    func assemblyLists() -> [String: [AssemblyUse]] {
        var found: [String: [AssemblyUse]] = [:]
        let view = syntax.view
        // One pass over the tokens that builds only the candidates, a file-scope `let` and a `func` whose `()` is
        // empty: every file is read this way, and building each declaration of a large file was a tenth of a check.
        var index = 0
        while index < view.count {
            defer { index += 1 }
            if view.isWord(index, "let") {
                let brace = Int(view.enclosingBrace[index])
                let type = brace >= 0 && view.isWord(index - 1, "static") ? Self.declaredType(of: brace, in: view) : nil
                guard brace < 0 || type != nil, let variable = VariableDeclaration(at: index, in: view),
                    let initial = variable.initialValue, case .collection(let group) = initial.kind,
                    let uses = uses(of: group.arguments, launch: nil)
                else { continue }
                found[type.map { "\($0).\(variable.name.text)" } ?? variable.name.text] = uses
            } else if view.isWord(index, "func") {
                guard let function = FunctionDeclaration(at: index, in: view), function.hasNoParameters,
                    let name = function.name, let body = function.body, case .collection(let group) = body.returnedExpression.kind,
                    let uses = uses(of: group.arguments, launch: nil)
                else { continue }
                let brace = Int(view.enclosingBrace[index])
                if !function.isStatic, brace < 0 {
                    found["\(name.text)()"] = uses
                } else if function.isStatic, brace >= 0, let type = Self.declaredType(of: brace, in: view) {
                    found["\(type).\(name.text)()"] = uses
                }
            }
        }
        return found
    }

    /// `CompositionRoot` for the body of `enum CompositionRoot {` (or a struct, class, actor or extension of that name).
    static func declaredType(of brace: Int, in view: TokenView) -> String? {
        var cursor = brace - 1
        while cursor >= 0, brace - cursor < BlockKind.headLimit {
            switch view.kind(cursor) {
            case .leftBrace, .rightBrace, .semicolon, nil: return nil
            default: break
            }
            if ["enum", "struct", "class", "actor", "extension"].contains(view.text(cursor)), view.kind(cursor + 1) == .identifier {
                // `extension AppModules.Kiosk`: the type is the last of the dotted name.
                var name = cursor + 1
                while view.kind(name + 1) == .dot, view.kind(name + 2) == .identifier { name += 2 }
                return view.text(name)
            }
            cursor -= 1
        }
        return nil
    }

    /// The array literal of `assemblies:`: written in place, or the value of a constant of the file (`let assemblies:
    /// [any Assembly] = [A(), B()]`), or what a function of the file without parameters returns (`appAssemblies()`,
    /// `CompositionRoot.appAssemblies()`), when one declaration has that name.
    private func assemblyList(_ value: Expression) -> BracketGroup? {
        switch value.kind {
        case .collection(let group):
            return group
        case .name(let name):
            // A local constant or parameter around the use hides any other; else a constant at file scope (whether
            // another file's or a type's declaration hides it is for the program to settle).
            guard let enclosing = enclosingDeclarations(of: name) else { return nil }
            let candidates = !enclosing.isEmpty ? enclosing : (syntax.declaringWords(named: [name.text])[name.text] ?? []).filter { word in
                word.scope < 0 && (syntax.view.isWord(word.anchor - 1, "let") || syntax.view.isWord(word.anchor - 1, "var"))
            }
            guard candidates.count == 1, syntax.view.isWord(candidates[0].anchor - 1, "let"),
                let constant = VariableDeclaration(at: candidates[0].anchor - 1, in: syntax.view), let initial = constant.initialValue,
                case .collection(let group) = initial.kind
            else { return nil }
            return group
        case .call(let call):
            // `appAssemblies()`, or `CompositionRoot.appAssemblies()`: a static function of a type of the file.
            let isStatic = call.isMember && call.receiver?.name?.isCapitalised == true
            guard !call.isMember || isStatic, call.arguments.isEmpty, call.trailingClosures.isEmpty, let name = call.name else { return nil }
            let type = isStatic ? call.receiver?.name?.text : nil
            let functions = syntax.functionDeclarations.filter { function in
                guard function.name?.text == name.text, function.isStatic == isStatic else { return false }
                return type == nil || Self.declaredType(of: function.keyword.scope, in: syntax.view) == type
            }
            guard functions.count == 1, functions[0].parameters.isEmpty, let body = functions[0].body,
                case .collection(let group) = body.returnedExpression.kind
            else { return nil }
            return group
        default:
            return nil
        }
    }

    /// The assemblies of a factory's or flow's arguments; nil when one is not `Name(…)`, optionally with
    /// `.when(…)`. A root factory's `launch:` argument settles the conditions it can when it is written with
    /// literals (`LaunchContext(arguments: ["App", "-mock"])`), and `assemblies: [A(), B()]` is read (or a constant or
    /// function of the file holding that list); an
    /// `observer:` first says who is told of resolutions, not what is built.
    func assemblyUses(_ written: [Argument], isFlow: Bool) -> [AssemblyUse]? {
        var arguments = written
        if !isFlow, let first = arguments.first, first.isLabelled(.observer) { arguments.removeFirst() }
        var launch: WrittenLaunch?
        if !isFlow, let first = arguments.first, first.isLabelled(.launch) {
            let reader = LaunchContextReader(syntax: syntax)
            launch = reader.writtenLaunch(first.value) ?? first.value.name.flatMap { reader.writtenLaunch(constant: $0) }
            arguments.removeFirst()
        }
        if arguments.count == 1, arguments[0].isLabelled(.assemblies) {
            guard let group = assemblyList(arguments[0].value) else { return nil }
            arguments = group.arguments
        }
        return uses(of: arguments, launch: launch)
    }

    /// Each argument's assembly use; nil when one is not `Name(…)`, optionally with `.when(…)`.
    private func uses(of arguments: [Argument], launch: WrittenLaunch?) -> [AssemblyUse]? {
        let conditions = LaunchConditionReader(syntax: syntax)
        var uses: [AssemblyUse] = []
        for argument in arguments {
            guard let use = conditions.assemblyUse(argument, launch: launch) else { return nil }
            uses.append(use)
        }
        return uses
    }
}
