
extension Parser {
    /// Reads `registry.register(K.self, .lifecycle) { … }` and `factory.override(K.self) { … }` (and their
    /// main-actor and async forms) whose method name is at `name`.
    mutating func readRegistration(methodAt name: Int) {
        let isAsync = view.isWord(name, .registerAsync) || view.isWord(name, .overrideAsync)
        let isOverride = view.isWord(name, .override) || view.isWord(name, .overrideOnMainActor) || view.isWord(name, .overrideAsync)
        let isMainActor = view.isWord(name, .registerOnMainActor) || view.isWord(name, .overrideOnMainActor)
        let open = name + 1
        let close = view.match(open)
        let arguments = self.arguments(open, close)
        if arguments.contains(where: { view.isOperator($0.lowerBound, "&") || (isLabelled($0) && view.isOperator($0.lowerBound + 2, "&")) }) {
            return  // `Feature.register(into: &registry)`: a composition, read by readComposition
        }
        guard let first = arguments.first, let (components, keyEnd) = view.qualifiedMetatype(at: first.lowerBound),
            keyEnd == first.upperBound
        else {
            if !arguments.contains(where: { isLabelled($0) && !view.isWord($0.lowerBound, .make) }) {
                result.hasUnreadRegistration = true
            }
            return
        }
        var lifecycle: Lifecycle? = isOverride ? nil : isAsync ? .singleton : .transient
        var isLifecycleWritten = false
        var closure: Builder?
        var argumentLimit: String?
        var takesArgument: Bool? = isAsync || isMainActor ? false : nil
        for argument in arguments.dropFirst() {
            if isLabelled(argument) {
                guard view.isWord(argument.lowerBound, .make) else { return }  // not Rivet's method
                closure = builder(argument.lowerBound + 2, end: argument.upperBound, isAsync: isAsync)
                takesArgument = takesArgument ?? closureTakesArgument(argument.lowerBound + 2)
            } else {
                isLifecycleWritten = true
                let written = self.lifecycle(argument)
                lifecycle = written?.lifecycle
                argumentLimit = written?.limit
                if let form = written?.takesArgument { takesArgument = form }
                if view.isWord(argument.lowerBound, "nil"), argument.count == 1, isOverride { isLifecycleWritten = false }
            }
        }
        if view.kind(close + 1) == .leftBrace {
            closure = .code(closureResolutions(close + 1, isAsync: isAsync))
            takesArgument = takesArgument ?? closureTakesArgument(close + 1)
        }
        let (container, conditions, isConditional) = placement(of: name)
        var registration = Registration(
            keyName: components[components.count - 1],
            writtenName: components.joined(separator: "."),
            location: location(first.lowerBound),
            lifecycle: lifecycle,
            isLifecycleWritten: isLifecycleWritten,
            builder: closure ?? .keyMake,
            assembly: container.map { result.assemblies[$0].name },
            container: container,
            conditions: conditions,
            isConditional: isConditional,
            isOverride: isOverride,
            isAsync: isAsync
        )
        registration.argumentLimit = argumentLimit
        registration.takesArgument = takesArgument
        result.registrations.append(registration)
    }

    /// Where a call on a registry, whose method name is at `name`, is: the body that registers holding it
    /// (its index in `result.assemblies`), the branch arms it is in, and whether it runs on paths the
    /// analysis cannot name. A call on the body's own registry parameter is accounted for.
    mutating func placement(of name: Int) -> (container: Int?, conditions: [BranchArm], isConditional: Bool) {
        let (container, conditions, isInBlock) = context(of: name)
        var isConditional = isInBlock
        if let container, let parameter = registryParameters[container] {
            if view.isSameWord(name - 2, as: parameter), view.kind(name - 3) != .dot {
                accountedUses.insert(name - 2)
            } else {
                isConditional = true  // through another registry than the body's own
            }
        }
        return (container, conditions, isConditional)
    }

    /// How many enclosing blocks the parser walks out through to find an assembly or a type.
    static let nestingWalkLimit = 64

