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

    struct Edge {
        var to: Int
        var via: Via
        /// Read inside a closure called where it is written (`{ values[K.self] }()`).
        var inClosure = false
    }

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
        /// Registered through a Koin-style generic helper (`single(K.self, into: &registry)`).
        var viaHelper = false

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
        case serviceLocator         // `Locator.factory`, a namespace's static stored property assigned at launch, read by a view model
        case router                 // a router's screen builder, a closure stored in `[Route: (Factory) -> Any]` (or a property), called later
        case childCoordinator       // handed by a parent coordinator's method to a child coordinator's initializer
        case closureParameter       // handed to a closure's parameter (`runner.run { flow in ... }`)
        case task                   // read in a `Task { }` after the warm-up, its value awaited
        case systemBuilt            // an `@Injected` property of a type the sources never construct (built from its metatype)
        case nestedCoordinator      // a coordinator keeps an outer flow begun in `init` and begins the inner one in a method
    }

    /// One read of the launch code.
    struct Step {
        var key: Int
        var inFlow: Bool
        var holder: Holder
        /// A flow begun without the feature assembly (a mistake when the key needs it).
        var plainFlow = false
        /// Flows begun around the step's flow (`factory.beginFlow().beginFlow(FeatureAssembly())`): 0, 1 or 2.
        var nesting = 0
        /// The nested flows held in constants one by one (`let outer = ...; let flow = outer.beginFlow(...)`).
        var chained = false
        /// The feature assembly is passed to the outermost flow rather than the innermost.
        var featureOuter = false
        /// A per-holder choice of how to write it (0 or 1).
        var style = 0
    }

    /// An override made in app code under a condition: `if configuration.isDemoMode { factory.override(...) }`.
    struct DemoOverride {
        var key: Int
        /// The condition holds at run time.
        var on: Bool
        /// How the condition is written: 0 a configuration's property, 1 a constant, 2 a launch argument (false).
        var condition: Int
        /// A read the override's closure adds to the key's own (a captive when it reaches a flow).
        var extra: Edge?
    }

    /// How the root factory's assemblies are given.
    enum AssemblyList: String { case none, constant, function }

    enum Mistake: String, CaseIterable {
        case none, cycle, captive, flowNotRunning, missing, asyncBeforeWarmUp, conditionalCaptive, flowAssemblyMissing
        case demoCaptive // a conditional override (on) of a singleton whose closure reads a flow key
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
    var demoOverride: DemoOverride?
    var assemblyList: AssemblyList = .none
    /// The composed module is listed before the app's assembly instead of composed into it.
    var moduleInList = false
    /// The Koin-style helpers forward their lifecycle to `declare(_:_:into:)` (else each registers directly).
    var helpersThroughDeclare = false

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
        if keys.contains(where: \.viaHelper) { tags.append("registration-helper") }
        if keys.contains(where: { $0.edges.contains(where: \.inClosure) }) { tags.append("called-closure-in-make") }
        if let demoOverride { tags.append(demoOverride.on ? "demo-override-on" : "demo-override-off") }
        if assemblyList != .none { tags.append("assembly-list-" + assemblyList.rawValue) }
        if steps.contains(where: { $0.nesting > 0 }) { tags.append(steps.contains(where: \.chained) ? "nested-flow-chained" : "nested-flow") }
        return tags
    }

    /// One line: the mistake and the places the launch code reads from.
    var summary: String {
        let holders = steps.map {
            ($0.inFlow ? ($0.plainFlow ? "plainflow." : "flow.") : "root.") + ($0.nesting > 0 ? "nested\($0.nesting)." : "")
                + $0.holder.rawValue + "(" + keys[$0.key].name + ")"
        }
        var extras: [String] = []
        if let conditional { extras.append("debug[\(keys[conditional.key].name) .\((conditional.life ?? keys[conditional.key].life).rawValue)]" + (conditional.on ? " on" : " off")) }
        if let override { extras.append("override \(keys[override].name)") }
        if let demo = demoOverride {
            extras.append("demo override \(keys[demo.key].name)" + (demo.extra.map { " reading " + keys[$0.to].name } ?? "") + (demo.on ? " on" : " off"))
        }
        if assemblyList != .none { extras.append("assemblies \(assemblyList.rawValue)" + (moduleInList ? " with module" : "")) }
        return "\(mistake.rawValue): \(keys.count) keys, " + holders.joined(separator: " ") + (extras.isEmpty ? "" : "; " + extras.joined(separator: ", "))
    }
}
