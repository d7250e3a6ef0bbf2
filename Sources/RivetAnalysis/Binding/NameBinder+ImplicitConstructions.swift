extension NameBinder {
    /// The type each `.init(…)` argument of a make or closure builds: the type of the parameter of that label
    /// in the callee's initializers (`BadgeStore(syncer: .init())`, whose `init(syncer: BadgeSyncer)` says
    /// it is a `BadgeSyncer`), when they all agree on one.
    func implicitConstructionTypes() -> [Resolution.Target: String] {
        var targets: Set<Resolution.Target> = []
        for file in program.files {
            let resolutions = file.makes.flatMap(\.resolutions) + file.registrations.flatMap { registration -> [Resolution] in
                if case .code(let code) = registration.builder { return code }
                return []
            }
            for resolution in resolutions {
                if case .implicitConstruction = resolution.target { targets.insert(resolution.target) }
            }
        }
        var found: [Resolution.Target: String] = [:]
        for target in targets {
            guard case .implicitConstruction(let callee, let label) = target else { continue }
            let types = Set(initializers(of: callee).compactMap { initializer in
                initializer.function.parameters.first { $0.callLabel == label }?.typeName.last?.text
            })
            if types.count == 1, let type = types.first { found[target] = type }
        }
        return found
    }

    /// The `.init(…)` given straight as an argument (`show(.init())`) where the parameter, in every
    /// declaration the call's name and labels pick out, is typed `type`: each builds one.
    func implicitArguments(building type: String) -> [(file: Int, call: Call)] {
        if let found = implicitArgumentsByType { return found[type] ?? [] }
        var found: [String: [(file: Int, call: Call)]] = [:]
        for (file, anchor) in memberInitializerCallSites() {
            guard let view = index.syntax(file)?.view, let call = Self.call(givenImplicitInit: anchor, in: view),
                let name = call.name, let position = call.arguments.firstIndex(where: { $0.value.span.lowerBound == anchor - 1 })
            else { continue }
            let callees = (name.isCapitalised && !call.isMember ? initializers(of: name.text) : functions(named: name.text)).filter { Self.matches(call, $0.function) }
            let types = Set(callees.compactMap { callee -> String? in
                guard let parameter = Self.mapping(call, callee.function)?[position] else { return nil }
                return callee.function.parameters[parameter].typeName.last?.text
            })
            if !callees.isEmpty, types.count == 1, let type = types.first {
                found[type, default: []].append((file, Call(view: view, nameAnchor: anchor, open: anchor + 1)))
            }
        }
        implicitArgumentsByType = found
        return found[type] ?? []
    }

    /// The call whose argument list holds the `.init(…)` at `anchor` directly (after `(`, `,` or a label's `:`).
    private static func call(givenImplicitInit anchor: Int, in view: TokenView) -> Call? {
        guard view.kind(anchor - 2) == .leftParen || view.kind(anchor - 2) == .comma || view.kind(anchor - 2) == .colon else { return nil }
        var cursor = anchor - 2
        var steps = 0
        while cursor > 0, steps < BlockKind.headLimit {
            steps += 1
            switch view.kind(cursor) {
            case .leftParen:
                guard view.kind(cursor - 1) == .identifier, !view.isStatementKeyword(cursor - 1) else { return nil }
                return Call(view: view, nameAnchor: cursor - 1, open: cursor)
            case .rightParen, .rightBracket, .rightBrace:
                cursor = view.match(cursor) - 1
            case .leftBracket, .leftBrace, .semicolon, nil:
                return nil
            default:
                cursor -= 1
            }
        }
        return nil
    }
}
