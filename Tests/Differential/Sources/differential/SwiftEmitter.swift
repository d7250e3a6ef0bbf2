/// Writes a `ProgramModel` as an app: `Keys.swift` (values, keys, accessors, the helpers makes build),
/// `Assemblies.swift`, `Screens.swift` (coordinators, screens, `@Injected` hosts) and `main.swift` (launch).
struct SwiftEmitter {
    typealias Model = ProgramModel
    let p: Model

    /// File name -> contents.
    static func files(_ model: Model) -> [(String, String)] {
        let emitter = SwiftEmitter(p: model)
        return [
            ("Keys.swift", emitter.keysFile()),
            ("Assemblies.swift", emitter.assembliesFile()),
            ("Screens.swift", emitter.screensFile()),
            ("main.swift", emitter.mainFile()),
        ]
    }

    // MARK: - Keys

    func keysFile() -> String {
        var out = "import Rivet\n"
        for (i, key) in p.keys.enumerated() {
            out += "\nfinal class \(key.valueName): @unchecked Sendable {\n    let parts: [Any]\n    init(_ parts: Any...) { self.parts = parts }\n}\n"
            switch key.kind {
            case .plain:
                out += "struct \(key.typeName): InjectionKey {\n    static func make(_ values: InjectedValues) -> \(key.valueName) {\n"
                out += "        \(key.closure ? "\(key.valueName)()" : construct(i))\n    }\n}\n"
            case .interface:
                out += "struct \(key.typeName): InterfaceKey { typealias Value = \(key.valueName) }\n"
            case .async:
                out += "struct \(key.typeName): AsyncInjectionKey {\n    static func make(_ values: AsyncInjectedValues) async throws -> \(key.valueName) {\n"
                var parts: [String] = []
                for (n, edge) in key.edges.enumerated() {
                    let target = p.keys[edge.to]
                    switch edge.via {
                    case .awaitResolve:
                        out += "        let part\(n) = try await values.resolve(\(target.typeName).self)\n"
                        parts.append("part\(n)")
                    case .accessor: parts.append("values.\(target.accessor)")
                    default: parts.append("values[\(target.typeName).self]")
                    }
                }
                out += "        return \(key.valueName)(\(parts.joined(separator: ", ")))\n    }\n}\n"
            case .parameterized:
                out += "struct \(key.typeName): ParameterizedKey {\n    static func make(_ values: InjectedValues, _ id: Int) -> \(key.valueName) {\n"
                out += "        \(key.closure ? "\(key.valueName)(id)" : construct(i, argument: "id"))\n    }\n}\n"
            case .list:
                out += "struct \(key.typeName): ListKey { typealias Element = \(key.valueName) }\n"
            case .dictionary:
                out += "struct \(key.typeName): DictionaryKey {\n    typealias EntryKey = String\n    typealias Element = \(key.valueName)\n}\n"
            }
            // The helpers whose @Injected properties a make reads (built inside the make).
            for edge in key.edges where edge.via == .injectedHelper || edge.via == .lazyHelper {
                let wrapper = edge.via == .lazyHelper ? "LazyInjected" : "Injected"
                out += "final class \(helperName(i, edge.to)) {\n    @\(wrapper)(\\.\(p.keys[edge.to].accessor)) var value\n    init() {}\n}\n"
            }
        }
        out += "\nextension InjectedValues {\n"
        for key in p.keys where key.hasAccessor {
            out += "    var \(key.accessor): \(valueType(key)) { self[\(key.typeName).self] }\n"
        }
        out += "}\n"
        return out
    }

    func valueType(_ key: Model.Key) -> String {
        switch key.kind {
        case .list: "[\(key.valueName)]"
        case .dictionary: "[String: \(key.valueName)]"
        default: key.valueName
        }
    }

    func helperName(_ from: Int, _ to: Int) -> String { p.keys[from].name + "Uses" + p.keys[to].name }

