import Rivet
import RivetTestSupport
import Testing

/// A key per type argument, for the test that needs many keys.
struct NamedKey<Tag>: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "live \(Tag.self)" }
}

@Suite struct OverrideTests {
    @Test func override_replacesTheLiveValue_inTheFactoryAndItsFlows() async throws {
        let factory = Factory(AppAssembly())
        let flow = factory.beginFlow()
        factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
        #expect(try await factory.usersRepository.users() == [User(name: "mock")])
        #expect(try await flow.usersRepository.users() == [User(name: "mock")])
    }

    @Test func overrideOfASingleton_staysASingleton_builtFromTheOverride() {
        let factory = Factory(AppAssembly())
        let live = factory.logger
        let replacement = RecordingLogger()
        factory.override(LoggerKey.self) { _ in replacement }
        #expect(factory.logger === replacement)
        #expect(factory.logger !== live)
        factory.override(ThingKey.self) { _ in Thing() }
        #expect(factory.thing !== factory.thing, "an unregistered key's override is transient")
    }

    /// An override of a key the assembly registers re-routes that key alone (Internals.md, M13): every path that finds
    /// it must reach the override (a ready singleton's in-line read, a registered transient, a parameterized key, a flow
    /// begun before), while the keys not overridden keep the values built before; and so after an override of a key no
    /// assembly registers, which makes the factory's own table complete.
    @Test func overrideOfRegisteredKeys_replacesThemOnEveryPath_andKeepsTheOthersValues() {
        let factory = Factory(TestAssembly { registry in
            registry.register(LoggerKey.self, .singleton)
            registry.register(APIClientKey.self, .singleton) { values in HTTPClient(log: values.logger) }
            registry.register(ThingKey.self) { _ in Thing("registered") }
            registry.register(ItemKey.self, .singleton)
        })
        let flow = factory.beginFlow()
        let logger = factory.logger, client = factory.apiClient, item = factory[ItemKey.self, 1]
        #expect(factory.thing.label == "registered")
        let replacement = RecordingLogger()
        factory.override(LoggerKey.self) { _ in replacement }
        factory.override(ThingKey.self) { _ in Thing("mock") }
        factory.override(ItemKey.self) { _, id in Thing("mock \(id)") }
        #expect(factory.logger === replacement, "a ready singleton is no longer read in line")
        #expect(flow.logger === replacement, "a flow begun before the override")
        #expect(factory.thing.label == "mock" && flow.thing.label == "mock")
        #expect(factory[ItemKey.self, 1] !== item && factory[ItemKey.self, 1].label == "mock 1")
        #expect(factory.apiClient === client, "a singleton not overridden keeps its value")
        // A key no assembly registers: every key is read from the factory's own table, the overrides so far kept.
        factory.override(OtherThingKey.self) { _ in Thing("other mock") }
        #expect(factory[OtherThingKey.self].label == "other mock" && flow[OtherThingKey.self].label == "other mock")
        #expect(factory.logger === replacement && factory.thing.label == "mock" && factory[ItemKey.self, 2].label == "mock 2")
        #expect(factory.apiClient === client)
        factory.reset()
        #expect(factory.logger !== logger && factory.logger !== replacement)
        #expect(factory.thing.label == "registered")
    }

    @Test func overrideWithALifecycle_usesThatLifecycle() {
        let factory = Factory()
        factory.override(ThingKey.self, .singleton) { _ in Thing("mock") }
        #expect(factory.thing === factory.thing)
        #expect(factory.thing.label == "mock")
    }

    @Test func overrideInAFlow_isInvisibleToTheRootAndOtherFlows() {
        let factory = Factory()
        let login = factory.beginFlow()
        let checkout = factory.beginFlow()
        login.override(ThingKey.self) { _ in Thing("login") }
        #expect(login.thing.label == "login")
        #expect(checkout.thing.label == "live")
        #expect(factory.thing.label == "live")
    }

    @Test func overrideOfAFlowComponent_inAFlowThatBuiltIt_replacesOnlyThatValue() {
        let flow = Factory(AppAssembly()).beginFlow(TestAssembly { $0.register(ThingKey.self, .flow) })
        let thing = flow.thing
        let live = flow.session
        let replacement = Session()
        flow.override(SessionKey.self) { _ in replacement }
        #expect(flow.session === replacement)
        #expect(flow.session !== live)
        #expect(flow.thing === thing, "the flow's other components are kept")
    }

    @Test func manyOverrides_areAllInForce_andResetDropsThem() {
        let factory = Factory(AppAssembly())
        func override<T>(_: T.Type) { factory.override(NamedKey<T>.self) { _ in "mock \(T.self)" } }
        func value<T>(_: T.Type) -> String { factory[NamedKey<T>.self] }
        // Twelve keys: more than the table has free slots, so some are published in place and some by a copy.
        override(Int.self); override(Int8.self); override(Int16.self); override(Int32.self)
        override(Int64.self); override(UInt.self); override(UInt8.self); override(UInt16.self)
        override(UInt32.self); override(UInt64.self); override(Double.self); override(Float.self)
        override(Int.self)
        let values = [
            value(Int.self), value(Int8.self), value(Int16.self), value(Int32.self), value(Int64.self), value(UInt.self),
            value(UInt8.self), value(UInt16.self), value(UInt32.self), value(UInt64.self), value(Double.self), value(Float.self),
        ]
        #expect(values == [
            "mock Int", "mock Int8", "mock Int16", "mock Int32", "mock Int64", "mock UInt",
            "mock UInt8", "mock UInt16", "mock UInt32", "mock UInt64", "mock Double", "mock Float",
        ])
        #expect(factory.logger === factory.logger, "the assembly's registrations are kept")
        factory.reset()
        #expect(value(Int.self) == "live Int")
        #expect(value(Float.self) == "live Float")
    }

    @Test func reset_dropsOverridesAndSingletons() {
        let factory = Factory(AppAssembly())
        let logger = factory.logger
        factory.override(ThingKey.self) { _ in Thing("mock") }
        factory.reset()
        #expect(factory.thing.label == "live")
        #expect(factory.logger !== logger)
        #expect(factory.logger === factory.logger)
    }

    @Test func reset_ofAFlow_releasesItsFlowComponents() {
        let flow = Factory(AppAssembly()).beginFlow()
        let session = flow.session
        flow.reset()
        #expect(flow.session !== session)
    }
}
