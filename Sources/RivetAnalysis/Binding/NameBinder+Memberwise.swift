extension NameBinder {
    /// Where a struct's `var` with an initial value runs it: a call of the memberwise initializer that passes the
    /// property takes the argument instead (the initial value is the parameter's default), so it runs nowhere
    /// there. Only where the struct declares no initializer (it has the memberwise one alone); where it declares
    /// some in extensions as well, a call passing the property may be either: the analysis does not say.
    func memberwisePlaces(_ places: [(file: Int, call: Call)], of type: TypeDeclaration, property keyword: Int)
        -> Result<[(file: Int, call: Call)], Stop>
    {
        let view = type.name.view
        guard type.keyword == "struct", view.isWord(keyword, "var"), keyword + 1 < view.count, view.kind(keyword + 1) == .identifier else {
            return .success(places)
        }
        let property = view.text(keyword + 1)
        let passes = { (place: (file: Int, call: Call)) in place.call.arguments.contains { $0.label?.text == property } }
        guard places.contains(where: passes) else { return .success(places) }
        let name = type.components.last ?? type.name.text
        let declared = initializers(of: name)
        if declared.isEmpty { return .success(places.filter { !passes($0) }) }
        let inExtensions = declared.contains { file, function in
            guard let syntax = index.syntax(file), let outline = index.outline(file) else { return true }
            return outline.enclosingType(of: function.keyword.anchor, in: syntax.view)?.keyword != "struct"
        }
        guard !inExtensions else {
            return .failure(Stop(reason: "the initial value of `\(name).\(property)`, which the memberwise initializer skips where it is passed"))
        }
        return .success(places)
    }
}
