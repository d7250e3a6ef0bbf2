/// Reads a launch context written with literals at a root factory, so that the conditions it settles are
/// no branches: `Factory(launch: LaunchContext(arguments: ["App", "-mock"]), …)`, or a constant holding one.
struct LaunchContextReader {
    let syntax: SyntaxFile

    /// `LaunchContext(arguments: […], environment: […], isDebug: …)` written with literals only (the labels
    /// in the initializer's order, each but `arguments:` optional).
    func writtenLaunch(_ expression: Expression) -> WrittenLaunch? {
        guard case .call(let call) = expression.kind, !call.hasTrailingClosure, let path = call.calleePath, Self.isLaunchContext(path)
        else { return nil }
        var launch = WrittenLaunch(arguments: [])
        var labels = [RivetWord.arguments, .environment, .isDebug, .isSimulator].map(\.rawValue)[...]
        var hasArguments = false
        for argument in call.arguments {
            guard let labelWord = argument.label else { return nil }
            let label = labelWord.text
            while let next = labels.first, next != label { labels.removeFirst() }
            guard !labels.isEmpty else { return nil }
            labels.removeFirst()
            let value = argument.value
            switch label {
            case RivetWord.arguments.rawValue:
                guard case .collection(let group) = value.kind, group.isBracket else { return nil }
                var strings: [String] = []
                for element in group.elements {
                    guard let string = LaunchConditionReader.plainString(element) else { return nil }
                    strings.append(string)
                }
                launch.arguments = strings
                hasArguments = true
            case RivetWord.environment.rawValue:
                guard case .collection(let group) = value.kind, group.isBracket, let pairs = group.pairs else { return nil }
                for (key, value) in pairs {
                    guard let name = LaunchConditionReader.plainString(key), let string = LaunchConditionReader.plainString(value),
                        launch.environment.updateValue(string, forKey: name) == nil
                    else { return nil }
                }
            case RivetWord.isDebug.rawValue, RivetWord.isSimulator.rawValue:
                guard let word = value.name, word.is("true") || word.is("false") else { return nil }
                if label == RivetWord.isDebug.rawValue { launch.isDebug = word.is("true") }
            default:
                return nil
            }
        }
        return hasArguments ? launch : nil
    }

    /// `launch: context` naming `let context = LaunchContext(…)` written with literals: declared before the
    /// use in the same body (or both at file scope), as a statement of its own, where nothing else there declares
    /// the name, and with no `#if` clause or `case` label of a `switch` that could put the two apart.
    func writtenLaunch(constant use: Word) -> WrittenLaunch? {
        let scope = use.scope
        var declaration: VariableDeclaration?
        for variable in syntax.declarations(of: use, in: scope) {
            guard variable.name.precedes(use) else { break }
            guard declaration == nil, variable.isConstant, variable.isStatement else { return nil }
            declaration = variable
        }
        guard let declaration, let value = declaration.initialValue else { return nil }
        let depth = use.block?.compilationDepth ?? 0
        guard declaration.keyword.compilationDepth == depth, use.compilationDepth == depth,
            !syntax.hasCaseLabel(in: scope, between: declaration.keyword.anchor, and: use.anchor)
        else { return nil }
        if let type = declaration.typeText, type != RivetWord.launchContext.rawValue,
            type != "\(RivetWord.rivet.rawValue).\(RivetWord.launchContext.rawValue)"
        {
            return nil
        }
        return writtenLaunch(value)
    }

    /// `LaunchContext` or `Rivet.LaunchContext`.
    private static func isLaunchContext(_ path: [Word]) -> Bool {
        path.count == 1 ? path[0].is(.launchContext) : path.count == 2 && path[0].is(.rivet) && path[1].is(.launchContext)
    }
}
