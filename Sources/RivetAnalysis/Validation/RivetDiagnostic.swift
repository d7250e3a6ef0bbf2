/// What the analysis reports: one case per rule, whose `description` is the message, starting with
/// `Rivet:`, naming the offender, showing the chain and saying how to fix it.
public enum RivetDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// A key's construction needs the key itself: `chain` starts and ends with it.
    case dependencyCycle(chain: [String])
    /// A singleton reaches a flow-scoped key, directly or through transients, in a root factory.
    case captiveDependency(singleton: String, flowScoped: String, chain: [String])
    /// A flow-scoped key is resolved from a root factory, where no flow runs.
    case flowNotRunning(key: String, chain: [String], factory: String)
    /// A key with no live default that nothing registers is resolved.
    case missingRegistration(key: String, chain: [String])
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
            "Rivet: dependency cycle: `\(chain.first ?? "?")` needs itself (\(Self.arrow(chain))); "
                + "break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own."
        case .captiveDependency(let singleton, let flowScoped, let chain):
            "Rivet: singleton `\(singleton)` depends on flow-scoped `\(flowScoped)` (\(Self.arrow(chain))); "
                + "make \(singleton) flow-scoped or resolve \(flowScoped) lazily inside the flow."
        case .flowNotRunning(let key, let chain, let factory):
            "Rivet: flow-scoped `\(key)` resolved with no flow running (\(Self.arrow(chain))); "
                + "resolve it from a flow: let flow = \(factory).beginFlow(...); flow[\(key).self]."
        case .missingRegistration(let key, let chain):
            "Rivet: no live value for `\(key)`: it has no make of its own and no assembly registers it "
                + "(\(Self.arrow(chain))); register it in the assembly of the module that implements it: "
                + "registry.register(\(key).self) { values in ... }."
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
