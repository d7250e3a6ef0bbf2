import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// 200 test cases run at the same time (Swift Testing runs a parameterized test's cases in parallel), each
// overriding the same singleton key with its own value and logging to the same singleton logger key.
// Each one sees only its own value and its own messages, before and after the others have overridden.

private let interleaving = Interleaving()

/// Registers ``ThingKey`` as a singleton.
struct SingletonThingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ThingKey.self, .singleton)
    }
}

/// Holds what `@Injected` resolved when it was initialised.
struct ThingHolder {
    @Injected(\.thing) var thing
}

@Suite struct ParallelIsolationTests {
    @Test(.isolatedFactory(AppAssembly(), SingletonThingAssembly()), arguments: 0..<200)
    func parallelTests_overridingTheSameKey_eachSeeOnlyTheirOwnValue(index: Int) async {
        let factory = Factory.current
        factory.override(ThingKey.self, with: Thing("case \(index)"))
        factory.logger.log("case \(index)")

        await interleaving.arriveAndWaitForAnother()   // meanwhile other cases override the same key

        #expect(Factory.current === factory)
        #expect(factory.thing.label == "case \(index)")
        #expect(ThingHolder().thing.label == "case \(index)")   // @Injected resolves from this test's factory
        let fromChildTask = await Task { ThingHolder().thing.label }.value
        #expect(fromChildTask == "case \(index)")
        #expect(factory.logger.messages == ["case \(index)"])   // a fresh singleton, this test's alone
    }
}
