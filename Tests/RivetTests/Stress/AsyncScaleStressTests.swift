#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Testing

// Async components at sizes an app does not reach, so that the ones it does are far from a limit: chains of a
// thousand async components each awaiting the next, awaited from one task or warmed up all at once; ten thousand
// async registrations in one factory warmed up at once; a 300-deep chain whose last make throws; and a flow
// holding two thousand async components released on a thread with a 512 KiB stack (a flow keeps its components
// in a list made for a handful: each look-up walks it, so thousands cost seconds, not a crash).

enum AsyncScale {
    /// A factory where key i awaits key i + 1, the last builds a leaf (or throws, with `failingLast`).
    static func chain(_ keys: [any TypeNumber.Type], counter: BuildCounter? = nil, failingLast: Bool = false) -> Factory {
        Factory(TestAssembly { registry in
            for (index, key) in keys.enumerated() {
                key.registerAsync(&registry) { values in
                    counter?.count("\(index)")
                    guard index + 1 < keys.count else {
                        if failingLast { throw OpenFailed(reason: "the last one") }
                        return Opened("\(index)")
                    }
                    return Opened("\(index)", [try await keys[index + 1].awaited(values)])
                }
            }
        })
    }

    /// Whether every key of a built chain is the dependency of the key before it, and built once.
    static func isLinked(_ keys: [any TypeNumber.Type], in factory: Factory, counter: BuildCounter) -> Bool {
        keys.indices.allSatisfy { index in
            counter["\(index)"] == 1 && (index == 0 || keys[index - 1].read(factory).dependencies[0] === keys[index].read(factory))
        }
    }

    /// The exit test's body: a flow whose own assembly registers `count` async flow components, warmed up, then
    /// released on a thread with a 512 KiB stack. Exits 0 once released.
    static func flowOfManyComponentsReleasedOnASmallStack(_ count: Int) async {
        let keys = NumberedKeys.first(count)
        let flow = Factory(TestAssembly { _ in }).beginFlow(TestAssembly { registry in
            for key in keys { key.registerAsync(&registry, .flow) { _ in Opened("flow's") } }
        })
        do {
            try await flow.warmUp()
        } catch {
            reportLine("warm-up failed: \(error)")
            exit(3)
        }
        guard keys.allSatisfy({ $0.read(flow).name == "flow's" }) else { exit(4) }
        let handoff = Handoff(flow)
        runOnThread(stackSize: smallThreadStack) { handoff.release() }
    }
}

@Suite struct AsyncScaleStressTests {
    @Test func aChainOfAThousandAsyncComponents_awaitedFromItsHead_buildsEachOnce() async throws {
        let keys = NumberedKeys.first(1_000)
        let counter = BuildCounter()
        let factory = AsyncScale.chain(keys, counter: counter)
        #expect(try await keys[0].awaited(factory).name == "0")
        #expect(AsyncScale.isLinked(keys, in: factory, counter: counter))
    }

    @Test func aChainOfAThousandAsyncComponents_warmedUpAtOnce_buildsEachOnce() async throws {
        let keys = NumberedKeys.first(1_000)
        let counter = BuildCounter()
        let factory = AsyncScale.chain(keys, counter: counter)
        try await factory.warmUp()
        #expect(AsyncScale.isLinked(keys, in: factory, counter: counter))
    }

    @Test func aChainOfThreeHundredWhoseLastMakeThrows_failsWithTheWholeChain_andPublishesNothing() async throws {
        // Three hundred: the runtime abridges the names of generic types nested deeper than 383 levels, and the
        // chain is made of names.
        let keys = NumberedKeys.first(300)
        let names = keys.map { $0.keyName }
        let factory = AsyncScale.chain(keys, failingLast: true)
        let error = await #expect(throws: ComponentBuildError.self) { try await factory.warmUp() }
        #expect(error?.key == names[299])
        // Whichever build the warm-up's first failure came from, its chain runs from there to the last key.
        if let chain = error?.chain, let start = names.firstIndex(of: chain[0]) {
            #expect(chain == Array(names[start...]))
        } else {
            Issue.record("no chain in \(String(describing: error))")
        }
        let fromTheHead = await #expect(throws: ComponentBuildError.self) { try await keys[0].awaited(factory) }
        #expect(fromTheHead?.chain == names)
        #expect((fromTheHead?.underlying as? OpenFailed)?.reason == "the last one")
    }

    @Test func tenThousandAsyncRegistrations_inOneFactory_warmedUpAtOnce_areEachBuiltOnce() async throws {
        let keys = NumberedKeys.first(10_000)
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            for (index, key) in keys.enumerated() {
                key.registerAsync(&registry) { _ in
                    counter.count("\(index)")
                    return Opened("\(index)")
                }
            }
        })
        try await factory.warmUp()
        #expect(keys.indices.allSatisfy { counter["\($0)"] == 1 && keys[$0].read(factory).name == "\($0)" })
        try await factory.warmUp()
        #expect(keys.indices.allSatisfy { counter["\($0)"] == 1 })
    }

    @Test func aFlowOfTwoThousandAsyncComponents_warmedUp_isReleasedOnA512KiBStack() async {
        await #expect(processExitsWith: .success) {
            await AsyncScale.flowOfManyComponentsReleasedOnASmallStack(2_000)
        }
    }
}
#endif
