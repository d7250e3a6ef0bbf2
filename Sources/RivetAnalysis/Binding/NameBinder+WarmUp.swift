/// Whether a read comes before or after the warm-up of the factory it reads, in statement order: only for
/// code that `main.swift`'s top level runs, directly or through calls that certainly run.
enum WarmUpOrder {
    /// Nothing can have built an async component yet: no `await` comes first.
    case before
    /// A `warmUp()` of the factory read comes first, at the top level.
    case after
}

extension NameBinder {
    /// Where the read at `anchor` stands against the warm-ups of `factories`; nil when the analysis cannot
    /// tell (the read is not certainly run from `main.swift`'s top level, or the program starts tasks).
    func warmUpOrder(of anchor: Int, in file: Int, factories: Set<FactoryRef>) -> WarmUpOrder? {
        guard index.files(mentioning: "Task").isEmpty, let (main, position) = topLevelPosition(of: anchor, in: file),
            let syntax = index.syntax(main)
        else { return nil }
        let view = syntax.view
        var cursor = 0
        while cursor < position {
            if view.isWord(cursor, "await") {
                // The first await decides: a warm-up of the factory read, or anything else, which may build
                // some of its async components and not others.
                return view.enclosingBrace[cursor] < 0 && isWarmUp(at: cursor + 1, in: main, of: factories) ? .after : nil
            }
            cursor += 1
        }
        return .before
    }

    /// Whether `await x.warmUp()` starts at `start` (after `await`), with `x` bound to `factories` alone.
    private func isWarmUp(at start: Int, in file: Int, of factories: Set<FactoryRef>) -> Bool {
        guard let view = index.syntax(file)?.view else { return false }
        var name = start
        while name < view.count, view.kind(name) != .leftParen, name - start < 16 { name += 1 }
        guard name - 1 > start, view.isWord(name - 1, .warmUp), view.kind(name - 2) == .dot else { return false }
        let call = Call(view: view, nameAnchor: name - 1, open: name)
        guard let receiver = call.receiver else { return false }
        let bound = value(of: receiver, in: file)
        return bound.stop == nil && bound.factories == factories
    }

    /// The top-level statement of `main.swift` that runs the token, directly or through calls that each
    /// certainly run when their function does; the earliest, when several do.
    private func topLevelPosition(of anchor: Int, in file: Int, depth: Int = callDepth) -> (file: Int, position: Int)? {
        guard uncertainPlace(of: anchor, in: file) == nil, let syntax = index.syntax(file), let outline = index.outline(file) else { return nil }
        let view = syntax.view
        var brace = Int(view.enclosingBrace[anchor])
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            steps += 1
            switch BlockKind(brace: brace, in: syntax, outline: outline) {
            case .function(let function):
                guard depth > 0 else { return nil }
                let (calls, stop) = callers(of: function, in: file)
                guard stop == nil else { return nil }
                let positions = calls.compactMap { topLevelPosition(of: $0.call.nameAnchor, in: $0.file, depth: depth - 1) }
                return positions.min { $0.position < $1.position }
            case .type, .property:
                return nil
            case .closure, .statement:
                break
            }
            brace = Int(view.enclosingBrace[brace])
        }
        return index.isMain(file) ? (file, anchor) : nil
    }
}
