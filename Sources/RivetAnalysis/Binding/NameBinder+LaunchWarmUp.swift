/// Warm-ups an app's launch code makes through a call: `try await AppLauncher(factory: factory).launch()`, whose
/// method warms up the factory it was built with, inside a top-level `do` whose every `catch` ends the program.
extension NameBinder {
    /// Whether the token, in `main.swift`, is at the own level of a top-level `do` block whose every `catch`
    /// ends the program (`exit(…)`, `fatalError(…)`, `throw`): the code after the statement runs only if the
    /// block ran to its end.
    func isInExitingDo(_ token: Int, in file: Int) -> Bool {
        guard let view = index.syntax(file)?.view else { return false }
        let brace = Int(view.enclosingBrace[token])
        guard brace >= 0, view.enclosingBrace[brace] < 0, BlockKind.statementKeyword(of: brace, in: view) == "do" else { return false }
        var cursor = min(view.closing(brace), view.count) + 1
        var catches = 0
        while cursor < view.count, view.isWord(cursor, "catch") {
            var open = cursor + 1
            while open < view.count, view.kind(open) != .leftBrace { open += 1 }
            guard open < view.count else { return false }
            let close = min(view.closing(open), view.count)
            let ends = ((open + 1)..<close).contains { index in
                Int(view.enclosingBrace[index]) == open && (view.isWord(index, "throw")
                    || (Self.endingCalls.contains(view.text(index)) && view.kind(index + 1) == .leftParen && view.kind(index - 1) != .dot))
            }
            guard ends else { return false }
            catches += 1
            cursor = close + 1
        }
        return catches > 0
    }

    /// The functions that never return.
    private static let endingCalls: Set<String> = ["exit", "fatalError", "preconditionFailure"]

    /// What `T(label: x).method()` (after `await` at `start`) warms up: the factory the instance is built with,
    /// when `method`, one method of `T`, awaits `factory.warmUp()` at its own level or in a `do` whose every
    /// `catch` does too, and `T` keeps its initializer's `factory` argument in `factory`; nil otherwise.
    func warmedByCall(at start: Int, in file: Int) -> Set<FactoryRef>? {
        guard let view = index.syntax(file)?.view else { return nil }
        let limit = Int(view.enclosingBrace[start]) >= 0 ? min(view.closing(Int(view.enclosingBrace[start])), view.count) : view.count
        let awaited = ExpressionParser(view: view).statementValue(from: start, limit: limit)
        guard case .call(let call) = awaited.kind, call.open >= 0, call.arguments.isEmpty, let method = call.name,
            case .call(let built)? = call.receiver?.kind, !built.isMember, let type = built.name, type.isCapitalised
        else { return nil }
        let methods = functions(named: method.text).filter { found in
            guard let syntax = index.syntax(found.file), found.function.parameters.isEmpty,
                let host = index.outline(found.file)?.enclosingType(of: found.function.keyword.anchor, in: syntax.view)
            else { return false }
            return (host.components.last ?? host.name.text) == type.text
        }
        guard methods.count == 1, subclasses(of: type.text).isEmpty, let body = methods[0].function.body,
            let property = warmedProperty(in: body, file: methods[0].file, type: type.text),
            let argument = built.arguments.first(where: { $0.label?.text == property }),
            keepsArgument(property, of: type.text)
        else { return nil }
        let bound = value(of: argument.value, in: file)
        return bound.stop == nil && !bound.factories.isEmpty && bound.factories.allSatisfy(buildsOnce) ? bound.factories : nil
    }

    /// The property (`factory`, or `self.factory`) of `type` whose `warmUp()` a method's body certainly awaits
    /// before it returns: at its own level with no early exit before it, or in a `do` at its own level whose every
    /// `catch` awaits it too.
    private func warmedProperty(in body: Block, file: Int, type: String) -> String? {
        guard let syntax = index.syntax(file) else { return nil }
        let view = syntax.view
        let close = min(body.close, view.count)
        func warmed(in brace: Int) -> String? {
            for index in (brace + 1)..<min(view.closing(brace), close) where Int(view.enclosingBrace[index]) == brace && view.isWord(index, .warmUp) {
                guard view.kind(index - 1) == .dot, view.kind(index + 1) == .leftParen, view.kind(index - 2) == .identifier else { continue }
                let name = index - 2
                let isSelf = view.kind(name - 1) == .dot && view.isWord(name - 2, "self")
                guard isSelf || view.kind(name - 1) != .dot else { continue }
                // The type's own property, not a local of the same name; and no `return`, `guard` or `throw` first.
                if !isSelf, case .property = declaration(of: Word(view: view, anchor: name), in: file) {} else if !isSelf { return nil }
                guard syntax.earlyExit(in: body.brace, from: body.brace + 1, before: name) == nil else { return nil }
                return view.text(name)
            }
            return nil
        }
        if let found = warmed(in: body.brace) { return found }
        for index in (body.brace + 1)..<close where Int(view.enclosingBrace[index]) == body.brace && view.isWord(index, "do") && view.kind(index + 1) == .leftBrace {
            guard let found = warmed(in: index + 1) else { continue }
            var cursor = min(view.closing(index + 1), close) + 1
            var everyCatch = true
            while cursor < close, view.isWord(cursor, "catch") {
                var open = cursor + 1
                while open < close, view.kind(open) != .leftBrace { open += 1 }
                guard open < close, warmed(in: open) == found else { everyCatch = false; break }
                cursor = min(view.closing(open), close) + 1
            }
            if everyCatch { return found }
        }
        return nil
    }

    /// Whether `type` keeps its initializer's argument of that label in the `let` property of that name: a struct
    /// with no initializer of its own (memberwise), or one whose every initializer assigns `self.name = name` first.
    private func keepsArgument(_ name: String, of type: String) -> Bool {
        // A constant: nothing assigns it another factory after the initializer.
        guard types(named: type).contains(where: { found in
            index.syntax(found.file).map { members(named: name, in: found.type, view: $0.view).contains { $0.isConstant } } ?? false
        }) else { return false }
        let own = initializers(of: type)
        guard !own.isEmpty else { return types(named: type).contains { $0.type.keyword == "struct" } }
        return own.allSatisfy { found in
            guard let view = index.syntax(found.file)?.view, let body = found.function.body,
                found.function.parameters.contains(where: { $0.callLabel == name && $0.name.text == name })
            else { return false }
            let start = body.brace + 1
            return view.isWord(start, "self") && view.kind(start + 1) == .dot && view.text(start + 2) == name
                && view.isOperator(start + 3, "=") && view.text(start + 4) == name
        }
    }
}