    /// How a make reads a dependency from `values`.
    func read(_ edge: Model.Edge, from: Int, argument: Int) -> String {
        let target = p.keys[edge.to]
        let text: String
        if target.kind == .parameterized {
            text = "values[\(target.typeName).self, \(argument)]"
        } else {
            switch edge.via {
            case .accessor: text = "values.\(target.accessor)"
            case .injectedHelper: text = "\(helperName(from, edge.to))()"
            case .lazyHelper: text = "\(helperName(from, edge.to))().value"
            default: text = "values[\(target.typeName).self]"
            }
        }
        guard edge.inClosure else { return text }
        // A closure called where it is written: a single expression, or a statement and a `return`.
        return (from + edge.to) % 2 == 0 ? "{ \(text) }()" : "{ () -> Any in\n            let part = \(text)\n            return part\n        }()"
    }

    /// The value built from all of key `i`'s edges (its make or its registration's closure).
    func construct(_ i: Int, argument: String? = nil, edges: [Model.Edge]? = nil) -> String {
        let key = p.keys[i]
        let parts = (argument.map { [$0] } ?? []) + (edges ?? key.edges).enumerated().map { n, edge in read(edge, from: i, argument: n + 1) }
        return "\(key.valueName)(\(parts.joined(separator: ", ")))"
    }

    // MARK: - Assemblies

    static func lifecycle(_ life: Model.Life) -> String { "." + life.rawValue }

    func registrations(_ home: Model.Home) -> [String] {
        var lines: [String] = []
        for (i, key) in p.keys.enumerated() where key.home == home {
            lines += registration(i, life: key.life)
        }
        return lines
    }

    func registration(_ i: Int, life: Model.Life) -> [String] {
        let key = p.keys[i]
        var lines: [String] = []
        let lifeText = life == .transient && i % 2 == 0 ? "" : ", " + Self.lifecycle(life)
        switch key.kind {
        case .plain where key.viaHelper, .interface where key.viaHelper:
            // Through a Koin-style helper: `declare` takes the lifecycle, the others have it in their name.
            let named = i % 2 == 0 && !key.closure ? Self.helperNames[life] : nil
            let call = named.map { "\($0)(\(key.typeName).self, into: &registry)" }
                ?? "declare(\(key.typeName).self, \(Self.lifecycle(life)), into: &registry)"
            lines.append(key.closure ? call + " { values in \(construct(i)) }" : call)
        case .plain, .interface:
            lines.append(key.closure
                ? "registry.register(\(key.typeName).self\(lifeText)) { values in \(construct(i)) }"
                : "registry.register(\(key.typeName).self\(lifeText))")
        case .async:
            lines.append("registry.registerAsync(\(key.typeName).self\(i % 2 == 0 ? "" : ", .singleton"))")
        case .parameterized:
            lines.append(key.closure
                ? "registry.register(\(key.typeName).self\(lifeText)) { values, id in \(construct(i, argument: "id")) }"
                : "registry.register(\(key.typeName).self\(lifeText))")
        case .list, .dictionary:
            let contributions = max(1, key.edges.count)
            for c in 0..<contributions {
                let edges = c < key.edges.count ? [key.edges[c]] : []
                let at = key.kind == .dictionary ? ", at: \"entry\(c)\"" : ""
                lines.append("registry.contribute(\(key.typeName).self\(at)) { values in \(construct(i, edges: edges)) }")
            }
        }
        if let hook = key.hook {
            let target = p.keys[hook.to]
            let readText = hook.via == .accessor ? "values.\(target.accessor)" : "values[\(target.typeName).self]"
            lines.append(key.decorates
                ? "registry.decorate(\(key.typeName).self) { values, value in _ = \(readText); return value }"
                : "registry.onCreate(\(key.typeName).self) { values, _ in _ = \(readText) }")
        }
        return lines
    }

    func assembly(_ name: String, _ lines: [String], comment: String) -> String {
        "\n/// \(comment)\nstruct \(name): Assembly {\n    func assemble(into registry: inout Registry) {\n"
            + lines.map { "        " + $0 + "\n" }.joined() + "    }\n}\n"
    }

    static let helperNames: [Model.Life: String] = [
        .singleton: "single", .flow: "scoped", .transient: "factoryOf", .weakSingleton: "weakSingle", .graph: "graphScoped",
    ]

