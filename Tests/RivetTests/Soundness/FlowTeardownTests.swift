import Foundation
import Rivet
import RivetTestSupport
import Testing

// Issue 10, item 4: releasing flows takes no stack per flow, however deep they nest, and a million flows begun and
// released keep nothing. Each scenario runs in an exit test: a stack overflow fails the test, not the run, and the
// heap is measured in a process that runs nothing else.

/// A flow's own registrations: a component per flow and a singleton of the flow's own (as Flows.md's checkout).
struct FlowOwnAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ThingKey.self, .singleton) { _ in Thing("flow's singleton") }
        registry.register(OtherThingKey.self, .flow) { _ in Thing("flow's component") }
    }
}

enum FlowTeardown {
    static let nestingDepth = 100_000
    /// A million flows in the long run, a tenth of that in `swift test`: leaking 32 bytes a flow still fails.
    static let flowCount = LongRun.size(quick: 100_000, full: 1_000_000)
    static let warmUp = 10_000
    /// The heap growth allowed over the measured flows (990,000 in the long run): 1 MiB, about one byte a flow, where keeping
    /// anything of a flow (the flow, its table, a component) costs 32 bytes or more.
    static let heapGrowthLimit = 1 << 20

    /// The exit test's body: nests flows 100,000 deep, then releases the innermost (and so all of them) on a thread
    /// with a 512 KiB stack.
    static func releaseNestedFlowsOnSmallStack() {
        let innermost = nestedFlows()
        runOnThread(stackSize: smallThreadStack) { innermost.release() }
    }

    /// Flows nested `nestingDepth` deep, the innermost holding its components; the only reference is in the handoff.
    private static func nestedFlows() -> Handoff<Factory> {
        var flow = Factory(AppAssembly()).beginFlow(FlowOwnAssembly())
        for _ in 1..<nestingDepth { flow = flow.beginFlow(FlowOwnAssembly()) }
        _ = (flow.session, flow.thing, flow[OtherThingKey.self])
        return Handoff(flow)
    }

    /// Begins a flow, resolves its components and releases it. Returns whether the values were right.
    static func beginAndRelease(from root: Factory) -> Bool {
        let flow = root.beginFlow(FlowOwnAssembly())
        let session = flow.session
        return flow.session === session && flow.thing.label == "flow's singleton"
            && flow[OtherThingKey.self].label == "flow's component"
    }

    /// The exit test's body: begins and releases a million flows, reports the heap growth over the measured ones
    /// and the wrong values seen.
    static func measureHeap() {
        let root = Factory(AppAssembly())
        var wrong = 0
        for _ in 0..<warmUp where !beginAndRelease(from: root) { wrong += 1 }
        let before = Heap.bytesInUse()!
        for _ in warmUp..<flowCount where !beginAndRelease(from: root) { wrong += 1 }
        let after = Heap.bytesInUse()!
        reportFigure("heap-growth-bytes", after - before)
        reportFigure("wrong-values", wrong)
    }
}

extension Soundness {
    @Suite struct FlowTeardownTests {
        @Test func flowsNested100000Deep_releasedOnA512KiBStack_completes() async {
            await #expect(processExitsWith: .success) {
                FlowTeardown.releaseNestedFlowsOnSmallStack()
            }
        }

        @Test(.enabled(if: Heap.isMeasurable, "needs glibc's mallinfo2 and no sanitizer"))
        func millionFlowsBegunAndReleased_keepTheHeapFlat() async throws {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                FlowTeardown.measureHeap()
            }
            let output = try #require(result)
            let growth = try #require(output.figure("heap-growth-bytes"), "\(output.standardError)")
            #expect(
                growth <= FlowTeardown.heapGrowthLimit,
                "\(FlowTeardown.flowCount - FlowTeardown.warmUp) flows grew the heap by \(Heap.megabytes(growth)) (limit \(Heap.megabytes(FlowTeardown.heapGrowthLimit)))"
            )
            #expect(output.figure("wrong-values") == 0)
        }
    }
}
