/// How many declarations of each assembly list's name the program has, where Swift may pick them: at file scope,
/// and in a type's body (a property, a method). A local or a parameter hides only inside its own scope, which the
/// use's file reads (``ConstructionReader``).
struct ListDeclarations {
    private var globals: [String: Int] = [:]
    private var members: [String: Int] = [:]
    /// Members by their type's name too: `CompositionRoot.assemblies`, `CompositionRoot.appAssemblies()`.
    private var qualified: [String: Int] = [:]

    /// Counts the `let` and `var` declarations named in `constants` and the `func` declarations named in `functions`.
    init(files: [ParsedFile], constants: Set<String>, functions: Set<String>) {
        for file in files {
            guard let view = file.syntax?.view else { continue }
            var index = 0
            while index + 1 < view.count {
                defer { index += 1 }
                let names: Set<String>
                if view.isWord(index, "let") || view.isWord(index, "var") {
                    names = constants
                } else if view.isWord(index, "func") {
                    names = functions
                } else {
                    continue
                }
                guard !names.isEmpty, view.kind(index + 1) == .identifier, view.kind(index - 1) != .dot else { continue }
                let name = view.text(index + 1)
                guard names.contains(name) else { continue }
                let key = view.isWord(index, "func") ? name + "()" : name
                let brace = Int(view.enclosingBrace[index])
                if brace < 0 {
                    globals[key, default: 0] += 1
                } else if let type = ConstructionReader.declaredType(of: brace, in: view) {
                    members[key, default: 0] += 1
                    qualified["\(type).\(key)", default: 0] += 1
                }
            }
        }
    }

    /// How many declarations the reference may mean: the one global (a property or method of the type the use is in
    /// may hide it, and one in any type's body is counted so), or the one static member of the type it names.
    func count(_ reference: AssemblyListReference) -> Int {
        let isConstant = reference.kind == .constant || reference.kind == .staticConstant
        let key = isConstant ? reference.declaredName : reference.declaredName + "()"
        let global = globals[key] ?? 0
        let member = members[key] ?? 0
        switch reference.kind {
        case .constant, .function:
            return reference.isInTypeBody ? global + member : global
        case .staticFunction, .staticConstant:
            return qualified[reference.name] ?? 0
        }
    }
}
