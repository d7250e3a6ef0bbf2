/// What the analysis reports: one case per rule, whose `description` is the message, starting with
/// `Rivet:`, naming the offender, showing the chain and saying how to fix it.
public indirect enum RivetDiagnostic: Hashable, Sendable, CustomStringConvertible {
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
    /// A singleton reaches a key that only flows register `.flow`: in the root factory, where singletons
    /// are built, the key's own `make` builds it as a transient.
    case flowOnlyKey(singleton: String, key: String, flowAssembly: String, chain: [String])
    /// A file declares a protocol under one of Rivet's names, which may hide Rivet's: the file is not checked.
    case rivetNameDeclared(name: String)
    /// Code the analysis cannot follow, and what it therefore did not check.
    case unchecked(construct: String, consequence: String)
    /// A problem found only in some arms of the branches the registrations are in, which `condition` names.
    case conditional(RivetDiagnostic, condition: String)

    /// Whether the build should fail.
    public var severity: Severity {
        switch self {
        case .duplicateRegistration, .rivetNameDeclared, .flowOnlyKey: .warning
        case .unchecked: .note
        case .conditional(let diagnostic, _): diagnostic.severity
        default: .error
        }
    }

    /// The rule's name, as `// rivet: ignore <rule>` on the line (or the line above) silences it.
    public var rule: String {
        switch self {
        case .dependencyCycle: "dependency-cycle"
        case .captiveDependency: "captive-dependency"
        case .flowNotRunning: "flow-not-running"
        case .missingRegistration: "missing-registration"
        case .duplicateRegistration: "duplicate-registration"
        case .flowOnlyKey: "flow-only-key"
        case .rivetNameDeclared: "rivet-name"
        case .unchecked: "unchecked"
        case .conditional(let diagnostic, _): diagnostic.rule
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
        case .flowOnlyKey(let singleton, let key, let flowAssembly, let chain):
            "Rivet: singleton `\(singleton)` gets `\(key)` from its own make, as a new transient (\(Self.arrow(chain))), "
                + "not a flow's: only the flow assembly `\(flowAssembly)` registers \(key), and singletons are built in the "
                + "root factory; register \(key) .flow in the root's assemblies to make this an error, or resolve it inside "
                + "the flow (// rivet: ignore flow-only-key keeps it as it is)."
        case .rivetNameDeclared(let name):
            "Rivet: this declares a protocol `\(name)`, which may hide Rivet's, so nothing in this file was checked "
                + "(and keys that nothing registers were not reported); rename the protocol to have it checked."
        case .unchecked(let construct, let consequence):
            "Rivet: cannot follow \(construct), so \(consequence) (// rivet: ignore unchecked silences this)."
        case .conditional(let diagnostic, let condition):
            "\(diagnostic) This happens only when \(condition)."
        }
    }

    static func arrow(_ chain: [String]) -> String {
        chain.joined(separator: " -> ")
    }

    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        /// A mistake that fails at run time: the build fails.
        case error
        /// Likely a slip, or a value that is not what the code means: the build goes on.
        case warning
        /// Code the analysis could not follow, with what it did not check.
        case note
    }
}
