// Compiled into the build-time analysis too (Sources/RivetAnalysis/Shared), so that its messages are the runtime's:
// it uses the standard library only.

/// A condition on the ``LaunchContext``: what ``Assembly/when(_:)`` applies an assembly under.
///
/// ```swift
/// Factory(
///     AppAssembly(),
///     StagingAssembly().when(.environment("STAGING", equals: "1")),
///     LiveAnalyticsAssembly().when(.not(.test))
/// )
/// ```
///
/// Its description is how messages and the build plugin name it: `test`, `argument -mock-network`,
/// `environment STAGING=1`, `not test`.
public struct LaunchCondition: Sendable, CustomStringConvertible {
    indirect enum _Kind: Sendable {
        case test, preview, debug, simulator
        case argument(String)
        case environment(name: String, value: String?)
        case not(_Kind)
    }

    let _kind: _Kind

    /// The process runs tests (``LaunchContext/isTest``): XCTest or Swift Testing, in Xcode or `swift test`.
    public static let test = LaunchCondition(_kind: .test)
    /// The process renders Xcode previews (``LaunchContext/isPreview``).
    public static let preview = LaunchCondition(_kind: .preview)
    /// A debug build (``LaunchContext/isDebug``).
    public static let debug = LaunchCondition(_kind: .debug)
    /// The process runs in a simulator (``LaunchContext/isSimulator``).
    public static let simulator = LaunchCondition(_kind: .simulator)

    /// The process was launched with `argument`, exactly as written: `.argument("-mock-network")`.
    ///
    /// - Parameter argument: The command-line argument (a scheme's "Arguments Passed On Launch").
    /// - Returns: The condition.
    public static func argument(_ argument: String) -> LaunchCondition {
        LaunchCondition(_kind: .argument(argument))
    }

    /// The environment variable `name` is set, to `value` if one is given.
    ///
    /// - Parameters:
    ///   - name: The variable's name.
    ///   - value: The value it must have; `nil` (the default) if being set at all is enough.
    /// - Returns: The condition.
    public static func environment(_ name: String, equals value: String? = nil) -> LaunchCondition {
        LaunchCondition(_kind: .environment(name: name, value: value))
    }

    /// Holds where `condition` does not: `.not(.test)` for what only a real launch should build.
    ///
    /// - Parameter condition: The condition to negate.
    /// - Returns: The condition.
    public static func not(_ condition: LaunchCondition) -> LaunchCondition {
        LaunchCondition(_kind: .not(condition._kind))
    }

    /// The condition as messages name it: `test`, `argument -mock-network`, `environment STAGING=1`,
    /// `not test`.
    public var description: String {
        Self.describe(_kind)
    }

    private static func describe(_ kind: _Kind) -> String {
        switch kind {
        case .test: "test"
        case .preview: "preview"
        case .debug: "debug"
        case .simulator: "simulator"
        case .argument(let argument): "argument \(argument)"
        case .environment(let name, nil): "environment \(name)"
        case .environment(let name, let value?): "environment \(name)=\(value)"
        case .not(let condition): "not \(describe(condition))"
        }
    }
}
