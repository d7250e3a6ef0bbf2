/// A `register(K.self, lifecycle) { … }` or `override(K.self, lifecycle) { … }` call, or their async
/// forms `registerAsync` and `overrideAsync`.
struct Registration {
    /// The key's type name, last component.
    var keyName: String
    /// The key's type name as written (`Login.TokenKey`).
    var writtenName: String
    var location: SourceLocation
    /// The lifecycle; nil when it is not a literal case. An override without one keeps the key's.
    var lifecycle: Lifecycle?
    /// Whether the call names its lifecycle (a registration without one is transient, an async one a singleton).
    var isLifecycleWritten: Bool
    var builder: Builder
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
}