    /// The arguments between parentheses, as token ranges.
    func arguments(_ open: Int, _ close: Int) -> [Range<Int>] {
        guard close > open + 1 else { return [] }
        var ranges: [Range<Int>] = []
        var start = open + 1
        var index = start
        while index < close {
            if view.kind(index) == .comma {
                ranges.append(start..<index)
                start = index + 1
            }
            index = view.next(after: index)
        }
        ranges.append(start..<close)
        return ranges
    }

    func isLabelled(_ argument: Range<Int>) -> Bool {
        view.kind(argument.lowerBound) == .identifier && view.kind(argument.lowerBound + 1) == .colon
    }

    /// `.singleton`, `Lifecycle.singleton`, `AsyncLifecycle.flow`, `Rivet.Lifecycle.singleton`, or a
    /// parameterized key's `.flow(keepingAtMost: 8)` or `ArgumentLifecycle.singleton`: the lifecycle, the
    /// bound as written, and whether only a parameterized key (true) or only another key (false) takes it;
    /// nil for anything else.
    private func lifecycle(_ argument: Range<Int>) -> (lifecycle: Lifecycle, limit: String?, takesArgument: Bool?)? {
        var start = argument.lowerBound
        var takesArgument: Bool?
        if view.isWord(start, .rivet), view.kind(start + 1) == .dot { start += 2 }
        if view.isWord(start, .lifecycle) || view.isWord(start, .asyncLifecycle) {
            start += 1
            takesArgument = false
        } else if view.isWord(start, .argumentLifecycle) {
            start += 1
            takesArgument = true
        }
        guard view.kind(start) == .dot, view.kind(start + 1) == .identifier, let lifecycle = Lifecycle(written: view.text(start + 1)) else {
            return nil
        }
        if lifecycle == .weakSingleton || lifecycle == .graph { takesArgument = false }
        if start + 2 == argument.upperBound { return (lifecycle, nil, takesArgument) }
        // `.singleton(keepingAtMost: 8)`
        let open = start + 2
        guard lifecycle == .singleton || lifecycle == .flow, takesArgument != false, view.kind(open) == .leftParen,
            view.match(open) + 1 == argument.upperBound, view.isWord(open + 1, .keepingAtMost), view.kind(open + 2) == .colon,
            open + 3 < view.match(open)
        else { return nil }
        return (lifecycle, quote(from: open + 3, to: view.match(open)), true)
    }

    /// The code from token `start` up to token `end`, condensed as messages quote it.
    func quote(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        return BranchText.condensed(view.bytes[Int(view.tokens[start].start)..<Int(view.tokens[end - 1].end)])
    }

    /// Whether the closure whose `{` is at `brace` names two or more parameters (a parameterized key's
    /// `{ values, id in … }`) or one; nil when it names none (`$0`) or cannot be read.
    func closureTakesArgument(_ brace: Int) -> Bool? {
        guard view.kind(brace) == .leftBrace else { return nil }
        let close = view.match(brace)
        var start = brace + 1
        if view.kind(start) == .leftBracket { start = view.match(start) + 1 }
        var end = start
        while end < close, end - start < 32, !view.isWord(end, "in") {
            if view.kind(end) == .leftBrace || view.kind(end) == .rightBrace || view.kind(end) == .semicolon { return nil }
            end = view.next(after: end)
        }
        guard view.isWord(end, "in"), end > start else { return nil }
        if view.kind(start) == .leftParen, view.match(start) < end {
            end = view.match(start)
            start += 1
        }
        var commas = 0
        var index = start
        while index < end {
            if view.kind(index) == .comma { commas += 1 }
            if view.isWord(index, "async") || view.isWord(index, "throws") || view.kind(index) == .operator { break }
            index = view.next(after: index)
        }
        return commas > 0
    }

    /// A `make:` argument: a closure literal, or code the analysis cannot follow.
    func builder(_ start: Int, end: Int, isAsync: Bool) -> Builder {
        guard view.kind(start) == .leftBrace, view.match(start) == end - 1 else { return .opaque }
        return .code(closureResolutions(start, isAsync: isAsync))
    }