    /// Koin-style generic helpers, each registering the key it is given with a lifecycle (its own, or the one
    /// passed to `declare`).
    func registrationHelpers() -> String {
        var out = "\n/// Koin-style registration helpers.\n"
        out += "func declare<K: InjectionKey>(_ key: K.Type, _ lifecycle: Lifecycle, into registry: inout Registry) {\n"
        out += "    registry.register(key, lifecycle)\n}\n"
        out += "func declare<K: InjectionKey>(\n    _ key: K.Type, _ lifecycle: Lifecycle, into registry: inout Registry,\n"
        out += "    make: @escaping @Sendable (InjectedValues) -> K.Value\n) {\n    registry.register(key, lifecycle, make: make)\n}\n"
        for (life, name) in Self.helperNames.sorted(by: { $0.value < $1.value }) {
            out += "func \(name)<K: InjectionKey>(_ key: K.Type, into registry: inout Registry) {\n"
            out += p.helpersThroughDeclare
                ? "    declare(key, \(Self.lifecycle(life)), into: &registry)\n}\n"
                : "    registry.register(key, \(Self.lifecycle(life)))\n}\n"
        }
        return out
    }

    /// The root factory's assemblies, as written in `Factory(...)` or in a list.
    var rootAssemblies: String { p.moduleInList ? "NetworkModule(), AppAssembly()" : "AppAssembly()" }

    func assembliesFile() -> String {
        var out = "import Rivet\n"
        if p.keys.contains(where: \.viaHelper) { out += registrationHelpers() }
        if p.assemblyList == .function {
            out += "\n/// The app's composition root.\nenum CompositionRoot {\n    static func appAssemblies() -> [any Assembly] {\n"
            out += "        [\(rootAssemblies)]\n    }\n}\n"
        }
        var app = p.composedModule && !p.moduleInList ? ["NetworkModule().assemble(into: &registry)"] : []
        app += registrations(.app)
        out += assembly("AppAssembly", app, comment: "The app's assembly.")
        if p.composedModule {
            out += assembly("NetworkModule", registrations(.module), comment: "A module's assembly, composed into the app's.")
        }
        if p.featureAssembly {
            out += assembly("FeatureAssembly", registrations(.feature), comment: "The feature flows' assembly.")
        }
        if let conditional = p.conditional {
            let key = p.keys[conditional.key]
            out += assembly("DebugAssembly", registration(conditional.key, life: conditional.life ?? key.life).filter { !$0.contains("onCreate") && !$0.contains("decorate(") },
                            comment: "Applied under the launch argument -debug.")
        }
        return out
    }

    // MARK: - Screens and launch code

    /// How launch code reads key `k` from factory expression `f` at step `s`.
    func read(_ k: Int, from f: String, step s: Int) -> String {
        let key = p.keys[k]
        if key.kind == .parameterized { return "\(f)[\(key.typeName).self, \(s + 1)]" }
        return s % 2 == 0 ? "\(f)[\(key.typeName).self]" : "\(f).\(key.accessor)"
    }

    /// The assembly each flow of a step is begun with, outermost first (one flow, or a flow begun in flows).
    func flowAssemblies(_ step: Model.Step) -> [String] {
        let feature = p.featureAssembly && !step.plainFlow
        let featureLevel = step.featureOuter ? 0 : step.nesting
        return (0...step.nesting).map { feature && $0 == featureLevel ? "FeatureAssembly()" : "" }
    }

    func flowExpression(_ step: Model.Step, from f: String) -> String {
        flowAssemblies(step).reduce(f) { "\($0).beginFlow(\($1))" }
    }

    /// `let flow<s> = ...` in launch code: in one expression, or with each outer flow in a constant of its own.
    func flowConstant(_ step: Model.Step, _ s: Int) -> String {
        let levels = flowAssemblies(step)
        guard step.chained && levels.count > 1 else { return "let flow\(s) = \(flowExpression(step, from: "factory"))\n" }
        var out = "", previous = "factory"
        for (n, assembly) in levels.dropLast().enumerated() {
            out += "let outer\(s)_\(n) = \(previous).beginFlow(\(assembly))\n"
            previous = "outer\(s)_\(n)"
        }
        return out + "let flow\(s) = \(previous).beginFlow(\(levels.last!))\n"
    }

    func hostClass(_ name: String, _ k: Int, sendable: Bool = false) -> String {
        "final class \(name)\(sendable ? ": @unchecked Sendable" : "") {\n    @Injected(\\.\(p.keys[k].accessor)) var value\n    init() {}\n}\n"
    }

