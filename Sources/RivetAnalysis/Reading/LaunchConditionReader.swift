/// Reads launch conditions: an assembly argument's `.when(…)`s (`MockAssembly().when(.argument("-mock"))`)
/// and an `if` that reads the registry's launch context as a condition does (`if registry.launch.isTest`).
struct LaunchConditionReader {
    let syntax: SyntaxFile

    /// How many `.when(…)` or `.not(…)` one assembly argument may chain and still be read.
    static let chainLimit = 64

    /// One assembly argument of a factory or flow: `Name(…)` (or `Module.Name(…)`), then any number of
    /// `.when(condition)`, and nothing else; nil for anything else.
    ///
    /// A condition that `launch`, the context written at the factory, settles is no branch: the assembly is
    /// applied (``AssemblyUse/isNeverApplied`` false, no arm for it) or not.
    func assemblyUse(_ argument: Argument, launch: WrittenLaunch?) -> AssemblyUse? {
        guard argument.label == nil else { return nil }
        // The `.when(…)`s from the last in, then the assembly's own `Name(…)`.
        var conditions: [Expression] = []
        var current = argument.value
        while case .call(let call) = current.kind, call.name?.is(.when) == true, let receiver = call.receiver {
            let arguments = call.arguments
            guard !call.hasTrailingClosure, conditions.count < Self.chainLimit, arguments.count == 1,
                arguments[0].label == nil, !arguments[0].span.isEmpty
            else { return nil }
            conditions.append(arguments[0].value)
            current = receiver
        }
        guard case .call(let assembly) = current.kind, !assembly.hasTrailingClosure, let path = assembly.calleePath,
            !path.contains(where: { $0.is("self") })
        else { return nil }
        var use = AssemblyUse(name: path[path.count - 1].text)
        var descriptions: [String] = []
        for condition in conditions.reversed() {
            let (arm, description, holds) = launchArm(condition, launch: launch)
            switch holds {
            case true?: break
            case false?: use.isNeverApplied = true
            case nil: use.conditions.append(arm)
            }
            descriptions.append(description)
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
    private func launchArm(_ condition: Expression, launch: WrittenLaunch?) -> (BranchArm, String, holds: Bool?) {
        if let (form, isNegated) = read(condition, depth: 0) {
            let base = form.description
            let arm = BranchArm(point: Self.conditionPoint(base), arm: isNegated ? 1 : 0, labels: Self.conditionLabels(base))
            let holds = launch.flatMap(form.holds).map { $0 != isNegated }
            return (arm, isNegated ? "not \(base)" : base, holds)
        }
        let text = condition.quoted
        let arm = BranchArm(
            point: syntax.location(of: condition), arm: 0,
            labels: ["`\(text)` holds at launch", "`\(text)` does not hold at launch"]
        )
        return (arm, text, nil)
    }

    /// The arm of an `if` whose only condition reads the registry's launch context as a condition does
    /// (`registry.launch.isTest`, `!registry.launch.isPreview`, `registry.launch.hasArgument("-x")`), `arm`
    /// 0 for its block and 1 for its `else`: the branch every `.when` of that condition is, so that an
    /// assembly's `if registry.launch.isTest` and another's `.when(.test)` are never taken apart, as no
    /// launch can. Nil for any other condition.
    func launchReadArm(_ condition: Expression, arm: Int) -> BranchArm? {
        var read = condition
        var isNegated = false
        if case .prefixed("!", let operand) = condition.kind {
            isNegated = true
            read = operand
        }
        let form: LaunchConditionForm
        switch read.kind {
        case .member(let access):
            guard let base = access.base, Self.isLaunchContext(base) else { return nil }
            switch access.member.text {
            case RivetWord.isTest.rawValue: form = .test
            case RivetWord.isPreview.rawValue: form = .preview
            case RivetWord.isDebug.rawValue: form = .debug
            case RivetWord.isSimulator.rawValue: form = .simulator
            default: return nil
            }
        case .call(let call):
            let arguments = call.arguments
            guard call.name?.is(.hasArgument) == true, let receiver = call.receiver, Self.isLaunchContext(receiver),
                !call.hasTrailingClosure, arguments.count == 1, arguments[0].label == nil,
                let argument = Self.plainString(arguments[0].value)
            else { return nil }
            form = .argument(argument)
        default:
            return nil
        }
        let base = form.description
        let holds = (arm == 0) != isNegated
        return BranchArm(point: Self.conditionPoint(base), arm: holds ? 0 : 1, labels: Self.conditionLabels(base))
    }

    /// `name.launch`: a registry's launch context, read through a plain name.
    private static func isLaunchContext(_ expression: Expression) -> Bool {
        guard case .member(let access) = expression.kind, access.member.is(.launch), let base = access.base else { return false }
        return base.name != nil
    }

    /// How messages name the arms of the branch of a condition the analysis reads.
    private static func conditionLabels(_ base: String) -> [String] {
        ["the launch context matches `\(base)`", "the launch context does not match `\(base)`"]
    }

    /// A condition written as the runtime's cases (`.test`, `LaunchCondition.argument("-x")`,
    /// `.not(.preview)`), with every `.not` taken off, and whether an odd number of them were.
    private func read(_ condition: Expression, depth: Int) -> (LaunchConditionForm, isNegated: Bool)? {
        guard depth < Self.chainLimit else { return nil }
        switch condition.kind {
        case .member(let access):
            guard Self.isConditionType(access.base) else { return nil }
            switch access.member.text {
            case RivetWord.test.rawValue: return (.test, false)
            case RivetWord.preview.rawValue: return (.preview, false)
            case RivetWord.debug.rawValue: return (.debug, false)
            case RivetWord.simulator.rawValue: return (.simulator, false)
            default: return nil
            }
        case .call(let call):
            guard call.isMember, Self.isConditionType(call.receiver), !call.hasTrailingClosure, let name = call.name else { return nil }
            let arguments = call.arguments
            switch name.text {
            case RivetWord.not.rawValue:
                guard arguments.count == 1, arguments[0].label == nil, let (form, isNegated) = read(arguments[0].value, depth: depth + 1)
                else { return nil }
                return (form, !isNegated)
            case RivetWord.argument.rawValue:
                guard arguments.count == 1, arguments[0].label == nil, let argument = Self.plainString(arguments[0].value) else { return nil }
                return (.argument(argument), false)
            case RivetWord.environment.rawValue:
                guard arguments.count == 1 || arguments.count == 2, arguments[0].label == nil,
                    let variable = Self.plainString(arguments[0].value)
                else { return nil }
                guard arguments.count == 2 else { return (.environment(variable, equals: nil), false) }
                let value = arguments[1]
                guard value.isLabelled(.equals) else { return nil }
                if value.value.name?.is("nil") == true { return (.environment(variable, equals: nil), false) }
                guard let equals = Self.plainString(value.value) else { return nil }
                return (.environment(variable, equals: equals), false)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// What a condition's case is read from: nothing (`.test`), `LaunchCondition` or `Rivet.LaunchCondition`.
    private static func isConditionType(_ base: Expression?) -> Bool {
        guard let base else { return true }
        guard let path = base.path else { return false }
        return path.count == 1 ? path[0].is(.launchCondition) : path.count == 2 && path[0].is(.rivet) && path[1].is(.launchCondition)
    }

    /// The text of a string literal with no escapes, interpolation or raw delimiters, without its quotes.
    static func plainString(_ expression: Expression) -> String? {
        guard case .string(let literal) = expression.kind else { return nil }
        return literal.plainText
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
