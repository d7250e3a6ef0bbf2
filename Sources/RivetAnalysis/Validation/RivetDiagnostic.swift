
/// What the analysis reports: one case per rule, whose `description` is the message, starting with
/// `Rivet:`, naming the offender, showing the chain and saying how to fix it.
///
/// A mistake that the runtime would also stop on is worded by the runtime: its message is the
/// `RivetError` description for the same keys, so that the build error and the crash it prevents read
/// alike and cannot drift apart (`MessageCatalogueTests` holds them together).
package indirect enum RivetDiagnostic: Hashable, Sendable, CustomStringConvertible {
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
    /// A singleton reaches a key that only flows register `.flow`: in the root factory, where singletons
    /// are built, the key's own `make` builds it as a transient.
    case flowOnlyKey(singleton: String, key: String, flowAssembly: String, chain: [String])
    /// An async component is read synchronously where nothing has built it yet: from a root factory before
    /// any warm-up, or from another async make that does not await it. `chain` ends with it.
    case asyncNotReady(key: String, chain: [String])
    /// An `AsyncInjectionKey` registered with plain `register`, or resolved where no assembly of the factory
    /// registers it with `registerAsync`: nothing can build it. `chain` ends with it.
    case asyncNotRegistered(key: String, chain: [String])
    /// Two contributions to a `DictionaryKey` use the same literal entry key in one factory, or in a flow
    /// and its parents. `entry` is written as the runtime writes it (`"console"`), `first` and `second` name
    /// where each is made as the runtime does: `AppAssembly (App/Sinks.swift:12)`.
    case duplicateContribution(collection: String, entry: String, first: String, second: String)
    /// An `onCreate` or `decorate` hook for a key that the assemblies of the factory or flow adding it
    /// (`scope`, named as the runtime names scopes) do not register: building that scope stops the program.
    case hookWithoutRegistration(key: String, scope: String)
    /// A type that is both a `ParameterizedKey` and a key resolved without an argument, registered with an
    /// argument, or resolved with one where it is registered without.
    case keyKindMismatch(key: String)
    /// An `@Injected` or `@LazyInjected` property of an `@Observable` class, not `@ObservationIgnored`: the
    /// macro's synthesized storage `_property` collides with the property wrapper's, so the class does not
    /// compile. `attribute` is the wrapper as written (`@Injected(\.usersRepository)`).
    case injectedInObservable(property: String, type: String, attribute: String)
    /// A file declares a protocol under one of Rivet's names, which may hide Rivet's: the file is not checked.
    case rivetNameDeclared(name: String)
    /// Code the analysis cannot follow, and what it therefore did not check.
    case unchecked(construct: String, consequence: String)
    /// Resolution sites of a file the analysis could not attribute to a factory or flow: how many, the first
    /// as written (`coordinator.factory[SessionKey.self]`) and what stopped it. One per file, on the first.
    case unattributed(count: Int, first: String, construct: String)
    /// A problem found only in some arms of the branches the registrations are in, which `condition` names.
    case conditional(RivetDiagnostic, condition: String)
    /// A read that fails whenever it runs, written where it may not run (`place`: inside an `if`, a closure,
    /// after an early exit): a warning, since the program may never take that path.
    case mayRun(RivetDiagnostic, place: String)
    /// A mistake in a registration (a captive singleton) that no resolution in the factory reaches, though others
    /// do elsewhere, every resolution site of the program being followed: a warning, since it may never be built.
    case unreached(RivetDiagnostic)

    /// Whether the build should fail.
    package var severity: Severity {
        switch self {
        case .duplicateRegistration, .rivetNameDeclared, .flowOnlyKey, .mayRun, .unreached: .warning
        case .unchecked, .unattributed: .note
        case .conditional(let diagnostic, _): diagnostic.severity
        default: .error
        }
    }

    /// The rule's name, as `// rivet: ignore <rule>` on the line (or the line above) silences it.
    package var rule: String {
        switch self {
        case .dependencyCycle: "dependency-cycle"
        case .captiveDependency: "captive-dependency"
        case .flowNotRunning: "flow-not-running"
        case .missingRegistration: "missing-registration"
        case .duplicateRegistration: "duplicate-registration"
        case .flowOnlyKey: "flow-only-key"
        case .asyncNotReady: "async-not-ready"
        case .asyncNotRegistered: "async-not-registered"
        case .duplicateContribution: "duplicate-contribution"
        case .hookWithoutRegistration: "hook-without-registration"
        case .keyKindMismatch: "key-kind-mismatch"
        case .injectedInObservable: "injected-in-observable"
        case .rivetNameDeclared: "rivet-name"
        case .unchecked: "unchecked"
        case .unattributed: "unattributed"
        case .conditional(let diagnostic, _), .mayRun(let diagnostic, _), .unreached(let diagnostic): diagnostic.rule
        }
    }

    /// The message, as SwiftPM and Xcode show it after `error:` or `warning:`.
    package var description: String {
        switch self {
        case .dependencyCycle(let chain):
            RivetError.dependencyCycle(chain: chain).description
        case .captiveDependency(let singleton, let flowScoped, let chain):
            RivetError.captiveDependency(singleton: singleton, flowScoped: flowScoped, chain: chain).description
        case .flowNotRunning(let key, let chain, _):
            RivetError.flowNotRunning(key: key, chain: chain).description
        case .missingRegistration(let key, let searched, let chain):
            RivetError.missingRegistration(key: key, searched: searched, chain: chain).description
        case .asyncNotReady(let key, let chain):
            RivetError.asyncComponentNotReady(key: key, chain: chain).description
        case .asyncNotRegistered(let key, let chain):
            RivetError.asyncComponentNotRegistered(key: key, chain: chain).description
        case .duplicateContribution(let collection, let entry, let first, let second):
            RivetError.duplicateContribution(collection: collection, entry: entry, first: first, second: second).description
        case .hookWithoutRegistration(let key, let scope):
            RivetError.hookWithoutRegistration(key: key, scope: scope).description
        case .keyKindMismatch(let key):
            RivetError.keyKindMismatch(key: key).description
        case .duplicateRegistration(let key, let assembly, let firstLine):
            "Rivet: `\(key)` is registered twice in `\(assembly)` (first on line \(firstLine)); "
                + "the later registration replaces the earlier one: remove one of them."
        case .flowOnlyKey(let singleton, let key, let flowAssembly, let chain):
            "Rivet: singleton `\(singleton)` gets `\(key)` from its own make, as a new transient (\(RivetError.arrow(chain))), "
                + "not a flow's: only the flow assembly `\(flowAssembly)` registers \(key), and singletons are built in the "
                + "root factory; register \(key) .flow in the root's assemblies to make this an error, or resolve it inside "
                + "the flow (// rivet: ignore flow-only-key keeps it as it is)."
        case .injectedInObservable(let property, let type, let attribute):
            "Rivet: `\(attribute) var \(property)` in the @Observable class `\(type)` is not @ObservationIgnored, so the "
                + "macro synthesizes a storage `_\(property)` that collides with the property wrapper's own `_\(property)`; "
                + "Swift reports it as `invalid redeclaration of synthesized property '_\(property)'`: mark it "
                + "`@ObservationIgnored \(attribute) var \(property)` (a resolved dependency needs no observation)."
        case .rivetNameDeclared(let name):
            "Rivet: this declares a protocol `\(name)`, which may hide Rivet's, so nothing in this file was checked "
                + "(and keys that nothing registers were not reported); rename the protocol to have it checked."
        case .unchecked(let construct, let consequence):
            "Rivet: cannot follow \(construct), so \(consequence) (// rivet: ignore unchecked silences this)."
        case .unattributed(let count, let first, let construct) where count == 1:
            "Rivet: cannot attribute `\(first)` to a factory or flow (\(construct)), so what it resolves was not checked "
                + "(rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this)."
        case .unattributed(let count, let first, let construct):
            "Rivet: cannot attribute \(count) resolution sites of this file to a factory or flow, so what they resolve was "
                + "not checked; the first, `\(first)`: \(construct) (rivet check --unattributed lists each; "
                + "// rivet: ignore unattributed on a site's line silences it)."
        case .conditional(let diagnostic, let condition):
            "\(diagnostic) This happens only when \(condition)."
        case .mayRun(let diagnostic, let place):
            "\(diagnostic) The read is \(place), which may not run; when it runs, it stops the program "
                + "(// rivet: ignore \(diagnostic.rule) keeps it)."
        case .unreached(let diagnostic):
            "\(diagnostic) It is resolved only from factories where this does not hold; the first resolution here stops the program "
                + "(// rivet: ignore \(diagnostic.rule) keeps it)."
        }
    }

    /// How serious a diagnostic is.
    package enum Severity: String, Sendable {
        /// A mistake that fails at run time: the build fails.
        case error
        /// Likely a slip, or a value that is not what the code means: the build goes on.
        case warning
        /// Code the analysis could not follow, with what it did not check.
        case note
    }
}
