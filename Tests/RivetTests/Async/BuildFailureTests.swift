import Rivet
import RivetTestSupport
import Testing

@Suite struct BuildFailureTests {
    @Test func aFailingMake_throwsTheComponentAndChain_andKeepsNothing_soTheNextWarmUpRetries() async throws {
        let attempts = Locked(0)
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in
                let attempt = attempts.withLock { count in
                    count += 1
                    return count
                }
                if attempt == 1 { throw OpenFailed(reason: "disk full") }
                return Opened("A")
            }
            registry.registerAsync(AsyncBKey.self) { values in
                Opened("B", [try await values.resolve(AsyncAKey.self)])
            }
        })
        let error = await #expect(throws: ComponentBuildError.self) { try await factory.resolve(AsyncBKey.self) }
        #expect(error?.key == "AsyncAKey")
        #expect(error?.chain == ["AsyncBKey", "AsyncAKey"])
        #expect((error?.underlying as? OpenFailed)?.reason == "disk full")
        #expect(error?.description == """
            Rivet: building async `AsyncAKey` failed (AsyncBKey -> AsyncAKey): OpenFailed(disk full); nothing was kept, \
            so the next warm-up or await builds it again.
            """)
        try await factory.warmUp()
        #expect(factory[AsyncBKey.self].dependencies[0] === factory[AsyncAKey.self])
        #expect(attempts.withLock { $0 } == 2)
    }

    @Test func aFailedWarmUp_keepsWhatDidNotNeedTheFailedComponent_andFailsWhatDid() async throws {
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in
                counter.count("A")
                if counter["A"] == 1 { throw OpenFailed(reason: "offline") }
                return Opened("A")
            }
            registry.registerAsync(AsyncBKey.self) { _ in
                counter.count("B")
                try await Task.sleep(for: .milliseconds(20))
                return Opened("B")
            }
            registry.registerAsync(AsyncCKey.self) { values in
                counter.count("C")
                return Opened("C", [try await values.resolve(AsyncAKey.self)])
            }
        })
        let error = await #expect(throws: ComponentBuildError.self) { try await factory.warmUp() }
        #expect(error?.key == "AsyncAKey")
        #expect(factory[AsyncBKey.self].name == "B", "built while A failed, and kept")
        try await factory.warmUp()
        #expect(factory[AsyncCKey.self].dependencies[0] === factory[AsyncAKey.self])
        #expect(counter["B"] == 1)
        #expect(counter["A"] == 2)
    }

    @Test func aDependentOfAFailedComponent_isNotPublished_andIsBuiltAgainNextTime() async throws {
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in
                counter.count("A")
                if counter["A"] == 1 { throw OpenFailed(reason: "offline") }
                return Opened("A")
            }
            registry.registerAsync(AsyncBKey.self) { values in
                counter.count("B")
                return Opened("B", [try await values.resolve(AsyncAKey.self)])
            }
        })
        let error = await #expect(throws: ComponentBuildError.self) { try await factory.resolve(AsyncBKey.self) }
        #expect(error?.chain == ["AsyncBKey", "AsyncAKey"])
        let b = try await factory.resolve(AsyncBKey.self)
        #expect(counter["B"] == 2)
        #expect(b === factory[AsyncBKey.self])
    }

    @Test func waitersOfAFailedBuild_getItsError() async throws {
        let gate = Rendezvous(expecting: 2)
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in
                _ = await gate.meet()
                throw OpenFailed(reason: "no network")
            }
        })
        async let first = #expect(throws: ComponentBuildError.self) { try await factory.resolve(AsyncAKey.self) }
        async let second = #expect(throws: ComponentBuildError.self) {
            _ = await gate.meet()
            return try await factory.resolve(AsyncAKey.self)
        }
        let errors = await [first, second]
        #expect(errors.map { $0?.key } == ["AsyncAKey", "AsyncAKey"])
    }

    @Test func cancellingTheWarmUp_cancelsTheBuild_andKeepsNothing() async throws {
        let started = Rendezvous(expecting: 2)
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in
                counter.count("A")
                if counter["A"] == 1 {
                    _ = await started.meet()
                    try await sleepUntilCancelled()
                }
                return Opened("A")
            }
        })
        let warmUp = Task { try await factory.warmUp() }
        _ = await started.meet()
        warmUp.cancel()
        await #expect(throws: CancellationError.self) { try await warmUp.value }
        try await factory.warmUp()
        #expect(counter["A"] == 2)
        #expect(factory[AsyncAKey.self].name == "A")
    }

    @Test func whenTheBuildersTaskIsCancelled_aWaiterThatIsNot_buildsTheValueItself() async throws {
        let started = Rendezvous(expecting: 2)
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in
                counter.count("A")
                if counter["A"] == 1 {
                    _ = await started.meet()
                    try await sleepUntilCancelled()
                }
                return Opened("A")
            }
        })
        let builder = Task { try await factory.resolve(AsyncAKey.self) }
        _ = await started.meet()
        async let waiter = factory.resolve(AsyncAKey.self)
        try await Task.sleep(for: .milliseconds(20))
        builder.cancel()
        let value = try await waiter
        #expect(value.name == "A")
        #expect(counter["A"] == 2)
        await #expect(throws: CancellationError.self) { try await builder.value }
    }

    @Test func aCancelledWaiter_stopsWaiting_whileTheBuildGoesOn() async throws {
        let release = Rendezvous(expecting: 2)
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in
                _ = await release.meet()
                return Opened("A")
            }
        })
        let builder = Task { try await factory.resolve(AsyncAKey.self) }
        try await Task.sleep(for: .milliseconds(10))
        let waiter = Task { try await factory.resolve(AsyncAKey.self) }
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        _ = await release.meet()
        #expect(try await builder.value === factory[AsyncAKey.self])
    }
}
