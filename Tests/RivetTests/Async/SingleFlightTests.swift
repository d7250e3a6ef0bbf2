import Rivet
import RivetTestSupport
import Testing

// Run under the thread sanitizer in CI (the `Async` suites are in `.ci/run`'s sanitized list).

@Suite struct SingleFlightTests {
    @Test func aThousandConcurrentAwaiters_shareOneBuild() async throws {
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in
                counter.count("A")
                try await Task.sleep(for: .milliseconds(20))
                return Opened("A")
            }
        })
        let values = try await withThrowingTaskGroup(of: Opened.self) { group in
            for _ in 0..<1_000 { group.addTask { try await factory.resolve(AsyncAKey.self) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counter["A"] == 1)
        #expect(values.count == 1_000)
        #expect(values.allSatisfy { $0 === factory[AsyncAKey.self] })
    }

    @Test func concurrentWarmUpsAndAwaits_shareTheSameBuilds() async throws {
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in
                counter.count("A")
                try await Task.sleep(for: .milliseconds(10))
                return Opened("A")
            }
            registry.registerAsync(AsyncBKey.self) { values in
                counter.count("B")
                return Opened("B", [try await values.resolve(AsyncAKey.self)])
            }
        })
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                group.addTask {
                    if index.isMultiple(of: 2) { try await factory.warmUp() } else { _ = try await factory.resolve(AsyncBKey.self) }
                }
            }
            try await group.waitForAll()
        }
        #expect((counter["A"], counter["B"]) == (1, 1))
        #expect(factory[AsyncBKey.self].dependencies[0] === factory[AsyncAKey.self])
    }

    @Test func eachFactory_buildsItsOwnValue() async throws {
        let counter = BuildCounter()
        let assembly = TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in
                counter.count("A")
                return Opened("A")
            }
        }
        let first = Factory(assembly)
        let second = Factory(assembly)
        async let warmFirst: Void = first.warmUp()
        async let warmSecond: Void = second.warmUp()
        _ = try await (warmFirst, warmSecond)
        #expect(counter["A"] == 2)
        #expect(first[AsyncAKey.self] !== second[AsyncAKey.self])
    }

    @Test func awaitersFromManyFlows_ofAFlowComponent_getOneValuePerFlow() async throws {
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self, .flow) { _ in
                counter.count("A")
                await Task.yield()
                return Opened("A")
            }
        })
        let flows = (0..<10).map { _ in factory.beginFlow(TestAssembly { _ in }) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for flow in flows {
                for _ in 0..<20 { group.addTask { _ = try await flow.resolve(AsyncAKey.self) } }
            }
            try await group.waitForAll()
        }
        #expect(counter["A"] == 10)
        #expect(Set(flows.map { ObjectIdentifier($0[AsyncAKey.self]) }).count == 10)
    }
}