    func screensFile() -> String {
        var out = "import Rivet\n"
        if p.steps.contains(where: { $0.holder == .systemBuilt }) {
            out += "\n/// Stands in for the system, which builds a delegate from its type and calls it through a protocol.\n"
            out += "protocol SystemBuilt: AnyObject {\n    init()\n    func appear()\n}\n"
            out += "enum SystemStandIn {\n    static func show(_ type: any SystemBuilt.Type) { type.init().appear() }\n}\n"
        }
        for (s, step) in p.steps.enumerated() {
            let k = step.key
            let f = step.inFlow ? "flow" : "factory"
            out += "\n"
            switch step.holder {
            case .local, .currentFactory:
                break
            case .scopedRoot:
                let from = step.inFlow ? flowExpression(step, from: "root") : "root"
                out += "func scoped\(s)() {\n    Factory.withScopedRoot(\(rootAssemblies)) { root in\n        _ = \(read(k, from: from, step: s))\n    }\n}\n"
            case .coordinator:
                if step.inFlow {
                    out += "final class Coordinator\(s) {\n    let flow: Factory\n    init(factory: Factory) { flow = \(flowExpression(step, from: "factory")) }\n"
                } else {
                    out += "final class Coordinator\(s) {\n    let factory: Factory\n    init(factory: Factory) { self.factory = factory }\n"
                }
                out += "    func show() { _ = \(read(k, from: f, step: s)) }\n}\n"
            case .optionalCoordinator:
                out += "final class Coordinator\(s) {\n    let factory: Factory\n    var flow: Factory?\n    init(factory: Factory) { self.factory = factory }\n"
                out += "    func start() { flow = \(step.inFlow ? flowExpression(step, from: "factory") : "factory") }\n"
                out += "    func show() {\n        guard let flow else { return }\n        _ = \(read(k, from: "flow", step: s))\n    }\n}\n"
            case .parameter:
                out += "func show\(s)(_ factory: Factory) {\n    _ = \(read(k, from: "factory", step: s))\n}\n"
            case .initParameter:
                out += "final class Screen\(s) {\n    let value: Any\n    init(factory: Factory) { value = \(read(k, from: "factory", step: s)) }\n}\n"
            case .withCurrentHost, .installedRootHost:
                out += hostClass("Host\(s)", k)
            case .coordinatorWithCurrent:
                out += hostClass("Host\(s)", k)
                out += "final class Coordinator\(s) {\n    let factory: Factory\n    var flow: Factory?\n    init(factory: Factory) { self.factory = factory }\n"
                out += "    func start() { flow = \(step.inFlow ? flowExpression(step, from: "factory") : "factory") }\n"
                out += "    func show() {\n        guard let flow else { return }\n        let host = flow.withCurrent { Host\(s)() }\n        _ = host.value\n    }\n}\n"
            case .installedRootInMethod:
                out += hostClass("Host\(s)", k)
                out += "final class Coordinator\(s) {\n    func show() {\n        let host = Host\(s)()\n        _ = host.value\n    }\n}\n"
            case .sharedContainer:
                out += "final class Services\(s): @unchecked Sendable {\n    static let shared = Services\(s)()\n    var factory: Factory?\n"
                out += "    func show() { _ = \(read(k, from: "factory!", step: s)) }\n}\n"
            case .builder:
                out += "struct Builder\(s) {\n    let factory: Factory\n    func build() { _ = \(read(k, from: "factory", step: s)) }\n}\n"
            case .propertyHost:
                out += hostClass("Host\(s)", k)
                out += "final class Screen\(s) {\n    let host = Host\(s)()\n}\n"
            case .serviceLocator:
                let value = step.inFlow ? flowExpression(step, from: "app") : "app"
                out += "enum Locator\(s) {\n    nonisolated(unsafe) static var factory: Factory!\n}\n"
                out += step.style == 0
                    ? "func launch\(s)(_ app: Factory) {\n    Locator\(s).factory = \(value)\n}\n"
                    : "final class AppDelegate\(s) {\n    func didFinishLaunching(_ app: Factory) {\n        Locator\(s).factory = \(value)\n    }\n}\n"
                out += "final class ViewModel\(s) {\n    let value: Any = \(read(k, from: "Locator\(s).factory", step: s))\n}\n"
            case .router:
                out += "enum Route\(s): Hashable { case home, screen }\n"
                out += "final class Router\(s) {\n    private let factory: Factory\n"
                if step.style == 0 {
                    out += "    private let builders: [Route\(s): (Factory) -> Any] = [\n        .home: { _ in 0 },\n"
                    out += "        .screen: { factory in \(read(k, from: "factory", step: s)) },\n    ]\n"
                    out += "    init(factory: Factory) { self.factory = factory }\n"
                    out += "    func push(_ route: Route\(s)) {\n        guard let build = builders[route] else { return }\n        _ = build(factory)\n    }\n}\n"
                } else {
                    out += "    private let build: (Factory) -> Any\n"
                    out += "    init(factory: Factory) {\n        self.factory = factory\n        build = { factory in \(read(k, from: "factory", step: s)) }\n    }\n"
                    out += "    func push(_ route: Route\(s)) {\n        if route == .screen { _ = build(factory) }\n    }\n}\n"
                }
            case .childCoordinator:
                out += "final class Child\(s) {\n    private let flow: Factory\n    init(flow: Factory) { self.flow = flow }\n"
                out += "    func start() { _ = \(read(k, from: "flow", step: s)) }\n}\n"
                out += "final class Parent\(s) {\n    private let factory: Factory\n    private var children: [Child\(s)] = []\n"
                out += "    init(factory: Factory) { self.factory = factory }\n"
                out += "    func showChild() {\n        let child = Child\(s)(flow: \(step.inFlow ? flowExpression(step, from: "factory") : "factory"))\n"
                out += "        children.append(child)\n        child.start()\n    }\n}\n"
            case .closureParameter:
                out += "final class Runner\(s) {\n    private let factory: Factory\n    init(factory: Factory) { self.factory = factory }\n"
                out += "    func run<Result>(_ story: (Factory) -> Result) -> Result {\n"
                out += "        story(\(step.inFlow ? flowExpression(step, from: "factory") : "factory"))\n    }\n}\n"
            case .task:
                break
            case .systemBuilt:
                out += "/// Built only by the system (`SystemStandIn.show`), from its type.\n"
                out += "final class Delegate\(s): SystemBuilt {\n    @Injected(\\.\(p.keys[k].accessor)) var value\n    init() {}\n"
                out += "    func appear() { _ = value }\n}\n"
            case .nestedCoordinator:
                let levels = flowAssemblies(step)
                out += "final class Coordinator\(s) {\n    let outer: Factory\n"
                out += "    init(factory: Factory) { outer = factory.beginFlow(\(levels[0])) }\n"
                out += "    func show() {\n        let flow = \(levels.dropFirst().reduce("outer") { "\($0).beginFlow(\($1))" })\n"
                out += "        _ = \(read(k, from: "flow", step: s))\n    }\n}\n"
            case .makeHost:
                out += hostClass("Page\(s)", k, sendable: true)
                out += "struct Page\(s)Key: InjectionKey {\n    static func make(_ values: InjectedValues) -> Page\(s) { Page\(s)() }\n}\n"
            }
        }
        return out
    }

