/// The warm-ups that come before a read, in statement order: only for code that `main.swift`'s top level runs,
/// directly or through calls, outside closures stored or passed on.
struct WarmUps {
    /// The factories each `await x.warmUp()` before the read warms: one set per warm-up, of what `x` may hold.
    var warmed: [Set<FactoryRef>] = []
    /// Where the read is first reached from the top level through a call that may not run (`inside \`if\``):
    /// the warm-ups before that call may not be the ones before the read, so a finding they decide is a warning.
    var uncertainPlace: String?

    /// Whether nothing was awaited before the read: no async component of any factory can be built yet.
    var isEmpty: Bool { warmed.isEmpty }

    /// Whether a warm-up of `factories` (all that a read's receiver may hold), or of `ref` alone, came first.
    func contains(_ ref: FactoryRef, readThrough factories: Set<FactoryRef>) -> Bool {
        warmed.contains { $0 == factories || $0 == [ref] }
    }
}

extension NameBinder {
    /// The warm-ups before the read at `anchor`; nil when the analysis cannot tell: the read is not placed in
    /// `main.swift`'s top-level statements, the program starts tasks that may run alongside a warm-up, or something
    /// else is awaited first (which may build some async components and not others).
    func warmUps(before anchor: Int, in file: Int) -> WarmUps? {
        guard let place = topLevelPosition(of: anchor, in: file), let syntax = index.syntax(place.file) else { return nil }
        let (main, position) = (place.file, place.position)
        let view = syntax.view
        if awaits[main] == nil { awaits[main] = (0..<view.count).filter { view.isWord($0, "await") } }
        guard startsNoTaskBeforeAWarmUp(in: main) else { return nil }
        var found = WarmUps(uncertainPlace: place.uncertainPlace.map { "first reached from a call \($0)" })
        for cursor in awaits[main] ?? [] {
            guard cursor < position else { break }
            // The await of the read's own statement (`await show(factory)`) comes after the read is made.
            let limit = view.enclosingBrace[cursor] >= 0 ? min(view.closing(Int(view.enclosingBrace[cursor])), view.count) : view.count
            let awaited = ExpressionParser(view: view).statementValue(from: cursor + 1, limit: limit)
            if awaited.span.contains(position) { break }
            // `Task.sleep(…)` and `Task.yield()` build nothing.
            if case .call(let call) = awaited.kind, call.receiver?.name?.is("Task") == true, call.name?.is("sleep") == true || call.name?.is("yield") == true {
                continue
            }
            if view.enclosingBrace[cursor] >= 0 {
                // In a declaration's body (a key's async make, an async function): it runs only where something
                // at the top level awaits it, which is an await of its own. In a statement's body: unknown, but
                // in a `do` whose every `catch` ends the program, which runs to its end before what follows it.
                if isInTopLevelStatement(cursor, in: main) {
                    guard isInExitingDo(cursor, in: main) else { return nil }
                } else {
                    continue
                }
            }
            guard let factories = warmedFactories(at: cursor + 1, in: main) ?? warmedByCall(at: cursor + 1, in: main) else { return nil }
            found.warmed.append(factories)
        }
        return found
    }

    /// Whether no task is started that may run alongside a warm-up: `Task { }`, `Task(…)` or `Task.detached` only
    /// at `main.swift`'s top level after its warm-ups, and nowhere else. A read in a task started before a warm-up
    /// may run before it or after. `Task.sleep` and the other static members of `Task` start nothing.
    private func startsNoTaskBeforeAWarmUp(in main: Int) -> Bool {
        for file in index.files(mentioning: "Task") {
            guard let view = index.syntax(file)?.view else { return false }
            for anchor in index.anchors(of: "Task", in: file) where view.kind(anchor - 1) != .dot {
                let isStarted = view.kind(anchor + 1) == .leftBrace || view.kind(anchor + 1) == .leftParen
                    || (view.kind(anchor + 1) == .dot && view.isWord(anchor + 2, "detached"))
                guard isStarted else { continue }
                guard file == main, view.enclosingBrace[anchor] < 0 else { return false }
                for cursor in awaits[main] ?? [] where cursor > anchor && view.enclosingBrace[cursor] < 0 {
                    if warmedFactories(at: cursor + 1, in: main) != nil || warmedByCall(at: cursor + 1, in: main) != nil { return false }
                }
            }
        }
        return true
    }

