extension NameBinder {
    /// What a name an enum case's pattern binds may hold: `scope` in `case .began(let flow, let scope)` holds the
    /// argument given in its place at every `.began(…)` or `Event.began(…)` the sources write, when one enum of
    /// the sources declares a case of that name; nil for any other pattern.
    func payload(boundAt anchor: Int, in file: Int, depth: Int) -> Bound? {
        guard let view = index.syntax(file)?.view, let (name, position) = Self.payloadPlace(of: anchor, in: view) else { return nil }
        let quoted = "`\(view.text(anchor))`, bound by the pattern `.\(name)(…)`"
        let declarations = enumCases(named: name)
        guard declarations.count == 1, let declared = declarations.first else {
            return .stopped("\(quoted), a case \(declarations.isEmpty ? "no enum of the sources declares" : "of \(declarations.count) enums")")
        }
        guard depth > 0 else { return .stopped("\(quoted), whose payload comes from more than \(Self.callDepth) calls up") }
        return cached(Binding(file: file, anchor: anchor, depth: depth)) {
            var found = Bound()
            for other in index.files(mentioning: name) {
                guard let view = index.syntax(other)?.view else { continue }
                for use in index.anchors(of: name, in: other) where view.kind(use - 1) == .dot {
                    // `Event.began(…)` or `.began(…)`; `x.began(…)` is a method.
                    if use >= 2, Self.endsValue(use - 2, in: view), view.text(use - 2) != declared { continue }
                    guard view.kind(use + 1) == .leftParen else {
                        return .stopped("\(quoted), whose case is used as a function (`.\(name)`), which the analysis does not follow")
                    }
                    let call = Call(view: view, nameAnchor: use, open: use + 1)
                    guard !Self.isPattern(call, in: view), position < call.arguments.count else { continue }
                    found.formUnion(value(of: call.arguments[position].value, in: other, depth: depth - 1))
                }
            }
            if found.factories.isEmpty, found.types.isEmpty, found.stop == nil { found.stop = "\(quoted), a case the sources never build" }
            return found
        }
    }

    /// The enum whose case of that name is this, for each enum of the sources declaring one.
    private func enumCases(named name: String) -> [String] {
        var found: [String] = []
        for file in index.files(mentioning: name) {
            guard let syntax = index.syntax(file), let outline = index.outline(file) else { continue }
            let view = syntax.view
            for anchor in index.anchors(of: name, in: file) where view.isWord(anchor - 1, "case") || view.kind(anchor - 1) == .comma {
                let brace = Int(view.enclosingBrace[anchor])
                guard brace >= 0, let type = outline.types[brace], type.keyword == "enum" else { continue }
                if view.kind(anchor - 1) == .comma, !Self.isCaseList(before: anchor, in: view) { continue }
                found.append(type.components.last ?? type.name.text)
            }
        }
        return found
    }

    /// Whether the `,` before `anchor` separates the cases of one `case` declaration (`case a, b(Int)`).
    private static func isCaseList(before anchor: Int, in view: TokenView) -> Bool {
        var cursor = anchor - 1
        var steps = 0
        while cursor > 0, steps < 64 {
            steps += 1
            switch view.kind(cursor) {
            case .rightParen: cursor = view.match(cursor)
            case .identifier where view.isWord(cursor, "case"): return true
            case .identifier, .comma: break
            default: return false
            }
            cursor -= 1
        }
        return false
    }

    /// The case name and the argument's place of the payload pattern around the name at `anchor`:
    /// (`began`, 1) for `scope` in `case .began(let flow, let scope)`; nil when it is not in one.
    static func payloadPlace(of anchor: Int, in view: TokenView) -> (name: String, position: Int)? {
        var cursor = anchor - 1
        var position = 0
        var steps = 0
        while cursor > 0, steps < 64 {
            steps += 1
            switch view.kind(cursor) {
            case .rightParen, .rightBracket: cursor = view.match(cursor)
            case .comma: position += 1
            case .leftParen:
                guard view.kind(cursor - 1) == .identifier, view.kind(cursor - 2) == .dot else { return nil }
                return (view.text(cursor - 1), position)
            case .leftBrace, .rightBrace: return nil
            default: break
            }
            cursor -= 1
        }
        return nil
    }

    /// Whether `.name(…)` is a pattern rather than a value: after `case` (or `case let`), or binding a name.
    private static func isPattern(_ call: Call, in view: TokenView) -> Bool {
        var before = call.nameAnchor - 2
        if view.isWord(before, "let") || view.isWord(before, "var") { before -= 1 }
        if view.isWord(before, "case") { return true }
        return call.arguments.contains { argument in
            let start = argument.value.span.lowerBound
            return view.isWord(start, "let") || view.isWord(start, "var")
        }
    }
}
