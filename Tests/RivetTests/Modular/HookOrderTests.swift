import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Which hooks run, and in what order: decorations first, in the order the assemblies added them, then the
// onCreate actions in order, on the final value. Hooks belong to the factory or flow whose assemblies add them
// and attach to the registration in force there; an override replaces the registration with its hooks and
// reset() brings them back. An async component's hooks run after its async make, before it is published.

/// Hooks that record, in order, what they saw.
final class HookLog: Sendable {
    private let entries = Locked<[String]>([])
    var all: [String] { entries.withLock { $0 } }
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
}

extension Registry {
    /// Adds a decoration that appends `name` to the label, and an action that logs the label it sees.
    mutating func addHooks(_ name: String, on key: ThingKey.Type, logging log: HookLog) {
        decorate(key) { _, thing in Thing(thing.label + "+" + name) }
        onCreate(key) { _, thing in log.append("\(name) saw \(thing.label)") }
    }
}

@Suite struct HookOrderTests {
    @Test func decorationsRunBeforeActions_eachInTheOrderAdded_acrossAssemblies() {
        let log = HookLog()
        let factory = Factory(
            TestAssembly { registry in
                registry.onCreate(ThingKey.self) { _, thing in log.append("action 1 saw \(thing.label)") }
                registry.register(ThingKey.self) { _ in Thing("core") }
                registry.decorate(ThingKey.self) { _, thing in Thing(thing.label + "+d1") }
            },
            TestAssembly { registry in
                registry.onCreate(ThingKey.self) { _, thing in log.append("action 2 saw \(thing.label)") }
                registry.decorate(ThingKey.self) { _, thing in Thing(thing.label + "+d2") }
            }
        )
        #expect(factory.thing.label == "core+d1+d2")
        #expect(log.all == ["action 1 saw core+d1+d2", "action 2 saw core+d1+d2"])
    }

    @Test func laterAssemblyReRegisteringTheKey_keepsTheEarlierAssemblysHooks() {
        let log = HookLog()
        let factory = Factory(
            TestAssembly { registry in
                registry.register(ThingKey.self) { _ in Thing("first") }
                registry.addHooks("h", on: ThingKey.self, logging: log)
            },
            TestAssembly { $0.register(ThingKey.self, .singleton) { _ in Thing("second") } }
        )
        #expect(factory.thing.label == "second+h")
        #expect(factory.thing === factory.thing)
        #expect(log.all == ["h saw second+h"])
    }

    @Test func override_replacesTheRegistrationWithItsHooks_andResetBringsThemBack() {
        let log = HookLog()
        let factory = Factory(TestAssembly { registry in
            registry.register(ThingKey.self) { _ in Thing("core") }
            registry.addHooks("h", on: ThingKey.self, logging: log)
        })
        factory.override(ThingKey.self) { _ in Thing("mock") }
        #expect(factory.thing.label == "mock")
        factory.reset()
        #expect(factory.thing.label == "core+h")
        #expect(log.all == ["h saw core+h"])
    }

    @Test func parameterizedOverride_dropsTheHooksToo() {
        let log = HookLog()
        let factory = Factory(TestAssembly { registry in
            registry.register(ItemKey.self, .singleton)
            registry.onCreate(ItemKey.self) { _, id, _ in log.append("created \(id)") }
        })
        factory.override(ItemKey.self) { _, id in Thing("mock \(id)") }
        #expect(factory[ItemKey.self, 1].label == "mock 1")
        #expect(log.all.isEmpty)
    }

    @Test func rootsHooks_runInAFlowThatUsesTheRootsRegistration_notOnTheFlowsOwn() {
        let log = HookLog()
        let factory = Factory(TestAssembly { registry in
            registry.register(ThingKey.self) { _ in Thing("root's") }
            registry.addHooks("root", on: ThingKey.self, logging: log)
        })
        let plain = factory.beginFlow()
        let registering = factory.beginFlow(TestAssembly { registry in
            registry.register(ThingKey.self) { _ in Thing("flow's") }
            registry.addHooks("flow", on: ThingKey.self, logging: log)
        })
        #expect(plain.thing.label == "root's+root")
        #expect(registering.thing.label == "flow's+flow")
        #expect(log.all == ["root saw root's+root", "flow saw flow's+flow"])
    }

    @Test func flowReset_bringsBackTheFlowsHooks() {
        let log = HookLog()
        let flow = Factory().beginFlow(TestAssembly { registry in
            registry.register(ThingKey.self, .flow) { _ in Thing("flow's") }
            registry.addHooks("flow", on: ThingKey.self, logging: log)
        })
        flow.override(ThingKey.self) { _ in Thing("mock") }
        #expect(flow.thing.label == "mock")
        flow.reset()
        #expect(flow.thing.label == "flow's+flow")
    }

    @Test func asyncComponent_hooksRunInOrder_onTheValueTheAsyncMakeBuilt() async throws {
        let log = HookLog()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(ThingKey.self) { _ in
                await Task.yield()
                return Thing("async")
            }
            registry.addHooks("h1", on: ThingKey.self, logging: log)
            registry.addHooks("h2", on: ThingKey.self, logging: log)
        })
        try await factory.warmUp()
        #expect(factory.thing.label == "async+h1+h2")
        #expect(try await factory.resolve(ThingKey.self) === factory.thing)
        #expect(log.all == ["h1 saw async+h1+h2", "h2 saw async+h1+h2"])
    }

    @Test func asyncFlowComponent_hooksRunOncePerFlow() async throws {
        let log = HookLog()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(ThingKey.self, .flow) { _ in Thing("async") }
            registry.addHooks("h", on: ThingKey.self, logging: log)
        })
        let login = factory.beginFlow()
        let checkout = factory.beginFlow()
        _ = try await login.resolve(ThingKey.self)
        _ = try await login.resolve(ThingKey.self)
        _ = try await checkout.resolve(ThingKey.self)
        #expect(log.all == ["h saw async+h", "h saw async+h"])
    }

    @Test func hookResolvingItsOwnKey_isADependencyCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(TestAssembly { registry in
                registry.register(ThingKey.self, .singleton)
                registry.onCreate(ThingKey.self) { values, _ in _ = values.thing }
            })
            _ = factory.thing
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["ThingKey", "ThingKey"]).description)
    }
}
