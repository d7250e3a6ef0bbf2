import Foundation
import Rivet
import RivetTestSupport
import Testing

// Async components over the months an app runs: flows begun, warmed up and released; awaits of a warmed value;
// builds that fail with waiters; waiters cancelled; async overrides warmed up; chains of builds awaiting builds.
// Each is repeated a hundred thousand times or more in an exit test, whose child measures a heap nothing else
// allocates from: flights, build records, continuations, task locals and failed builds' errors must be reclaimed,
// so the heap stays flat. (Not run under the sanitizers, whose allocators `mallinfo2` does not see.)

/// The key each churn awaits, and the ones it is built from.
struct ChurnSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Opened { Opened("unregistered") }
}

enum AsyncChurn: String, Codable, Sendable, CaseIterable, CustomTestStringConvertible {
    case flowsWarmedAndReleased
    case awaitsOfAWarmedSingleton
    case failedBuildsWithWaiters
    case cancelledWaiters
    case asyncOverridesWarmedUp
    case chainsBuiltInFreshFactories

    var testDescription: String { rawValue }

    /// Operations measured, and run before measuring (what the first ones allocate for good is not growth).
    /// A quarter of these in `swift test`, where the limit shrinks with them.
    var operations: Int { LongRun.size(quick: 1, full: 4) * (self == .awaitsOfAWarmedSingleton ? 250_000 : 25_000) }
    var warmUp: Int { operations / 10 }
    /// 1 MiB in the long run, about 10 bytes an operation over 100,000 (1 a million); 256 KiB over the quarter of
    /// those that `swift test` runs, where keeping anything per operation — a
    /// flight, a build record, a continuation, an error, a value — costs 32 bytes or more.
    static let heapGrowthLimit = LongRun.size(quick: 1 << 18, full: 1 << 20)

    /// The exit test's body: runs the churn, reports the heap growth over the measured operations and the wrong
    /// outcomes seen.
    func measureHeap() async -> Never {
        Watchdog.start("async churn \(rawValue)")
        let operation = await prepare()
        var wrong = 0
        for index in 0..<warmUp where await !operation(index) { wrong += 1 }
        let before = Heap.bytesInUse()!
        for index in warmUp..<(warmUp + operations) where await !operation(index) { wrong += 1 }
        let after = Heap.bytesInUse()!
        reportFigure("heap-growth-bytes", after - before)
        reportFigure("wrong-outcomes", wrong)
        exit(0)
    }

    /// The operation, on what it needs: returns whether its outcome was right.
    private func prepare() async -> (Int) async -> Bool {
        switch self {
        case .flowsWarmedAndReleased:
            let root = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { _ in Opened("root") }
                registry.registerAsync(ChurnSessionKey.self, .flow) { values in Opened("session", [try await values.resolve(AsyncAKey.self)]) }
                registry.registerAsync(AsyncBKey.self, .flow) { values in Opened("screen", [try await values.resolve(ChurnSessionKey.self)]) }
            })
            return { _ in
                let flow = root.beginFlow(TestAssembly { _ in })
                guard (try? await flow.warmUp()) != nil else { return false }
                return flow[AsyncBKey.self].dependencies[0] === flow[ChurnSessionKey.self]
            }
        case .awaitsOfAWarmedSingleton:
            let factory = Factory(TestAssembly { registry in registry.registerAsync(AsyncAKey.self) { _ in Opened("A") } })
            guard let value = try? await factory.resolve(AsyncAKey.self) else { return { _ in false } }
            return { _ in (try? await factory.resolve(AsyncAKey.self)) === value }
        case .failedBuildsWithWaiters:
            let factory = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { _ in
                    await Task.yield()
                    throw OpenFailed(reason: "offline")
                }
                registry.registerAsync(AsyncBKey.self) { values in try await values.resolve(AsyncAKey.self) }
            })
            return { _ in
                async let first = outcome { try await factory.resolve(AsyncAKey.self) }
                async let second = outcome { try await factory.resolve(AsyncBKey.self) }
                let failures = await [first, second].compactMap { result -> ComponentBuildError? in
                    if case .failure(let error) = result { error as? ComponentBuildError } else { nil }
                }
                return failures.count == 2 && failures.allSatisfy { $0.key == "AsyncAKey" }
            }
        case .cancelledWaiters:
            let started = Latch()
            let release = Latch()
            let factory = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { _ in
                    started.open()
                    await release.wait()
                    return Opened("A")
                }
            })
            // A build that never ends while the churn runs; each operation's waiter joins it and is cancelled.
            let builder = Task { try await factory.resolve(AsyncAKey.self) }
            await started.wait()
            _ = builder
            return { _ in
                let waiter = Task { try await factory.resolve(AsyncAKey.self) }
                waiter.cancel()
                if case .failure(let error) = await waiter.result { return error is CancellationError }
                return false
            }
        case .asyncOverridesWarmedUp:
            let factory = Factory(TestAssembly { registry in registry.registerAsync(AsyncAKey.self) { _ in Opened("A") } })
            return { index in
                factory.overrideAsync(AsyncAKey.self) { _ in Opened("\(index)") }
                guard (try? await factory.warmUp()) != nil else { return false }
                return factory[AsyncAKey.self].name == "\(index)"
            }
        case .chainsBuiltInFreshFactories:
            let assembly = TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { _ in Opened("A") }
                registry.registerAsync(AsyncBKey.self) { values in Opened("B", [try await values.resolve(AsyncAKey.self)]) }
                registry.registerAsync(AsyncCKey.self) { values in
                    async let a = values.resolve(AsyncAKey.self)
                    async let b = values.resolve(AsyncBKey.self)
                    return Opened("C", [try await a, try await b])
                }
            }
            return { _ in
                let factory = Factory(assembly)
                guard let c = try? await factory.resolve(AsyncCKey.self) else { return false }
                return c.dependencies[1].dependencies[0] === c.dependencies[0]
            }
        }
    }
}

extension Soundness {
    @Suite struct AsyncChurnTests {
        @Test(.enabled(if: Heap.isMeasurable, "needs glibc's mallinfo2 and no sanitizer"), arguments: AsyncChurn.allCases)
        func asyncOperationsRepeated_aHundredThousandTimesOrMore_keepTheHeapFlat(churn: AsyncChurn) async throws {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [churn] in
                await churn.measureHeap()
            }
            let output = try #require(result)
            let growth = try #require(output.figure("heap-growth-bytes"), "\(output.standardError)")
            #expect(
                growth <= AsyncChurn.heapGrowthLimit,
                "\(churn.operations) \(churn) grew the heap by \(Heap.megabytes(growth)) (limit \(Heap.megabytes(AsyncChurn.heapGrowthLimit)))"
            )
            #expect(output.figure("wrong-outcomes") == 0)
        }
    }
}
