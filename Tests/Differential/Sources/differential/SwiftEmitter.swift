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
        if target.kind == .parameterized { return "values[\(target.typeName).self, \(argument)]" }
        switch edge.via {
        case .accessor: return "values.\(target.accessor)"
        case .injectedHelper: return "\(helperName(from, edge.to))()"
        case .lazyHelper: return "\(helperName(from, edge.to))().value"
        default: return "values[\(target.typeName).self]"
        }
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

    func assembliesFile() -> String {
        var out = "import Rivet\n"
        var app = p.composedModule ? ["NetworkModule().assemble(into: &registry)"] : []
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

    func flowExpression(_ step: Model.Step, from f: String) -> String {
        p.featureAssembly && !step.plainFlow ? "\(f).beginFlow(FeatureAssembly())" : "\(f).beginFlow()"
    }

    func hostClass(_ name: String, _ k: Int, sendable: Bool = false) -> String {
        "final class \(name)\(sendable ? ": @unchecked Sendable" : "") {\n    @Injected(\\.\(p.keys[k].accessor)) var value\n    init() {}\n}\n"
    }

    func screensFile() -> String {
        var out = "import Rivet\n"
        for (s, step) in p.steps.enumerated() {
            let k = step.key
            let f = step.inFlow ? "flow" : "factory"
            out += "\n"
            switch step.holder {
            case .local, .currentFactory:
                break
            case .scopedRoot:
                let from = step.inFlow ? flowExpression(step, from: "root") : "root"
                out += "func scoped\(s)() {\n    Factory.withScopedRoot(AppAssembly()) { root in\n        _ = \(read(k, from: from, step: s))\n    }\n}\n"
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
            out += "let factory = Factory(AppAssembly())\n"
        }
        if let k = p.override {
            let key = p.keys[k]
            out += "factory.override(\(key.typeName).self) { _ in \(key.valueName)(\"override\") }\n"
        }
        if p.installRoot { out += "Factory.installRoot(factory)\n" }
        if p.isAsync && !p.warmUpAfterSteps { out += "try await factory.warmUp()\n" }
        for (s, step) in p.steps.enumerated() {
            let k = step.key
            let flow = flowExpression(step, from: "factory")
            switch step.holder {
            case .local:
                if step.inFlow {
                    out += "let flow\(s) = \(flow)\n_ = \(read(k, from: "flow\(s)", step: s))\n"
                } else {
                    out += "_ = \(read(k, from: "factory", step: s))\n"
                }
            case .currentFactory:
                if step.inFlow {
                    out += "let flow\(s) = \(flow)\nflow\(s).withCurrent { _ = \(read(k, from: "Factory.current", step: s)) }\n"
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
