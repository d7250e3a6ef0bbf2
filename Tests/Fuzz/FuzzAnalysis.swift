// libFuzzer entry point for RivetAnalysis: compiled together with the library's sources by
// Tests/Fuzz/fuzz.sh (not by `swift build`). Any crash, sanitizer report or timeout is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))

    // The lexer: tokens in order, inside the input, never empty.
    let (tokens, _) = Lexer.tokenize(bytes)
    var previousEnd: Int32 = 0
    for token in tokens {
        precondition(token.start >= previousEnd && token.end > token.start && Int(token.end) <= bytes.count)
        previousEnd = token.end
    }

    // The syntax layer, on the input as it is (balanced or not): every node walked, every word inside the input.
    let syntax = SyntaxFile(view: TokenView(bytes: bytes, tokens: tokens), file: 0)
    for call in syntax.calls { walk(call, depth: 0) }
    for variable in syntax.variables {
        _ = variable.typeText
        if let value = variable.initialValue { walk(value, depth: 0) }
        precondition(syntax.compilationClauses(around: variable.name).count <= SyntaxFile.clauseLimit)
    }
    walk(Expression(0..<tokens.count, in: syntax.view), depth: 0)
    for index in tokens.indices where tokens[index].kind == .at {
        guard let attribute = Attribute(at: index, in: syntax.view) else { continue }
        _ = attribute.text
        for argument in attribute.arguments ?? [] { walk(argument.value, depth: 0) }
        if let property = PropertyDeclaration(around: attribute, in: syntax.view) { _ = property.name.text }
    }
    for function in syntax.functionDeclarations { _ = function.parameters.map { ($0.callLabel, $0.typeText) } }
    for type in syntax.typeDeclarations { precondition(type.brace < tokens.count && !type.components.isEmpty) }
    // The outline and each type's members, read as the parser's walk and the member readers read them.
    for declaration in syntax.outline {
        var block = declaration.word.block
        var depth = 0
        while let current = block, depth < 64 {
            precondition(current.contains(declaration.word))
            block = current.enclosing
            depth += 1
        }
        switch declaration {
        case .type(let type):
            for member in syntax.members(of: type, [.functions, .typeAliases, .variables]) {
                switch member {
                case .function(let function): _ = (MakeReader.make(function), function.modifiers, function.signatureText)
                case .typeAlias(let alias): _ = EntryKeyReader.entryKey(alias)
                case .variable(let variable):
                    _ = (AccessorReader.accessor(variable), AccessorReader.asyncAccessor(variable))
                    if let getter = variable.accessorBlock?.getter { walk(getter.body.returnedExpression, depth: 0) }
                }
            }
        case .function(let function):
            _ = (RegistryBodyReader.helper(function), function.body?.returnedExpression.quoted)
        case .import:
            break
        }
    }

    // The whole pipeline, on the input as one file and split in two at its first newline (so that
    // declarations in one file meet uses in the other), with both options.
    let split = bytes.firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
    let two = [SourceFile(path: "A.swift", bytes: Array(bytes[..<split])), SourceFile(path: "B.swift", bytes: Array(bytes[split...]))]
    for files in [[SourceFile(path: "A.swift", bytes: bytes)], two] {
        for partial in [false, true] {
            let analysis = Analysis(files: files, options: Analysis.Options(isPartial: partial))
            for diagnostic in analysis.reportedDiagnostics {
                precondition(diagnostic.line >= 1 && diagnostic.column >= 1)
                precondition(diagnostic.description.contains(": Rivet: "))
            }
            // Every resolution site is judged or named, never by the fallback that means a bug.
            for site in analysis.sites {
                precondition(site.line >= 1 && site.column >= 1)
                precondition(site.construct.map { !$0.isEmpty && !$0.contains("a bug in the analysis") } ?? true, site.listing)
            }
            _ = analysis.graph(format: .mermaid)
            _ = analysis.graph(format: .dot)
            _ = analysis.generatedAccessors()
            // `rivet explain`: a few keys in both formats, by type and accessor, and a name that is no key.
            for key in analysis.program.keys.prefix(4) {
                for format in ExplanationFormat.allCases { _ = try? analysis.explanation(of: key.name, format: format) }
            }
            for accessor in analysis.program.accessorKey.keys.sorted().prefix(2) { _ = try? analysis.explanation(of: accessor) }
            _ = try? analysis.explanation(of: "\\.ses.sion.self")
        }
    }
    return 0
}

/// Walks an expression's nodes a few levels down, as readers do.
private func walk(_ expression: Expression, depth: Int) {
    precondition(expression.span.lowerBound <= expression.span.upperBound && expression.span.upperBound <= expression.view.count)
    _ = expression.quoted
    _ = expression.path
    guard depth < 6 else { return }
    switch expression.kind {
    case .name(let word): _ = word.text
    case .member(let access): if let base = access.base { walk(base, depth: depth + 1) }
    case .call(let call): walk(call, depth: depth + 1)
    case .subscripted(let base, let group):
        walk(base, depth: depth + 1)
        for argument in group.arguments { walk(argument.value, depth: depth + 1) }
    case .string(let literal): _ = literal.plainText
    case .collection(let group), .parenthesized(let group):
        for element in group.elements { walk(element, depth: depth + 1) }
        for pair in group.pairs ?? [] { walk(pair.key, depth: depth + 1); walk(pair.value, depth: depth + 1) }
    case .closure(let closure): walk(closure, depth: depth + 1)
    case .prefixed(_, let operand): walk(operand, depth: depth + 1)
    case .keyPath(let path): _ = path.names.map(\.text)
    case .number, .other: break
    }
}

private func walk(_ call: Call, depth: Int) {
    _ = call.name?.text
    _ = call.calleePath
    precondition(call.end <= call.view.count)
    guard depth < 6 else { return }
    if let receiver = call.receiver { walk(receiver, depth: depth + 1) }
    for argument in call.arguments { walk(argument.value, depth: depth + 1) }
    for (_, closure) in call.trailingClosures { walk(closure, depth: depth + 1) }
}

private func walk(_ closure: Closure, depth: Int) {
    guard let signature = closure.signature else { return }
    precondition(signature.bodyStart <= closure.view.count)
    for element in signature.captures?.elements ?? [] { walk(element, depth: depth + 1) }
    _ = signature.parameters.map(\.text)
}
