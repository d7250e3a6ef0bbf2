// Compiled into the build-time analysis too (Sources/RivetAnalysis/Shared), so that its messages are the runtime's:
// it uses the standard library only.

/// Everything that can go wrong while resolving: one typed error whose message starts with `Rivet:`,
/// names the keys, shows the chain of resolutions that led there and says how to fix it.
///
/// A failed resolution stops the program with the message: it is a programming error, like an index out
/// of range, found inside `make`s that cannot be unwound. One case does not stop it:
/// ``rootAlreadyInstalled`` is written to standard error and the first root is kept. Tests assert the
/// others with an exit test (RivetTesting's `ExitTest.Result.rivetMessage`); the build plugin reports
/// most of them before the app runs, with these same messages: the analysis renders its findings through
/// `description` so that the two cannot drift (Documentation/CompileTimeChecks.md, "Runtime errors and
/// their build-time checks").
public enum RivetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A key's construction needs the key itself: `chain` starts and ends with it.
    case dependencyCycle(chain: [String])
    /// A flow-scoped key was resolved where no flow is running.
    case flowNotRunning(key: String, chain: [String])
    /// A singleton's construction reached a flow-scoped key, which would outlive its flow inside it.
    case captiveDependency(singleton: String, flowScoped: String, chain: [String])
    /// A key with no live default (an ``InterfaceKey``) for which no assembly in the `searched` scopes
    /// registers a make. The scopes are named as ``Factory/description`` names them: at run time the one
    /// resolving and its parents, innermost first; from the build plugin, those that may run the resolution.
    case missingRegistration(key: String, searched: [String], chain: [String])
    /// Resolutions nested deeper than `limit` on one thread.
    case resolutionTooDeep(limit: Int, chain: [String])
    /// `@Injected` or ``Factory/current`` was used with no factory bound and no root installed.
    case noCurrentFactory(for: String)
    /// ``Factory/installRoot(_:)`` was called again with another factory. Not fatal: the root installed
    /// first is kept, the call returns `false`, and this message is written to standard error.
    case rootAlreadyInstalled
    /// A `.weakSingleton` registration built a value that is not a class instance, which nothing can hold weakly.
    case notAnObject(key: String)
    /// A component registered with ``Registry/registerOnMainActor(_:_:make:)`` was resolved off the main thread.
    case mainActorRequired(key: String, chain: [String])
    /// An async component (``Registry/registerAsync(_:_:make:)``) was resolved synchronously before a
    /// warm-up or an `await` built it.
    case asyncComponentNotReady(key: String, chain: [String])
    /// An ``AsyncInjectionKey`` was resolved where no assembly registers it with
    /// ``Registry/registerAsync(_:_:)``: nothing can build it, as its `make` is async.
    case asyncComponentNotRegistered(key: String, chain: [String])
    /// ``Registry/onCreate(_:perform:)-(_,(InjectedValues,K.Value)->Void)`` or
    /// ``Registry/decorate(_:with:)-(_,(InjectedValues,K.Value)->K.Value)`` was used for a key that the same
    /// factory or flow (`scope`) does not register, so the hook would never run.
    case hookWithoutRegistration(key: String, scope: String)
    /// Two contributions to a ``DictionaryKey`` collection use the same entry key; `first` and `second` name
    /// where each was contributed.
    case duplicateContribution(collection: String, entry: String, first: String, second: String)
    /// A type that is both an ``InjectionKey`` and a ``ParameterizedKey`` was registered as one and resolved
    /// as the other.
    case keyKindMismatch(key: String)

    /// The message: `Rivet:`, what went wrong with the keys named, the chain, and how to fix it.
    public var description: String {
        switch self {
        case .dependencyCycle(let chain):
            "Rivet: dependency cycle: `\(chain.first ?? "?")` needs itself (\(Self.arrow(chain))); "
                + "break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own."
        case .flowNotRunning(let key, let chain):
            "Rivet: flow-scoped `\(key)` resolved with no flow running (\(Self.arrow(chain))); "
                + "resolve it from a flow: let flow = factory.beginFlow(...); flow[\(key).self]."
        case .captiveDependency(let singleton, let flowScoped, let chain):
            "Rivet: singleton `\(singleton)` depends on flow-scoped `\(flowScoped)` (\(Self.arrow(chain))); "
                + "make \(singleton) flow-scoped or resolve \(flowScoped) lazily inside the flow."
        case .missingRegistration(let key, let searched, let chain):
            "Rivet: no live value for `\(key)`: it has no make of its own and no assembly registers one "
                + "(searched \(searched.joined(separator: " and ")); chain \(Self.arrow(chain))); "
                + "register it in the assembly of the module that implements it: registry.register(\(key).self) { values in ... }."
        case .resolutionTooDeep(let limit, let chain):
            "Rivet: resolution nested deeper than \(limit) components (\(Self.arrow(Self.abridged(chain)))); "
                + "a chain this long is almost always a cycle through keys that differ by generic argument: break it, "
                + "or resolve part of the graph lazily."
        case .noCurrentFactory(let use):
            "Rivet: no factory is current for \(use); install the app's factory once at launch "
                + "(Factory.installRoot(factory)) or bind one around the code (factory.withCurrent { ... })."
        case .rootAlreadyInstalled:
            "Rivet: a root factory is already installed, so Factory.installRoot kept it and ignored the new one; "
                + "install the root once at launch, and run code that needs a root of its own (a preview, a tool, a test) "
                + "inside Factory.withScopedRoot(...) { factory in ... }."
        case .notAnObject(let key):
            "Rivet: weak singleton `\(key)` built a value that is not a class instance, which cannot be held weakly; "
                + "register it as .singleton or .transient, or make its value a class."
        case .mainActorRequired(let key, let chain):
            "Rivet: `\(key)` is built on the main actor but was resolved off the main thread (\(Self.arrow(chain))); "
                + "resolve it from main-actor code."
        case .asyncComponentNotReady(let key, let chain):
            "Rivet: async `\(key)` resolved before it was built (\(Self.arrow(chain))); build it first: "
                + "try await factory.warmUp() at launch or when the flow begins, or await it: try await values.resolve(\(key).self)."
        case .asyncComponentNotRegistered(let key, let chain):
            "Rivet: async `\(key)` is resolved but not registered (\(Self.arrow(chain))); its make is async, so a warm-up "
                + "or an await must build it: register it with registry.registerAsync(\(key).self, .singleton) or .flow."
        case .hookWithoutRegistration(let key, let scope):
            "Rivet: `\(key)` has a hook (onCreate or decorate) in \(scope), which does not register it, so the hook "
                + "would never run; register it in the same assemblies: registry.register(\(key).self, ...)."
        case .duplicateContribution(let collection, let entry, let first, let second):
            "Rivet: `\(collection)` has two contributions for the entry \(entry) (\(first) and \(second)); "
                + "contribute each entry once: to replace one, override the key it is contributed with."
        case .keyKindMismatch(let key):
            "Rivet: `\(key)` is both an InjectionKey and a ParameterizedKey, registered as one and resolved as the other; "
                + "make the type conform to one of them."
        }
    }

    /// A chain of keys as every message writes it, the runtime's and the build-time analysis': `A -> B -> C`.
    package static func arrow(_ chain: [String]) -> String {
        chain.joined(separator: " -> ")
    }

    /// A scope's name from its kind and its assemblies' type names: the one format for the scopes a
    /// ``missingRegistration(key:searched:chain:)`` lists, whether the runtime or the build-time
    /// analysis (which knows a factory only by the assemblies it is built from) reports it.
    package static func scopeName(isFlow: Bool, assemblies: [String]) -> String {
        "\(isFlow ? "flow" : "Factory")(\(assemblies.joined(separator: ", ")))"
    }

    /// The first and last few keys of a long chain.
    static func abridged(_ chain: [String]) -> [String] {
        chain.count <= 12 ? chain : Array(chain.prefix(5)) + ["..."] + Array(chain.suffix(6))
    }
}
