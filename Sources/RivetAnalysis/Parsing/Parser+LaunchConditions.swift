extension Parser {
    /// One assembly argument of a factory or flow: `Name(…)` (or `Module.Name(…)`), then any number of
    /// `.when(condition)`, and nothing else; nil for anything else.
    ///
    /// A condition that `launch`, the context written at the factory, settles is no branch: the assembly is
    /// applied (``AssemblyUse/isNeverApplied`` false, no arm for it) or not.
    func assemblyUse(_ argument: Range<Int>, launch: WrittenLaunch? = nil) -> AssemblyUse? {
        guard let (components, end) = view.dottedName(at: argument.lowerBound), view.kind(end) == .leftParen else { return nil }
        var use = AssemblyUse(name: components[components.count - 1])
        var descriptions: [String] = []
        var cursor = view.match(end) + 1
        while cursor < argument.upperBound {
            // `.when(…)` with one unlabelled argument.
            let open = cursor + 2
            guard view.kind(cursor) == .dot, view.isWord(cursor + 1, .when), view.kind(open) == .leftParen,
                view.match(open) < argument.upperBound, descriptions.count < Self.nestingWalkLimit
            else { return nil }
            let inner = arguments(open, view.match(open))
            guard inner.count == 1, !inner[0].isEmpty, !isLabelled(inner[0]) else { return nil }
            let (arm, description, holds) = launchArm(inner[0], launch: launch)
            switch holds {
            case true?: break
            case false?: use.isNeverApplied = true
            case nil: use.conditions.append(arm)
            }
            descriptions.append(description)
            cursor = view.match(open) + 1
        }
        if !descriptions.isEmpty { use.condition = descriptions.joined(separator: " and ") }
        return use
    }

    /// The branch arm that `.when(condition)` applies its assembly in, the condition as the runtime's
    /// `LaunchCondition` describes itself, and whether it holds in `launch` when that settles it.
    ///
    /// A condition the analysis can read (`.test`, `.argument("-x")`, `.not(.preview)`, …) is one branch for
    /// all the places that write it, so that two assemblies under the same condition (or one under it and
    /// one under its `.not`) are applied together, never in a combination no launch can make. Any other
    /// is a branch of its own, named by its code.
    private func launchArm(_ range: Range<Int>, launch: WrittenLaunch?) -> (BranchArm, String, holds: Bool?) {
        if let (form, isNegated) = readCondition(range.lowerBound, range.upperBound, depth: 0) {
            let base = form.description
            let arm = BranchArm(point: Self.conditionPoint(base), arm: isNegated ? 1 : 0, labels: Self.conditionLabels(base))
            let holds = launch.flatMap(form.holds).map { $0 != isNegated }
            return (arm, isNegated ? "not \(base)" : base, holds)
        }
        let text = quote(from: range.lowerBound, to: range.upperBound)
        let arm = BranchArm(
            point: location(range.lowerBound), arm: 0,
            labels: ["`\(text)` holds at launch", "`\(text)` does not hold at launch"]
        )
        return (arm, text, nil)
    }

    /// The arm of an `if` whose only condition reads the registry's launch context as a condition does
    /// (`registry.launch.isTest`, `!registry.launch.isPreview`, `registry.launch.hasArgument("-x")`), `arm`
    /// 0 for its block and 1 for its `else`: the branch every `.when` of that condition is, so that an
    /// assembly's `if registry.launch.isTest` and another's `.when(.test)` are never taken apart, as no
    /// launch can. Nil for any other condition.
    func launchReadArm(_ condition: Range<Int>, arm: Int) -> BranchArm? {
        var cursor = condition.lowerBound
        var isNegated = false
        if view.isOperator(cursor, "!") {
            isNegated = true
            cursor += 1
        }
        guard view.kind(cursor) == .identifier, isLaunchRead(cursor), view.kind(cursor + 3) == .dot else { return nil }
        let member = cursor + 4
        let form: LaunchConditionForm
        if member + 1 == condition.upperBound {
            switch view.kind(member) == .identifier ? view.text(member) : "" {
            case RivetWord.isTest.rawValue: form = .test
            case RivetWord.isPreview.rawValue: form = .preview
            case RivetWord.isDebug.rawValue: form = .debug
            case RivetWord.isSimulator.rawValue: form = .simulator
            default: return nil
            }
        } else {
            let open = member + 1
            guard view.isWord(member, .hasArgument), view.kind(open) == .leftParen, view.match(open) + 1 == condition.upperBound
            else { return nil }
            let inner = arguments(open, view.match(open))
            guard inner.count == 1, let argument = plainString(inner[0]) else { return nil }
            form = .argument(argument)
        }
        let base = form.description
        let holds = (arm == 0) != isNegated
        return BranchArm(point: Self.conditionPoint(base), arm: holds ? 0 : 1, labels: Self.conditionLabels(base))
    }

    /// How messages name the arms of the branch of a condition the analysis reads.
    private static func conditionLabels(_ base: String) -> [String] {
        ["the launch context matches `\(base)`", "the launch context does not match `\(base)`"]
    }

    /// A condition written as the runtime's cases, from token `start` up to `end`, with every `.not` taken
    /// off, and whether an odd number of them were.
    private func readCondition(_ start: Int, _ end: Int, depth: Int) -> (LaunchConditionForm, isNegated: Bool)? {
        guard depth < Self.nestingWalkLimit else { return nil }
        var cursor = start
        if view.isWord(cursor, .rivet), view.kind(cursor + 1) == .dot { cursor += 2 }
        if view.isWord(cursor, .launchCondition) { cursor += 1 }
        guard view.kind(cursor) == .dot, view.kind(cursor + 1) == .identifier else { return nil }
        let name = view.text(cursor + 1)
        let open = cursor + 2
        if open == end {
            switch name {
            case RivetWord.test.rawValue: return (.test, false)
            case RivetWord.preview.rawValue: return (.preview, false)
            case RivetWord.debug.rawValue: return (.debug, false)
            case RivetWord.simulator.rawValue: return (.simulator, false)
            default: return nil
            }
        }
        guard view.kind(open) == .leftParen, view.match(open) + 1 == end else { return nil }
        let inner = arguments(open, view.match(open))
        switch name {
        case RivetWord.not.rawValue:
            guard inner.count == 1, !isLabelled(inner[0]),
                let (form, isNegated) = readCondition(inner[0].lowerBound, inner[0].upperBound, depth: depth + 1)
            else { return nil }
            return (form, !isNegated)
        case RivetWord.argument.rawValue:
            guard inner.count == 1, let argument = plainString(inner[0]) else { return nil }
            return (.argument(argument), false)
        case RivetWord.environment.rawValue:
            guard inner.count == 1 || inner.count == 2, let variable = plainString(inner[0]) else { return nil }
            guard inner.count == 2 else { return (.environment(variable, equals: nil), false) }
            let value = inner[1]
            guard view.isWord(value.lowerBound, .equals), view.kind(value.lowerBound + 1) == .colon else { return nil }
            let literal = (value.lowerBound + 2)..<value.upperBound
            if literal.count == 1, view.isWord(literal.lowerBound, "nil") { return (.environment(variable, equals: nil), false) }
            guard let equals = plainString(literal) else { return nil }
            return (.environment(variable, equals: equals), false)
        default:
            return nil
        }
    }

    /// `LaunchContext(arguments: […], environment: […], isDebug: …)` written with literals only, from
    /// token `start` up to `end` (the labels in the initializer's order, each but `arguments:` optional).
    func writtenLaunch(_ start: Int, _ end: Int) -> WrittenLaunch? {
        var cursor = start
        if view.isWord(cursor, .rivet), view.kind(cursor + 1) == .dot { cursor += 2 }
        guard view.isWord(cursor, .launchContext), view.kind(cursor + 1) == .leftParen, view.match(cursor + 1) + 1 == end else {
            return nil
        }
        var launch = WrittenLaunch(arguments: [])
        var labels = [RivetWord.arguments, .environment, .isDebug, .isSimulator].map(\.rawValue)[...]
        var hasArguments = false
        for argument in arguments(cursor + 1, view.match(cursor + 1)) {
            guard isLabelled(argument) else { return nil }
            let label = view.text(argument.lowerBound)
            while let next = labels.first, next != label { labels.removeFirst() }
            guard !labels.isEmpty else { return nil }
            labels.removeFirst()
            let value = (argument.lowerBound + 2)..<argument.upperBound
            switch label {
            case RivetWord.arguments.rawValue:
                guard view.kind(value.lowerBound) == .leftBracket, view.match(value.lowerBound) == value.upperBound - 1 else { return nil }
                var strings: [String] = []
                for element in arguments(value.lowerBound, view.match(value.lowerBound)) {
                    guard let string = plainString(element) else { return nil }
                    strings.append(string)
                }
                launch.arguments = strings
                hasArguments = true
            case RivetWord.environment.rawValue:
                guard view.kind(value.lowerBound) == .leftBracket, view.match(value.lowerBound) == value.upperBound - 1 else { return nil }
                let inside = (value.lowerBound + 1)..<(value.upperBound - 1)
                if inside.count == 1, view.kind(inside.lowerBound) == .colon { continue }  // `[:]`
                for pair in arguments(value.lowerBound, view.match(value.lowerBound)) {
                    guard pair.count == 3, view.kind(pair.lowerBound + 1) == .colon,
                        let name = plainString(pair.lowerBound..<(pair.lowerBound + 1)),
                        let string = plainString((pair.lowerBound + 2)..<pair.upperBound),
                        launch.environment.updateValue(string, forKey: name) == nil
                    else { return nil }
                }
            case RivetWord.isDebug.rawValue, RivetWord.isSimulator.rawValue:
                guard value.count == 1, view.isWord(value.lowerBound, "true") || view.isWord(value.lowerBound, "false") else { return nil }
                if label == RivetWord.isDebug.rawValue { launch.isDebug = view.isWord(value.lowerBound, "true") }
            default:
                return nil
            }
        }
        return hasArguments ? launch : nil
    }

    /// The text of a string literal with no escapes, interpolation or raw delimiters, without its quotes.
    private func plainString(_ range: Range<Int>) -> String? {
        guard range.count == 1, view.kind(range.lowerBound) == .string else { return nil }
        let bytes = Array(view.text(range.lowerBound).utf8)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "\""), bytes[bytes.count - 1] == UInt8(ascii: "\""),
            !(bytes.count >= 6 && bytes.starts(with: Array("\"\"\"".utf8))),
            bytes.dropFirst().dropLast().allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") })
        else { return nil }
        return String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
    }

    /// The branch point that every place writing the condition `description` shares: outside every file
    /// (file -1), at an offset that the description's bytes determine.
    static func conditionPoint(_ description: String) -> SourceLocation {
        // FNV-1a, folded to 31 bits: the same description gives the same point in every file and run.
        var hash: UInt32 = 2_166_136_261
        for byte in description.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return SourceLocation(file: -1, offset: Int32(bitPattern: hash & 0x7FFF_FFFF))
    }
}
