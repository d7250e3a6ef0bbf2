
/// A `register(K.self, lifecycle) { … }` or `override(K.self, lifecycle) { … }` call, or their async
/// forms `registerAsync` and `overrideAsync`; or, in an assembly, a `contribute(…)` to a collection key or
/// an `onCreate` / `decorate` hook (``role``), which take their place among the registrations in order.
struct Registration {
    /// The key's type name, last component.
    var keyName: String
    /// The key's type name as written (`Login.TokenKey`).
    var writtenName: String
    /// The key it names, as ``KeyNames`` finds it: set once the program's keys are known.
    var key: Int?
    var location: SourceLocation
    /// The lifecycle; nil when it is not a literal case. An override without one keeps the key's.
    var lifecycle: Lifecycle?
    /// Whether the call names its lifecycle (a registration without one is transient, an async one a singleton).
    var isLifecycleWritten: Bool
    var builder: Builder
    /// The byte range of the closure that builds the value, braces included, when it is a closure literal:
    /// code that runs only when this registration builds (``UnreachedCode``).
    var closure: Range<Int32>?
    /// The name of the assembly or registering function whose body makes it; nil elsewhere (a test).
    var assembly: String?
    /// That body: its index in the file's `assemblies`.
    var container: Int?
    /// The branch arms it is in, outermost first: it runs only when each is taken.
    var conditions: [BranchArm]
    /// Whether it runs on paths the analysis cannot name: inside a loop, a closure or another block.
    var isConditional: Bool
    /// Whether it is an `override` on a factory rather than a registration.
    var isOverride: Bool
    /// Whether it is `registerAsync` or `overrideAsync`: the value is built by an async make (its closure,
    /// or the key's own) in a warm-up or an await, and only read by a sync resolution. Its lifecycle is an
    /// `AsyncLifecycle`'s: `.singleton` (`registerAsync`'s default) or `.flow`.
    var isAsync = false
    /// The assembly a factory or flow is built from whose `assemble(into:)` runs it (this one's own, or one
    /// that composes it): what the runtime names a contribution's source by. Set when assemblies are laid out.
    var assembledBy: String?
    /// A registration, a contribution or a hook.
    var role: RegistrationRole = .registration
    /// `.singleton(keepingAtMost: 8)`: the bound as written (`8`), for a parameterized key's cache.
    var argumentLimit: String?
    /// Whether the call can only be a parameterized key's (`keepingAtMost:`, `ArgumentLifecycle`, a closure
    /// of two parameters), only a key's resolved without an argument (a closure of one, `Lifecycle`,
    /// `.weakSingleton`, `.graph`, an async or main-actor form), or either (nil).
    var takesArgument: Bool?
    /// In a registering function generic over its key (`func single<K: InjectionKey>(_ key: K.Type, into
    /// registry: inout Registry)`): the parameter that holds the key, and the one that holds the lifecycle when
    /// that is not written as a case. Each call of the function registers what it is given (``HelperRegistrations``).
    var keyParameter: Int?
    var lifecycleParameter: Int?
    /// For one in a registering function, the function's parameter its `make:` closure is (`make: make`): each call
    /// registers with the closure it passes there.
    var makeParameter: Int?

    /// Whether it registers the key itself (not a contribution or a hook).
    var isRegistration: Bool {
        if case .registration = role { return true }
        return false
    }

    /// The contribution it makes, if it is one.
    var contribution: Contribution? {
        if case .contribution(let contribution) = role { return contribution }
        return nil
    }

    /// The hook it adds, if it is one.
    var hook: Hook? {
        if case .hook(let hook) = role { return hook }
        return nil
    }
}
