#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Testing

// Memory under churn: overrides, resets, flows and override/reset pairs on a factory with no assemblies,
// repeated RIVET_STRESS_CHURN times (the figure is 1,000,000), must leave malloc's count flat: it
// may not grow with the number of operations. Each runs in a child process (an exit test), so that tests
// running in parallel do not move the count; it measures after a warm-up and after the churn, and exits
// with a failure naming the growth. The churned factory is then released on a 512 KiB thread.

final class StressChurnValue: Sendable {
    let payload: [UInt8]
    init(_ size: Int = 64) { payload = [UInt8](repeating: 1, count: size) }
}
struct StressChurnKey: InjectionKey { static func make(_ values: InjectedValues) -> StressChurnValue { StressChurnValue() } }
struct ChurnOtherKey: InjectionKey { static func make(_ values: InjectedValues) -> StressChurnValue { StressChurnValue() } }

struct StressChurnAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(StressChurnKey.self, .singleton)
        registry.register(ChurnOtherKey.self, .flow)
    }
}

/// Runs `operation` a warm-up's worth of times, measures, runs it `RIVET_STRESS_CHURN` times, measures,
/// and exits the child process with status 1 if malloc's count grew by more than `allowance` bytes.
func churn(_ name: String, allowance: Int = 512 * 1024, _ operation: (Int) -> Void) {
    let count = StressKnobs.churn
    for index in 0..<max(1_000, count / 10) { operation(index) }
    let before = (Heap.isMeasurable ? Heap.bytesInUse() : nil)
    let start = stressNow()
    for index in 0..<count { operation(index) }
    let seconds = stressNow() - start
    guard let before, let after = (Heap.isMeasurable ? Heap.bytesInUse() : nil) else {
        reportLine("\(name): \(count) operations in \(seconds) s; malloc's count unavailable (sanitizer?)")
        return
    }
    let growth = after - before
    reportLine("\(name): \(count) operations in \(Int(seconds * 1000)) ms, malloc in use \(before) -> \(after) (\(growth) bytes)")
    if growth > allowance {
        reportLine("\(name): memory grew by \(growth) bytes over \(count) operations (\(growth / count) per operation)")
        exit(1)
    }
}

/// Shows what the child process measured.
func showChildOutput(_ result: ExitTest.Result?) {
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    for line in output.split(separator: "\n") where line.contains("operations") { reportLine(String(line)) }
}

func releaseOnSmallThread(_ factory: inout Factory?) {
    nonisolated(unsafe) var held = factory
    factory = nil
    runOnThread(stackSize: 512 * 1024) { held = nil }
    _ = held
}

@Suite struct MemoryChurnStressTests {
    @Test func overridesOfOneKey_resolvedEachTime_leaveMemoryFlat_andTheFactoryReleasesOnA512KiBThread() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var factory: Factory? = Factory(StressChurnAssembly())
            churn("override + resolve") { index in
                factory!.override(StressChurnKey.self) { _ in StressChurnValue() }
                _ = factory![StressChurnKey.self]
            }
            releaseOnSmallThread(&factory)
        }
        showChildOutput(result)
    }

    @Test func resets_resolvedEachTime_leaveMemoryFlat_andTheFactoryReleasesOnA512KiBThread() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var factory: Factory? = Factory(StressChurnAssembly())
            churn("reset + resolve") { _ in
                factory!.reset()
                _ = factory![StressChurnKey.self]
            }
            releaseOnSmallThread(&factory)
        }
        showChildOutput(result)
    }

    @Test func flowsBegunResolvedAndReleased_leaveMemoryFlat() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let factory = Factory(StressChurnAssembly())
            churn("flow begin + resolve + release") { _ in
                let flow = factory.beginFlow(StressChurnAssembly())
                _ = flow[ChurnOtherKey.self]
                _ = flow[StressChurnKey.self]
                _ = flow.beginFlow()[ChurnOtherKey.self]
            }
        }
        showChildOutput(result)
    }

    @Test func overridesAndResetsOfAFlow_leaveMemoryFlat() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let factory = Factory(StressChurnAssembly())
            var flow: Factory? = factory.beginFlow(StressChurnAssembly())
            churn("flow override + reset") { index in
                if index % 2 == 0 {
                    flow!.override(ChurnOtherKey.self) { _ in StressChurnValue() }
                } else {
                    flow!.reset()
                }
                _ = flow![ChurnOtherKey.self]
                _ = flow![StressChurnKey.self]
            }
            releaseOnSmallThread(&flow)
        }
        showChildOutput(result)
    }

    @Test func factoryWithNoAssemblies_overriddenAndReset_leavesMemoryFlat() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var factory: Factory? = Factory()
            churn("Factory() override + reset") { index in
                factory!.override(StressChurnKey.self, .singleton) { _ in StressChurnValue() }
                _ = factory![StressChurnKey.self]
                if index % 3 == 0 { factory!.reset() }
            }
            releaseOnSmallThread(&factory)
        }
        showChildOutput(result)
    }

    @Test func manyFactoriesWithNoAssemblies_builtAndDropped_leaveMemoryFlat() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            churn("Factory() per operation") { _ in
                let factory = Factory()
                factory.override(StressChurnKey.self) { _ in StressChurnValue() }
                _ = factory[StressChurnKey.self]
                factory.reset()
                _ = factory.beginFlow()[StressChurnKey.self]
            }
        }
        showChildOutput(result)
    }
}
#endif
