/// How an explanation words the parts of the model: resolutions as they are written, builds and
/// lifecycles as messages name them.
extension KeyExplanation {
    /// A resolution as code writes it: `values[SessionKey.self]`, `values.session`, `Presenter(…)`,
    /// `await values.resolve(DatabaseKey.self)`; `receiver` replaces `values` (a factory constant's name).
    func written(_ resolution: Resolution, receiver: String = "values") -> String {
        switch resolution.target {
        case .key(let name) where resolution.isAwaited: "await \(receiver).resolve(\(name).self)"
        case .key(let name) where resolution.hasArgument: "\(receiver)[\(name).self, …]"
        case .key(let name): "\(receiver)[\(name).self]"
        case .asyncAccessor(let name) where program.isAwaited(resolution): "await \(receiver).\(name)"
        case .accessor(let name), .asyncAccessor(let name): "\(receiver).\(name)"
        case .construction(let type): "\(type)(…), whose @Injected properties resolve it"
        case .implicitConstruction: "\(program.constructedType(resolution) ?? "")(…), whose @Injected properties resolve it"
        }
    }

    /// `its make`, `its registration in AppAssembly`, `its override`, `its contribution in AppAssembly`,
    /// `its onCreate in AppAssembly`.
    func label(_ build: Build) -> String {
        switch build.source {
        case .make: "its make"
        case .registration(let registration): "its registration" + (registration.assembly.map { " in \($0)" } ?? "")
        case .override: "its override"
        case .contribution(let contribution): "its contribution" + (contribution.assembly.map { " in \($0)" } ?? "")
        case .hook(let hook): "its \(hook.hook?.rawValue ?? "hook")" + (hook.assembly.map { " in \($0)" } ?? "")
        }
    }

    /// A registration's lifecycle as messages name it (`async singleton` for `registerAsync`'s); an override
    /// without one keeps the key's (an async one's is a singleton unless that is flow-scoped).
    func lifecycle(_ registration: Registration) -> String {
        if registration.isOverride && !registration.isLifecycleWritten {
            return registration.isAsync ? "async, keeps the lifecycle in force if flow-scoped, else singleton" : "keeps the lifecycle in force"
        }
        return program.lifecycleDescription(of: registration) ?? "lifecycle not a literal case"
    }

    /// What building the key with no registration does: its own `make`, as a transient, or nothing.
    var unregisteredOutcome: String {
        if entry.declaration.isAsync { return "nothing can build it (an async key: only registerAsync builds it)" }
        if entry.kind.isCollection { return "built by its protocol's make: no elements" }
        if entry.kind == .parameterized { return "transient, built by its own make from the argument" }
        return entry.hasDefault ? "transient, built by its own make" : "nothing can build it (an interface key with no make)"
    }

    /// How a chain's start reads: `factory.checkout (main.swift:7)`, `@Injected(\.cart) in Coordinator
    /// (Coordinator.swift:3)`, or nothing for a chain that starts at a key.
    func start(of chain: Chain, places: Places) -> String? {
        switch chain.start {
        case .constant(let construction, let resolution):
            "\(written(resolution, receiver: construction.variable ?? "factory")) (\(places.name(resolution.location)))"
        case .injection(let injection):
            "\(injection.label)\(injection.host.map { " in \($0)" } ?? "") (\(places.name(injection.location)))"
        case .key:
            nil
        }
    }
}
