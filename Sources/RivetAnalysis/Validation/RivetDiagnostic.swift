import Rivet

/// What the analysis reports: one case per rule, whose `description` is the message, starting with
/// `Rivet:`, naming the offender, showing the chain and saying how to fix it.
///
/// A mistake that the runtime would also stop on is worded by the runtime: its message is the
/// `RivetError` description for the same keys, so that the build error and the crash it prevents read
/// alike and cannot drift apart (`MessageCatalogueTests` holds them together).
public enum RivetDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// A key's construction needs the key itself: `chain` starts and ends with it.
    case dependencyCycle(chain: [String])
    /// A singleton reaches a flow-scoped key, directly or through transients, in a root factory.
    case captiveDependency(singleton: String, flowScoped: String, chain: [String])
    /// A flow-scoped key is resolved from a root factory, where no flow runs. `factory` is the constant it
    /// is resolved through; the message is the runtime's, which writes `factory` for it (it cannot know
    /// the name) and is shown on the line that uses the constant.
    case flowNotRunning(key: String, chain: [String], factory: String)
    /// A key with no live default that nothing registers is resolved. `searched` names the scopes whose
    /// assemblies were searched as the runtime names them (`Factory(AppAssembly)`, `flow(LoginAssembly)`).
    case missingRegistration(key: String, searched: [String], chain: [String])
    /// An assembly registers a key twice; the first line is the earlier registration's.
    case duplicateRegistration(key: String, assembly: String, firstLine: Int)
    /// The sources declare a protocol under one of Rivet's names, which may hide Rivet's: nothing is checked.
    case rivetNameDeclared(name: String)

    /// Whether the build should fail.
    public var severity: Severity {
        switch self {
        case .duplicateRegistration, .rivetNameDeclared: .warning
        default: .error
        }
    }

    /// The message, as SwiftPM and Xcode show it after `error:` or `warning:`.
    public var description: String {
        switch self {
        case .dependencyCycle(let chain):
            RivetError.dependencyCycle(chain: chain).description
        case .captiveDependency(let singleton, let flowScoped, let chain):
            RivetError.captiveDependency(singleton: singleton, flowScoped: flowScoped, chain: chain).description
        case .flowNotRunning(let key, let chain, _):
            RivetError.flowNotRunning(key: key, chain: chain).description
        case .missingRegistration(let key, let searched, let chain):
            RivetError.missingRegistration(key: key, searched: searched, chain: chain).description
        case .duplicateRegistration(let key, let assembly, let firstLine):
            "Rivet: `\(key)` is registered twice in `\(assembly)` (first on line \(firstLine)); "
                + "the later registration replaces the earlier one: remove one of them."
        case .rivetNameDeclared(let name):
            "Rivet: this declares a protocol `\(name)`, which may hide Rivet's, so the compile-time checks are off "
                + "for these sources and nothing in them was checked; rename the protocol to have them checked."
        }
    }

    static func arrow(_ chain: [String]) -> String {
        chain.joined(separator: " -> ")
    }

    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        /// A mistake that fails at run time: the build fails.
        case error
        /// Likely a slip, harmless at run time: the build goes on.
        case warning
    }
}
