
/// A launch context written in the code with literals (`Factory(launch: LaunchContext(arguments: ["App",
/// "-mock"]), …)`): the conditions of the factory's assemblies that it settles are not branches there.
struct WrittenLaunch {
    var arguments: [String]
    var environment: [String: String] = [:]
    var isDebug = false
}

/// A launch condition the analysis can read, without its `.not`s: one of `LaunchCondition`'s cases.
enum LaunchConditionForm {
    case test, preview, debug, simulator
    case argument(String)
    case environment(String, equals: String?)

    /// The runtime's condition of this form.
    var condition: LaunchCondition {
        switch self {
        case .test: .test
        case .preview: .preview
        case .debug: .debug
        case .simulator: .simulator
        case .argument(let argument): .argument(argument)
        case .environment(let name, let value): .environment(name, equals: value)
        }
    }

    /// As the runtime's `LaunchCondition` describes itself: `test`, `argument -x`, `environment STAGING=1`.
    var description: String { condition.description }

    /// Whether it holds in `launch`; nil where the answer depends on rules the analysis does not repeat
    /// (what counts as a test run or a simulator, an argument only in the program's own place).
    func holds(in launch: WrittenLaunch) -> Bool? {
        switch self {
        case .test, .simulator:
            return nil
        case .preview:
            return launch.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
        case .debug:
            return launch.isDebug
        case .argument(let argument):
            if launch.arguments.dropFirst().contains(argument) { return true }
            return launch.arguments.first == argument ? nil : false
        case .environment(let name, let value?):
            return launch.environment[name] == value
        case .environment(let name, nil):
            return launch.environment[name] != nil
        }
    }
}
