@testable import RivetAnalysis

/// The members of every kind of the first type or extension of `source`.
func members(_ source: String) -> [Member] {
    let file = syntaxFile(source)
    guard let type = file.typeDeclarations.first else { return [] }
    return file.members(of: type, [.functions, .typeAliases, .variables])
}

/// The functions among `members`.
func functions(_ members: [Member]) -> [FunctionDeclaration] {
    members.compactMap { if case .function(let function) = $0 { function } else { nil } }
}

/// The properties among `members`.
func variables(_ members: [Member]) -> [VariableDeclaration] {
    members.compactMap { if case .variable(let variable) = $0 { variable } else { nil } }
}
