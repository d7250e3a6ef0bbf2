@testable import RivetAnalysis

/// The syntax of `source`, lexed as the analysis lexes a file.
func syntaxFile(_ source: String) -> SyntaxFile {
    let bytes = Array(source.utf8)
    let (tokens, _) = Lexer.tokenize(bytes)
    return SyntaxFile(view: TokenView(bytes: bytes, tokens: tokens), file: 0)
}

/// The expression of all of `source`.
func expression(_ source: String) -> Expression {
    let file = syntaxFile(source)
    return Expression(0..<file.view.count, in: file.view)
}

/// How the tests show an expression: one line in which each node's kind is visible. Names and members as
/// written, calls with their labels and trailing closures (`{a, b in …}`, `{[captures]; a in …}`), a
/// literal string as written, a number as `#`, anything the layer leaves unparsed as `‹its code›`.
func dump(_ expression: Expression, depth: Int = 0) -> String {
    guard depth < 12 else { return "…" }
    let inner = { (child: Expression) in dump(child, depth: depth + 1) }
    switch expression.kind {
    case .name(let word):
        return word.text
    case .member(let access):
        return (access.base.map(inner) ?? "") + (access.isSpecialised ? "<…>" : "") + "." + access.member.text
    case .call(let call):
        return dump(call, depth: depth)
    case .subscripted(let base, let group):
        return inner(base) + "[" + group.arguments.map { dump($0, depth: depth + 1) }.joined(separator: ", ") + "]"
    case .string:
        return expression.quoted
    case .number:
        return "#"
    case .collection(let group):
        if view(group).isEmpty { return "[]" }
        if let pairs = group.pairs { return "[" + pairs.map { inner($0.key) + ": " + inner($0.value) }.joined(separator: ", ") + "]" }
        return "[" + group.elements.map(inner).joined(separator: ", ") + "]"
    case .parenthesized(let group):
        return "(" + group.arguments.map { dump($0, depth: depth + 1) }.joined(separator: ", ") + ")"
    case .closure(let closure):
        return dump(closure, depth: depth)
    case .keyPath(let path):
        return "\\" + (path.hasRoot ? "" : ".") + path.names.map(\.text).joined(separator: ".")
    case .prefixed(let prefix, let operand):
        return prefix + (prefix.first!.isLetter ? " " : "") + inner(operand)
    case .other:
        return "‹" + expression.quoted + "›"
    }
}

func dump(_ call: Call, depth: Int = 0) -> String {
    var text = ""
    if call.isMember { text += (call.receiver.map { dump($0, depth: depth + 1) } ?? "") + "." }
    text += call.name?.text ?? "‹callee›"
    if call.isSpecialised { text += "<…>" }
    if call.open >= 0 { text += "(" + call.arguments.map { dump($0, depth: depth + 1) }.joined(separator: ", ") + ")" }
    for (label, closure) in call.trailingClosures {
        text += " " + (label.map { $0.text + ": " } ?? "") + dump(closure, depth: depth + 1)
    }
    return text
}

func dump(_ argument: Argument, depth: Int = 0) -> String {
    (argument.label.map { $0.text + ": " } ?? "") + dump(argument.value, depth: depth)
}

func dump(_ closure: Closure, depth: Int = 0) -> String {
    guard let signature = closure.signature else { return "{…}" }
    let captures = signature.captures.map { "[" + $0.elements.map { dump($0, depth: depth + 1) }.joined(separator: ", ") + "]; " } ?? ""
    return "{" + captures + signature.parameters.map(\.text).joined(separator: ", ") + " in …}"
}

private func view(_ group: BracketGroup) -> [Range<Int>] { group.view.parts(of: group.open) }
