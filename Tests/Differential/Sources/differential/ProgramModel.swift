/// What a generated program is made of, before it is written as Swift: keys, their registrations and
/// dependency edges, the assemblies, and the steps of the launch code with the place each one holds its
/// factory. `Generator` builds it from a seed; `SwiftEmitter` writes it.
struct ProgramModel {
    enum Kind: String, CaseIterable { case plain, interface, async, parameterized, list, dictionary }
    enum Life: String { case transient, singleton, weakSingleton, graph, flow }

    /// How a make (or a contribution, or a hook) reads a dependency.
    enum Via: String { case subscript_, accessor, injectedHelper, lazyHelper, awaitResolve }

    /// Which assembly registers a key.
    enum Home: String {
        case app          // AppAssembly
        case module       // NetworkModule, composed into AppAssembly by `NetworkModule().assemble(into:)`
        case feature      // FeatureAssembly, passed to every beginFlow
        case unregistered // nothing: a plain key resolves through its make as a transient
    }

    struct Edge { var to: Int; var via: Via }

    struct Key {
        var name: String
        var kind: Kind
        var life: Life
        var edges: [Edge] = []
        var home: Home = .app
        /// Registered with a closure rather than through the key's own make.
        var closure = false
        /// An `onCreate` hook reading this key (index of the key read).
        var hook: Edge?
        /// The hook is a `decorate` (which returns the value) rather than an `onCreate`.
        var decorates = false

        var typeName: String { name + "Key" }
        var valueName: String { name }
        var accessor: String { name.prefix(1).lowercased() + name.dropFirst() }
        /// Read through a key path (`@Injected`, accessors): every kind but parameterized keys.
        var hasAccessor: Bool { kind != .parameterized }
    }

    /// Where a step's factory comes from and how the launch code reaches it.
    enum Holder: String, CaseIterable {
        case local                  // `let factory = ...` / `let flow = factory.beginFlow(...)`, read in place
        case coordinator            // a coordinator's `let factory`/`let flow` property, read in a method
        case optionalCoordinator    // a flow begun in `start()` into `var flow: Factory?`, read in `show()`
        case parameter              // passed to a function
        case initParameter          // passed to a screen's initializer, which resolves in it
        case withCurrentHost        // an `@Injected` host built inside `withCurrent { }`
        case coordinatorWithCurrent // a coordinator begins a flow in one method, builds a host in its withCurrent in another
        case installedRootHost      // an `@Injected` host built with only the installed root current
        case installedRootInMethod  // the same, built inside a coordinator's method
        case currentFactory         // `Factory.current` with the installed root
        case makeHost               // an `@Injected` host built by a key's make (a key of its own wraps it)
        case scopedRoot             // `Factory.withScopedRoot(AppAssembly()) { root in ... }` in a function
        case sharedContainer        // `Services.shared.factory`, set at launch, read in a method of the container
        case builder                // a struct given the factory through its memberwise initializer
        case propertyHost           // an `@Injected` host built in a screen's stored property's initial value
    }

    /// One read of the launch code.
    struct Step {
        var key: Int
        var inFlow: Bool
        var holder: Holder
        /// A flow begun without the feature assembly (a mistake when the key needs it).
        var plainFlow = false
    }

    enum Mistake: String, CaseIterable {
        case none, cycle, captive, flowNotRunning, missing, asyncBeforeWarmUp, conditionalCaptive, flowAssemblyMissing
    }

    var seed: UInt64
    var keys: [Key] = []
    var steps: [Step] = []
    var mistake: Mistake = .none
    var composedModule = false
    var featureAssembly = false
    /// A conditional `DebugAssembly().when(.argument("-debug"))` re-registering `key` with `life` (nil:
    /// the key's own), applied when `on` (the launch context has `-debug`).
    var conditional: (key: Int, life: Life?, on: Bool)?
    var installRoot = false
    /// `factory.override(key)` at launch.
    var override: Int?
    var warmUpAfterSteps = false

    var isAsync: Bool { keys.contains { $0.kind == .async } }

    /// Tags for the breakdown: the mistake, then each feature the program uses.
    var shape: [String] {
        var tags = ["mistake=\(mistake.rawValue)"]
        for holder in Set(steps.map { ($0.inFlow ? "flow:" : "root:") + $0.holder.rawValue }).sorted() { tags.append(holder) }
        for kind in Set(keys.map(\.kind.rawValue)).sorted() { tags.append("kind:" + kind) }
        if composedModule { tags.append("composed") }
        if featureAssembly { tags.append("feature-assembly") }
        if let conditional { tags.append(conditional.on ? "conditional-on" : "conditional-off") }
        if installRoot { tags.append("installRoot") }
        if override != nil { tags.append("override") }
        if keys.contains(where: { $0.hook != nil }) { tags.append("hook") }
        if keys.contains(where: { $0.edges.contains { $0.via == .injectedHelper } }) { tags.append("injected-in-make") }
        if keys.contains(where: { $0.edges.contains { $0.via == .lazyHelper } }) { tags.append("lazy-injected-in-make") }
        if keys.contains(where: \.decorates) { tags.append("decorator") }
        return tags
    }

    /// One line: the mistake and the places the launch code reads from.
    var summary: String {
        let holders = steps.map { ($0.inFlow ? ($0.plainFlow ? "plainflow." : "flow.") : "root.") + $0.holder.rawValue + "(" + keys[$0.key].name + ")" }
        var extras: [String] = []
        if let conditional { extras.append("debug[\(keys[conditional.key].name) .\((conditional.life ?? keys[conditional.key].life).rawValue)]" + (conditional.on ? " on" : " off")) }
        if let override { extras.append("override \(keys[override].name)") }
        return "\(mistake.rawValue): \(keys.count) keys, " + holders.joined(separator: " ") + (extras.isEmpty ? "" : "; " + extras.joined(separator: ", "))
    }
}
