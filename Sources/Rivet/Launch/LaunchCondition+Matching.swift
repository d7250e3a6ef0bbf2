// How a condition is tested at launch: apart from the declaration, which the build-time analysis compiles too
// (Sources/RivetAnalysis/Shared) and which so cannot name `LaunchContext`.

extension LaunchCondition {
    /// Whether this condition holds in `context`.
    ///
    /// - Parameter context: The launch context of the factory being built.
    /// - Returns: `true` if it holds.
    public func matches(_ context: LaunchContext) -> Bool {
        Self.matches(_kind, context)
    }

    fileprivate static func matches(_ kind: _Kind, _ context: LaunchContext) -> Bool {
        switch kind {
        case .test: context.isTest
        case .preview: context.isPreview
        case .debug: context.isDebug
        case .simulator: context.isSimulator
        case .argument(let argument): context.hasArgument(argument)
        case .environment(let name, nil): context.environment[name] != nil
        case .environment(let name, let value?): context.environment[name] == value
        case .not(let condition): !matches(condition, context)
        }
    }
}