    /// Whether the token is in the body of a top-level statement (`if`, `do`, a loop), which runs in line, rather
    /// than in a declaration's body or a closure (which an `await` at the top level must run, if anything does).
    private func isInTopLevelStatement(_ token: Int, in file: Int) -> Bool {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return true }
        let view = syntax.view
        var brace = Int(view.enclosingBrace[token])
        var steps = 0
        while brace >= 0, view.enclosingBrace[brace] >= 0 {
            steps += 1
            if steps > Word.blockWalkLimit { return true }
            brace = Int(view.enclosingBrace[brace])
        }
        guard brace >= 0 else { return false }
        if case .statement = BlockKind(brace: brace, in: syntax, outline: outline) { return true }
        return false
    }

    /// What `x` may hold in `await x.warmUp()` starting at `start` (after `await`); nil for anything else, or
    /// when `x` may be one of several instances built at one place.
    private func warmedFactories(at start: Int, in file: Int) -> Set<FactoryRef>? {
        guard let view = index.syntax(file)?.view else { return nil }
        var name = start
        while name < view.count, view.kind(name) != .leftParen, name - start < 16 { name += 1 }
        guard name - 1 > start, view.isWord(name - 1, .warmUp), view.kind(name - 2) == .dot else { return nil }
        let call = Call(view: view, nameAnchor: name - 1, open: name)
        guard let receiver = call.receiver else { return nil }
        let bound = value(of: receiver, in: file)
        // A warm-up of one instance built where others are too says nothing of the others.
        return bound.stop == nil && !bound.factories.isEmpty && bound.factories.allSatisfy(buildsOnce) ? bound.factories : nil
    }

    /// Where `main.swift`'s top level first runs a token: the statement's position, and where a call on the way
    /// (not the token itself, whose place the judge reads) may not run.
    private struct TopLevelPlace {
        var file: Int
        var position: Int
        var uncertainPlace: String?
    }

    /// The top-level statement of `main.swift` that runs the token, directly or through calls; the earliest,
    /// when several do. The token may not run there (in an `if`, after a `guard`): a finding is then a warning.
    private func topLevelPosition(of anchor: Int, in file: Int, depth: Int = callDepth) -> TopLevelPlace? {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return nil }
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
                return earliest(calls, depth: depth - 1)
            case .type(let type):
                guard depth > 0, case .success(let places) = initialisingPlaces(type, at: anchor) else { return nil }
                return earliest(places, depth: depth - 1)
            case .property:
                return nil
            case .closure(let trailing):
                // A closure kept in a variable runs where the calls of it do (a router's builders).
                if trailing == nil, depth > 0, let (_, calls) = storedClosureCalls(closure: brace, in: file), !calls.isEmpty {
                    return earliest(calls.map { (file, $0) }, depth: depth - 1)
                }
                // A closure stored otherwise or passed on may run after a warm-up that follows it.
                guard let name = trailing?.name, Self.inlineCalls.contains(name.text) else { return nil }
            case .statement:
                if BlockKind.statementKeyword(of: brace, in: view) == "defer" { return nil }
            }
            brace = Int(view.enclosingBrace[brace])
        }
        return index.isMain(file) ? TopLevelPlace(file: file, position: anchor) : nil
    }

    /// The earliest top-level statement that runs one of `calls`; nil unless each is known (one the analysis
    /// cannot place may run before a warm-up the others follow).
    /// The call found first may itself not run (`if paid { showReceipt() }`): its place, or one further up, is kept.
    private func earliest(_ calls: [(file: Int, call: Call)], depth: Int) -> TopLevelPlace? {
        var found: TopLevelPlace?
        for (file, call) in calls {
            guard var place = topLevelPosition(of: call.nameAnchor, in: file, depth: depth) else { return nil }
            place.uncertainPlace = uncertainPlace(of: call.nameAnchor, in: file) ?? place.uncertainPlace
            if found.map({ place.position < $0.position }) ?? true { found = place }
        }
        return found
    }
}