    func mainFile() -> String {
        var out = "// Generated by Tests/Differential from seed \(p.seed); replay: bash Tests/Differential/run.sh --seed \(p.seed) --replay\n"
        out += "// " + p.summary + "\n"
        out += "import Rivet\n\n"
        if let conditional = p.conditional {
            let arguments = conditional.on ? "[\"App\", \"-debug\"]" : "[\"App\"]"
            out += "let launch = LaunchContext(arguments: \(arguments))\n"
            out += "let factory = Factory(launch: launch, AppAssembly(), DebugAssembly().when(.argument(\"-debug\")))\n"
        } else {
            switch p.assemblyList {
            case .none: out += "let factory = Factory(\(rootAssemblies))\n"
            case .constant: out += "let assemblies: [any Assembly] = [\(rootAssemblies)]\nlet factory = Factory(assemblies: assemblies)\n"
            case .function: out += "let factory = Factory(assemblies: CompositionRoot.appAssemblies())\n"
            }
        }
        if let k = p.override {
            let key = p.keys[k]
            out += "factory.override(\(key.typeName).self) { _ in \(key.valueName)(\"override\") }\n"
        }
        if let demo = p.demoOverride {
            let condition: String
            switch demo.condition {
            case 0:
                out += "struct AppConfiguration {\n    let isDemoMode: Bool\n}\n"
                out += "let configuration = AppConfiguration(isDemoMode: \(demo.on))\n"
                condition = "configuration.isDemoMode"
            case 1:
                out += "let demoMode = \(demo.on)\n"
                condition = "demoMode"
            default:
                out += "let demoMode = CommandLine.arguments.contains(\"-demo\")\n"
                condition = "demoMode"
            }
            let edges = p.keys[demo.key].edges + (demo.extra.map { [$0] } ?? [])
            out += "if \(condition) {\n    factory.override(\(p.keys[demo.key].typeName).self) { values in \(construct(demo.key, argument: "\"demo\"", edges: edges)) }\n}\n"
        }
        if p.installRoot { out += "Factory.installRoot(factory)\n" }
        if p.isAsync && !p.warmUpAfterSteps { out += "try await factory.warmUp()\n" }
        for (s, step) in p.steps.enumerated() {
            let k = step.key
            let flow = flowExpression(step, from: "factory")
            switch step.holder {
            case .local:
                if step.inFlow {
                    out += flowConstant(step, s) + "_ = \(read(k, from: "flow\(s)", step: s))\n"
                } else {
                    out += "_ = \(read(k, from: "factory", step: s))\n"
                }
            case .currentFactory:
                if step.inFlow {
                    out += flowConstant(step, s) + "flow\(s).withCurrent { _ = \(read(k, from: "Factory.current", step: s)) }\n"
                } else {
                    out += "_ = \(read(k, from: "Factory.current", step: s))\n"
                }
            case .coordinator:
                out += "Coordinator\(s)(factory: factory).show()\n"
            case .optionalCoordinator, .coordinatorWithCurrent:
                out += "let coordinator\(s) = Coordinator\(s)(factory: factory)\ncoordinator\(s).start()\ncoordinator\(s).show()\n"
            case .parameter:
                out += "show\(s)(\(step.inFlow ? flow : "factory"))\n"
            case .initParameter:
                out += "_ = Screen\(s)(factory: \(step.inFlow ? flow : "factory"))\n"
            case .withCurrentHost:
                out += "let host\(s) = \(step.inFlow ? flow : "factory").withCurrent { Host\(s)() }\n_ = host\(s).value\n"
            case .installedRootHost:
                out += "let host\(s) = Host\(s)()\n_ = host\(s).value\n"
            case .installedRootInMethod:
                out += "Coordinator\(s)().show()\n"
            case .scopedRoot:
                out += "scoped\(s)()\n"
            case .makeHost:
                out += "_ = \(step.inFlow ? flow : "factory")[Page\(s)Key.self]\n"
            case .sharedContainer:
                out += "Services\(s).shared.factory = \(step.inFlow ? flow : "factory")\nServices\(s).shared.show()\n"
            case .builder:
                out += "Builder\(s)(factory: \(step.inFlow ? flow : "factory")).build()\n"
            case .serviceLocator:
                out += step.style == 0 ? "launch\(s)(factory)\n" : "AppDelegate\(s)().didFinishLaunching(factory)\n"
                out += "_ = ViewModel\(s)().value\n"
            case .router:
                out += "let router\(s) = Router\(s)(factory: \(step.inFlow ? flow : "factory"))\nrouter\(s).push(.home)\nrouter\(s).push(.screen)\n"
            case .childCoordinator:
                out += "Parent\(s)(factory: factory).showChild()\n"
            case .closureParameter:
                out += "_ = Runner\(s)(factory: factory).run { flow in \(read(k, from: "flow", step: s)) }\n"
            case .task:
                if step.inFlow { out += flowConstant(step, s) }
                out += "let task\(s) = Task { _ = \(read(k, from: step.inFlow ? "flow\(s)" : "factory", step: s)) }\nawait task\(s).value\n"
            case .systemBuilt:
                out += "SystemStandIn.show(Delegate\(s).self)\n"
            case .nestedCoordinator:
                out += "Coordinator\(s)(factory: factory).show()\n"
            case .propertyHost:
                if step.inFlow {
                    out += "let screen\(s) = \(flow).withCurrent { Screen\(s)() }\n_ = screen\(s).host.value\n"
                } else {
                    out += "_ = Screen\(s)().host.value\n"
                }
            }
        }
        if p.isAsync && p.warmUpAfterSteps { out += "try await factory.warmUp()\n" }
        return out
    }
}