    /// The body that registers (`assemble(into:)` or a registering function) that holds the token at
    /// `index`, as its index in `result.assemblies`; the branch arms the token is in; and whether it is in
    /// a block whose paths the analysis cannot name.
    func context(of index: Int) -> (container: Int?, conditions: [BranchArm], isConditional: Bool) {
        var brace = registryBodies.isEmpty ? -1 : Int(view.enclosingBrace[index])
        var steps = 0
        while brace >= 0, steps < Self.nestingWalkLimit {
            steps += 1
            if let body = registryBodies[brace] {
                let arms = branchArms(of: index, in: brace)
                return (body.assembly, arms ?? [], arms == nil)
            }
            brace = Int(view.enclosingBrace[brace])
        }
        return (nil, [], true)
    }

    /// Marks each body that registers as read whole, or records the first construct that keeps it from
    /// being: a registration the analysis cannot place or whose lifecycle is not a literal case, a use of
    /// the registry other than to register or compose, or a way to leave the body early.
    mutating func judgeAssemblies() {
        var registrations: [Int: [Registration]] = [:]
        for registration in result.registrations where !registration.isOverride {
            if let container = registration.container { registrations[container, default: []].append(registration) }
        }
        for (brace, body) in registryBodies.sorted(by: { $0.key < $1.key }) {
            result.assemblies[body.assembly].unread = firstUnread(
                in: brace, parameter: body.parameter, registrations: registrations[body.assembly] ?? []
            )
        }
    }

    /// How notes name a call of each role: `a registration`, `a contribution`, `` `onCreate` ``. (A switch:
    /// the 6.3.1 optimizer crashed, in CopyPropagation, on the optional chain this replaces.)
    private static func what(_ role: RegistrationRole) -> String {
        switch role {
        case .registration: "a registration"
        case .contribution: "a contribution"
        case .hook(let hook): "`\(hook.rawValue)`"
        }
    }

    private func firstUnread(in brace: Int, parameter: Int, registrations: [Registration]) -> Unread? {
        var found: [Unread] = []
        let registryName = view.text(parameter)
        for registration in registrations {
            if registration.isConditional {
                found.append(Unread(location: registration.location, construct: "\(Self.what(registration.role)) inside a loop, a closure or a block it cannot name"))
            } else if registration.isRegistration, registration.lifecycle == nil {
                found.append(Unread(location: registration.location, construct: "a lifecycle that is not written as a case (`.singleton`)"))
            }
        }
        let close = view.match(brace)
        for index in (brace + 1)..<close {
            if view.isSameWord(index, as: parameter), view.kind(index - 1) != .dot, !accountedUses.contains(index),
                !isLaunchRead(index)
            {
                let construct = unreadUses[index]
                    ?? "this use of `\(registryName)` (only `\(registryName).register(K.self, …)`, `contribute(K.self, …)`, `onCreate(K.self)`, `decorate(K.self)` and `Other().assemble(into: &\(registryName))` are read)"
                found.append(Unread(location: location(index), construct: construct))
            } else if view.isWord(index, "return") || view.isWord(index, "throw") || view.isWord(index, "guard"),
                branchArms(of: index, in: brace) != nil
            {
                found.append(Unread(location: location(index), construct: "`\(view.text(index))`, which may skip the registrations after it"))
            }
        }
        return found.min { $0.location < $1.location }
    }
}

extension Parser {
    /// Whether the registry parameter at `index` is read for its launch context (`registry.launch.isTest`,
    /// `registry.launch.hasArgument("-x")`): a value the code branches on, not a way to register. The
    /// branches are read as any `if` or `switch` is.
    func isLaunchRead(_ index: Int) -> Bool {
        view.kind(index + 1) == .dot && view.isWord(index + 2, .launch) && view.kind(index + 3) != .leftParen
            && !(view.kind(index + 3) == .operator && view.isOperator(index + 3, "="))
    }
}
