extension Parser {
    /// Reads `registry.register(K.self, .lifecycle) { … }` and `factory.override(K.self) { … }` whose
    /// method name is at `name`.
    mutating func readRegistration(methodAt name: Int) {
        let isOverride = view.isWord(name, "override") || view.isWord(name, "overrideOnMainActor")
        let open = name + 1
        let close = view.match(open)
        let arguments = self.arguments(open, close)
        guard let first = arguments.first, let (components, keyEnd) = view.qualifiedMetatype(at: first.lowerBound),
            keyEnd == first.upperBound
        else {
            if !arguments.contains(where: { isLabelled($0) && !view.isWord($0.lowerBound, "make") }) {
                result.hasUnreadRegistration = true
            }
            return
        }
        var lifecycle: Lifecycle? = isOverride ? nil : .transient
        var isLifecycleWritten = false
        var closure: Builder?
        for argument in arguments.dropFirst() {
            if isLabelled(argument) {
                guard view.isWord(argument.lowerBound, "make") else { return }  // not Rivet's method
                closure = builder(argument.lowerBound + 2, end: argument.upperBound)
            } else {
                isLifecycleWritten = true
                lifecycle = self.lifecycle(argument)
                if view.isWord(argument.lowerBound, "nil"), argument.count == 1, isOverride { isLifecycleWritten = false }
            }
        }
        if view.kind(close + 1) == .leftBrace {
            closure = .code(closureResolutions(close + 1))
        }
        let (assembly, isConditional) = context(of: name)
        result.registrations.append(Registration(
            keyName: components[components.count - 1],
            writtenName: components.joined(separator: "."),
            location: location(first.lowerBound),
            lifecycle: lifecycle,
            isLifecycleWritten: isLifecycleWritten,
            builder: closure ?? .keyMake,
            assembly: assembly.map { result.assemblies[$0].name },
            isConditional: isConditional,
            isOverride: isOverride
        ))
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

    private func isLabelled(_ argument: Range<Int>) -> Bool {
        view.kind(argument.lowerBound) == .identifier && view.kind(argument.lowerBound + 1) == .colon
    }

    /// `.singleton`, `Lifecycle.singleton` or `Rivet.Lifecycle.singleton`; nil for anything else.
    private func lifecycle(_ argument: Range<Int>) -> Lifecycle? {
        var start = argument.lowerBound
        if view.isWord(start, "Rivet"), view.kind(start + 1) == .dot { start += 2 }
        if view.isWord(start, "Lifecycle") { start += 1 }
        guard view.kind(start) == .dot, view.kind(start + 1) == .identifier, start + 2 == argument.upperBound else {
            return nil
        }
        return Lifecycle(rawValue: view.text(start + 1))
    }

    /// A `make:` argument: a closure literal, or code the analysis cannot follow.
    private func builder(_ start: Int, end: Int) -> Builder {
        guard view.kind(start) == .leftBrace, view.match(start) == end - 1 else { return .opaque }
        return .code(closureResolutions(start))
    }

    /// The assembly whose `assemble(into:)` holds the token at `index` (as its index in this file), and
    /// whether the token is there only on some paths.
    private func context(of index: Int) -> (assembly: Int?, isConditional: Bool) {
        let innermost = Int(view.enclosingBrace[index])
        var brace = assembleBodies.isEmpty ? -1 : innermost
        var steps = 0
        while brace >= 0, steps < Self.nestingWalkLimit {
            steps += 1
            if let body = assembleBodies[brace] {
                let receiver = index - 2
                let isConditional = brace != innermost || view.tokens[index].ifDepth > view.tokens[brace].ifDepth
                    || !view.isSameWord(receiver, as: body.parameter)
                return (body.assembly, isConditional)
            }
            brace = Int(view.enclosingBrace[brace])
        }
        return (nil, true)
    }

    /// Marks each assembly understood when its `assemble(into:)` does nothing with the registry but
    /// literal, unconditional registrations.
    mutating func judgeAssemblies() {
        for (brace, body) in assembleBodies {
            let close = view.match(brace)
            var uses = 0
            for index in (brace + 1)..<close where view.isSameWord(index, as: body.parameter) && view.kind(index - 1) != .dot {
                uses += 1
            }
            let name = result.assemblies[body.assembly].name
            let registrations = result.registrations.filter { $0.assembly == name && !$0.isOverride }
            let isReadable = registrations.allSatisfy { !$0.isConditional && $0.lifecycle != nil }
            result.assemblies[body.assembly].isUnderstood = isReadable && uses == registrations.count
        }
    }
}
