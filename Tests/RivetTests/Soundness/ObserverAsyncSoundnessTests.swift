#if canImport(Glibc)
import Foundation
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// Tasks awaiting async components through an observed root and its flows, cancelled now and then, with warm-ups
// and resets among them. Each await is told exactly once (`failed` when it threw), each make that returned is one
// `built`, and the resolutions an async make makes name, through the task-local number, the await that ran it.

struct ObservedAsyncLeafKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 0 } }
struct ObservedAsyncServiceKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 0 } }
struct ObservedAsyncSessionKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 0 } }
/// A sync transient each async make resolves: its parent must be the await whose make ran.
struct ObservedAsyncChildKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 5 } }

/// What the test did and what the makes did: the counts the events must match.
final class ObservedAsyncCounts: Sendable {
    let leafAwaits = MakeCount(), serviceAwaits = MakeCount(), sessionAwaits = MakeCount()
    let rootWarmUps = MakeCount(), flowWarmUps = MakeCount()
    let leafBuilt = MakeCount(), serviceBuilt = MakeCount(), sessionBuilt = MakeCount()
}

final class ObservedAsyncWorld: Sendable {
    let counts = ObservedAsyncCounts()
    let records = ObservedRecords()
    let root: Factory
    let heartbeat = Heartbeat()
    let violations = Violations()

    init() {
        let counts = counts
        root = Factory(observer: records, TestAssembly { registry in
            registry.register(ObservedAsyncChildKey.self, .transient)
            registry.registerAsync(ObservedAsyncLeafKey.self) { values in
                await Task.yield()
                try Task.checkCancellation()
                let child = values[ObservedAsyncChildKey.self]
                counts.leafBuilt.add()
                return child
            }
            registry.registerAsync(ObservedAsyncServiceKey.self) { values in
                let leaf = try await values.resolve(ObservedAsyncLeafKey.self)
                let child = values[ObservedAsyncChildKey.self]
                await Task.yield()
                try Task.checkCancellation()
                counts.serviceBuilt.add()
                return leaf + child
            }
            registry.registerAsync(ObservedAsyncSessionKey.self, .flow) { values in
                let service = try await values.resolve(ObservedAsyncServiceKey.self)
                try Task.checkCancellation()
                counts.sessionBuilt.add()
                return service + values[ObservedAsyncChildKey.self]
            }
        })
    }

    func operate(_ draw: UInt64) async {
        heartbeat.beat(Int(draw % 1000))
        switch draw % 6 {
        case 0:
            counts.leafAwaits.add()
            if let leaf = try? await root.resolve(ObservedAsyncLeafKey.self), leaf != 5 { violations.add("leaf \(leaf)") }
        case 1, 2:
            counts.serviceAwaits.add()
            if let service = try? await root.resolve(ObservedAsyncServiceKey.self), service != 10 { violations.add("service \(service)") }
        case 3:
            let flow = root.beginFlow()
            counts.sessionAwaits.add()
            if let session = try? await flow.resolve(ObservedAsyncSessionKey.self), session != 15 { violations.add("session \(session)") }
            if draw & 0x100 != 0 {
                counts.flowWarmUps.add()
                try? await flow.warmUp()
            }
        case 4:
            counts.rootWarmUps.add()
            try? await root.warmUp()
        default:
            root.reset()
        }
    }
}

extension Soundness {
    @Suite struct ObserverAsyncSoundnessTests {
        @Test func awaitsWarmUpsAndResets_withCancellation_areEachToldOnce_withTheirMakesResolutionsAsChildren() async {
            let world = ObservedAsyncWorld()
            let tasks = LongRun.size(quick: 16, full: 24)
            let operations = LongRun.size(quick: 150, full: 300)
            let watchdog = AsyncStallWatchdog(world.heartbeat, context: "observed async storm")
            await withTaskExecutorPreference(StressTaskExecutor.shared) {
                await withTaskGroup(of: Void.self) { group in
                    for worker in 0..<tasks {
                        group.addTask {
                            var random = SplitMix64(seed: 0xA5C0 &+ UInt64(worker) &* 0x1_0001)
                            for _ in 0..<operations {
                                let draw = random.next()
                                let operation = Task(executorPreference: StressTaskExecutor.shared) { await world.operate(draw) }
                                switch (draw >> 16) % 6 {
                                case 0: operation.cancel()
                                case 1:
                                    await Task.yield()
                                    operation.cancel()
                                default: break
                                }
                                await operation.value
                            }
                        }
                    }
                }
                // Here, on the storm's executor: once back on the cooperative pool, which the synchronous suites
                // beside this one may hold for minutes under a sanitizer, the watchdog would see that wait as a stall.
                watchdog.stop()
            }
            #expect(world.violations.all == [])
            let records = world.records
            #expect(records.malformations() == [])
            let counts = world.counts
            let all = records.records
            let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
            func topLevel<K>(_ key: K.Type) -> Int { records.records(of: key).count { $0.parentID == nil } }
            // Each await the test made, and each warm-up's, told once: a warm-up of the root awaits the leaf and the
            // service, a flow's its session.
            #expect(topLevel(ObservedAsyncLeafKey.self) == counts.leafAwaits.value + counts.rootWarmUps.value)
            #expect(topLevel(ObservedAsyncServiceKey.self) == counts.serviceAwaits.value + counts.rootWarmUps.value)
            #expect(topLevel(ObservedAsyncSessionKey.self) == counts.sessionAwaits.value + counts.flowWarmUps.value)
            // One built per make that returned.
            #expect(records.count(of: ObservedAsyncLeafKey.self, .built) == counts.leafBuilt.value)
            #expect(records.count(of: ObservedAsyncServiceKey.self, .built) == counts.serviceBuilt.value)
            #expect(records.count(of: ObservedAsyncSessionKey.self, .built) == counts.sessionBuilt.value)
            // A make's resolutions are children of the await that ran it: one that built it or failed.
            let expectedParent: [ObjectIdentifier: ObjectIdentifier] = [
                ObjectIdentifier(ObservedAsyncLeafKey.self): ObjectIdentifier(ObservedAsyncServiceKey.self),
                ObjectIdentifier(ObservedAsyncServiceKey.self): ObjectIdentifier(ObservedAsyncSessionKey.self),
            ]
            for record in all {
                guard let parentID = record.parentID, let parent = byID[parentID] else { continue }
                if record.key == ObjectIdentifier(ObservedAsyncChildKey.self) {
                    #expect(parent.isAsync && (parent.outcome == .built || parent.outcome == .failed),
                            "a make's child #\(record.id) under \(parent.keyName) #\(parent.id), \(parent.outcome)")
                } else {
                    #expect(expectedParent[record.key] == parent.key, "\(record.keyName) #\(record.id) under \(parent.keyName)")
                    #expect(parent.outcome == .built || parent.outcome == .failed,
                            "\(record.keyName) #\(record.id) under \(parent.keyName) #\(parent.id), \(parent.outcome)")
                }
            }
            #expect(all.allSatisfy { $0.outcome != .failed || $0.isAsync })
        }
    }
}
#endif
