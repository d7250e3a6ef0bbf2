
extension Parser {
    /// Records a registration or override, as ``RegistrationReader`` reads it: where it is (the body that
    /// registers, the branches) and what its builder resolves.
    mutating func readRegistration(_ call: Call) {
        guard let outcome = RegistrationReader.read(call) else { return }
        let written: RegistrationReader.Written
        switch outcome {
        case .composition:
            return  // read by readCompositions
        case .unreadable(let isUnread):
            if isUnread, readKeyParameterRegistration(call) { return }
            if isUnread { result.hasUnreadRegistration = true }
            return
        case .registration(let found):
            written = found
        }
        var closure: Builder?
        for builder in written.builders {
            closure = builder.map { .code(closureResolutions($0.brace, isAsync: written.isAsync)) } ?? .opaque
        }
        guard !written.isForeign else { return }  // not Rivet's method
        if written.isValue { closure = .code([]) }
        let (container, conditions, isConditional) = placement(of: call)
        var registration = Registration(
            keyName: written.key[written.key.count - 1].text,
            writtenName: written.key.map(\.text).joined(separator: "."),
            location: syntax.location(of: written.keyExpression),
            lifecycle: written.lifecycle,
            isLifecycleWritten: written.isLifecycleWritten,
            builder: closure ?? .keyMake,
            assembly: container.map { result.assemblies[$0].name },
            container: container,
            conditions: conditions,
            isConditional: isConditional,
            isOverride: written.isOverride,
            isAsync: written.isAsync
        )
        registration.argumentLimit = written.argumentLimit
        if let closure = written.builders.last ?? nil { registration.closure = closure.extent }
        registration.takesArgument = written.takesArgument
        if let container, written.key.count == 1, !written.isOverride,
            let index = result.assemblies[container].parameters.firstIndex(where: { $0.metatypeOf == written.key[0].text })
        {
            // `registry.register(K.self, …)` in a function generic over `K`: each call registers the key it is given.
            registration.keyParameter = index
            registration.lifecycleParameter = lifecycleParameter(of: call, in: container)
            if registration.lifecycle == nil && registration.lifecycleParameter == nil { result.hasUnreadRegistration = true }
            result.helperRegistrations.append(registration)
            return
        }
        result.registrations.append(registration)
    }

    /// Where a call on a registry is: the body that registers holding it (its index in `result.assemblies`),
    /// the branch arms it is in, and whether it runs on paths the analysis cannot name. A call on the body's
    /// own registry parameter is accounted for.
    mutating func placement(of call: Call) -> (container: Int?, conditions: [BranchArm], isConditional: Bool) {
        guard let method = call.name else { return (nil, [], true) }
        let (container, conditions, isInBlock) = context(of: method)
        var isConditional = isInBlock
        if let container, let parameter = registryParameters[container] {
            if let receiver = call.receiver?.name, receiver.isSame(as: Word(view: view, anchor: parameter)), !receiver.isAfterDot {
                accountedUses.insert(receiver.anchor)
            } else {
                isConditional = true  // through another registry than the body's own
            }
        }
        return (container, conditions, isConditional)
    }

    /// How many enclosing blocks the parser walks out through to find an assembly or a type.
    static let nestingWalkLimit = 64

    /// The code from token `start` up to token `end`, condensed as messages quote it.
    func quote(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        return BranchText.condensed(view.bytes[Int(view.tokens[start].start)..<Int(view.tokens[end - 1].end)])
    }

    /// The body that registers (`assemble(into:)` or a registering function) that holds the word, as its
    /// index in `result.assemblies`; the branch arms the word is in; and whether it is in a block whose paths
    /// the analysis cannot name.
    func context(of word: Word) -> (container: Int?, conditions: [BranchArm], isConditional: Bool) {
        var block = registryBodies.isEmpty ? nil : word.block
        var steps = 0
        while let current = block, steps < Self.nestingWalkLimit {
            steps += 1
            if let body = registryBodies[current.brace] {
                let arms = branchArms(of: word.anchor, in: current.brace)
                return (body.assembly, arms ?? [], arms == nil)
            }
            block = current.enclosing
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
                in: Block(view: view, brace: brace), parameter: Word(view: view, anchor: body.parameter),
                registrations: registrations[body.assembly] ?? []
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

    private func firstUnread(in body: Block, parameter: Word, registrations: [Registration]) -> Unread? {
        var found: [Unread] = []
        let registryName = parameter.text
        for registration in registrations {
            if registration.isConditional {
                found.append(Unread(location: registration.location, construct: "\(Self.what(registration.role)) inside a loop, a closure or a block it cannot name"))
            } else if registration.isRegistration, registration.lifecycle == nil {
                found.append(Unread(location: registration.location, construct: "a lifecycle that is not written as a case (`.singleton`)"))
            }
        }
        for word in syntax.words(named: [registryName, "return", "throw", "guard"], in: body) {
            if word.isSame(as: parameter) {
                guard !accountedUses.contains(word.anchor), !isLaunchRead(word) else { continue }
                let construct = unreadUses[word.anchor]
                    ?? "this use of `\(registryName)` (only `\(registryName).register(K.self, …)`, `contribute(K.self, …)`, `onCreate(K.self)`, `decorate(K.self)` and `Other().assemble(into: &\(registryName))` are read)"
                found.append(Unread(location: syntax.location(of: word), construct: construct))
            } else if branchArms(of: word.anchor, in: body.brace) != nil {
                found.append(Unread(location: syntax.location(of: word), construct: "`\(word.text)`, which may skip the registrations after it"))
            }
        }
        return found.min { $0.location < $1.location }
    }
}

extension Parser {
    /// Whether the registry parameter is read for its launch context (`registry.launch.isTest`,
    /// `registry.launch.hasArgument("-x")`): a value the code branches on, not a way to register. The
    /// branches are read as any `if` or `switch` is.
    func isLaunchRead(_ registry: Word) -> Bool {
        guard let launch = registry.memberAfter, launch.is(.launch) else { return false }
        return !launch.isCalled && !launch.isAssigned
    }
}
