/// What this process was launched as: its arguments and environment, and what they say (a test, a
/// preview, a debug build, a simulator).
///
/// A factory is built in a launch context, and ``Assembly/when(_:)`` applies an assembly only where a
/// ``LaunchCondition`` holds in it: one call picks the app's assemblies for tests, previews, debug builds
/// or a launch argument, in place of hand-written `#if` and environment checks.
///
/// ```swift
/// let factory = Factory(
///     launch: .current,
///     AppAssembly(),
///     MockNetworkAssembly().when(.argument("-mock-network")),
///     PreviewAssembly().when(.preview)
/// )
/// ```
///
/// ``current`` is the process's; a test builds one from explicit arguments and environment, which is how
/// every condition is tested on any platform.
public struct LaunchContext: Sendable {
    /// The command-line arguments, the program's path first (as `CommandLine.arguments` has them).
    public var arguments: [String]
    /// The environment variables, by name.
    public var environment: [String: String]
    /// Whether this is a debug build. ``current`` says what Rivet was compiled with (`#if DEBUG`): the
    /// app's own configuration when Rivet is built from source with the app, as a package dependency is.
    public var isDebug: Bool
    /// Whether the process runs in a simulator. ``current`` says so when built for one
    /// (`targetEnvironment(simulator)`) or when `SIMULATOR_UDID` is set.
    public var isSimulator: Bool

    /// A launch context made of explicit parts: what a test passes to see a factory built as a launch
    /// with these arguments and this environment would build it.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, the program's path first if you want it there.
    ///   - environment: The environment variables, by name.
    ///   - isDebug: Whether the context is a debug build.
    ///   - isSimulator: Whether the context runs in a simulator.
    public init(arguments: [String], environment: [String: String] = [:], isDebug: Bool = false, isSimulator: Bool = false) {
        self.arguments = arguments
        self.environment = environment
        self.isDebug = isDebug
        self.isSimulator = isSimulator
    }

    /// This process's launch context: `CommandLine.arguments` and the process environment, read once,
    /// the first time it is asked for (what the process was launched with, not later `setenv` calls).
    public static var current: LaunchContext { _processLaunchContext }

    /// Whether the process runs tests, under XCTest or Swift Testing: one of `XCTestConfigurationFilePath`,
    /// `XCTestBundlePath` or `XCTestSessionIdentifier` is set (Xcode), an argument ends in `.xctest` (what
    /// `swift test` runs, on Linux as on macOS), or the program is `xctest` or `swiftpm-testing-helper`.
    /// Checking `XCTestConfigurationFilePath` alone misses `swift test`.
    public var isTest: Bool {
        let testEnvironment = ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
        if testEnvironment.contains(where: { environment[$0] != nil }) { return true }
        if arguments.contains(where: { $0.hasSuffix(".xctest") }) { return true }
        guard let program = arguments.first?.split(separator: "/").last else { return false }
        return program == "xctest" || program == "swiftpm-testing-helper"
    }

    /// Whether the process renders Xcode previews (`XCODE_RUNNING_FOR_PREVIEWS` is `1`). A preview runs
    /// the app's entry point too: see Documentation/LaunchAndPreviews.md for how a preview gets its own root.
    public var isPreview: Bool {
        environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
    }

    /// Whether `argument` is one of the arguments, exactly as written (`-mock-network`).
    ///
    /// - Parameter argument: The argument to look for.
    /// - Returns: `true` if the process was launched with it.
    public func hasArgument(_ argument: String) -> Bool {
        arguments.contains(argument)
    }
}

extension Factory {
    /// Builds a root factory in `launch`: the assemblies made conditional with ``Assembly/when(_:)`` apply
    /// only where their condition holds in it. One call picks the app's assemblies by context:
    ///
    /// ```swift
    /// let factory = Factory(
    ///     launch: .current,
    ///     AppAssembly(),
    ///     MockNetworkAssembly().when(.argument("-mock-network")),
    ///     PreviewAssembly().when(.preview)
    /// )
    /// ```
    ///
    /// The flows begun from the factory and its `reset()` apply their assemblies in the same context.
    /// A test passes an explicit context (`LaunchContext(arguments: ["app", "-mock-network"])`) to see what
    /// a launch with it builds.
    ///
    /// - Parameters:
    ///   - launch: The launch context: ``LaunchContext/current``, or one a test or a tool makes.
    ///   - assemblies: The app's assemblies, in order; a later one overrides an earlier one.
    public convenience init(launch: LaunchContext, _ assemblies: any Assembly...) {
        self.init(parent: nil, assemblies: .list(assemblies), launch: launch)
    }
}

extension Registry {
    /// The launch context of the factory being assembled: ``LaunchContext/current``, or the one given to
    /// ``Factory/init(launch:_:)``. A flow's and a `reset()`'s are those of the root they belong to, so an
    /// assembly that reads it makes the same choice each time it is applied.
    ///
    /// ```swift
    /// func assemble(into registry: inout Registry) {
    ///     if registry.launch.hasArgument("-offline") { registry.register(APIClientKey.self) { _ in OfflineClient() } }
    /// }
    /// ```
    public var launch: LaunchContext { _launch }
}
