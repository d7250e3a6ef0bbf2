import Foundation
import Rivet
import RivetTestSupport
import Testing

// Issue 10, item 3: overrides and resets keep nothing of what they replace once no reader can be using it, and a
// factory churned a million times is released without recursion. Each scenario runs in an exit test: its child
// process measures a heap nothing else allocates from, and a stack overflow there fails the test, not the run.

final class ChurnValue: Sendable {
    let round: Int
    init(_ round: Int) { self.round = round }
}

struct ChurnKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ChurnValue { ChurnValue(-2) }
}

/// The churned factory's registration: a singleton, so that every value built is one a chain could keep.
struct ChurnAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ChurnKey.self, .singleton) { _ in ChurnValue(-1) }
    }
}

enum Churn: String, Codable, Sendable, CustomTestStringConvertible {
    case overrides, resets

    var testDescription: String { rawValue }

    /// Operations per scenario: a million in the long run, a tenth of that in `swift test`, where leaking 32 bytes
    /// an operation still grows the heap past the limit.
    static let operations = LongRun.size(quick: 100_000, full: 1_000_000)
    /// Operations before the heap is first measured: what the first ones allocate for good (caches, tables grown
    /// to size) is not growth.
    static let warmUp = 10_000
    /// The heap growth allowed over the measured operations (990,000 in the long run): 2 MiB, about 2 bytes an operation, where
    /// keeping anything per operation (an entry, a table, a value) costs 32 bytes or more. Today's runtime keeps
    /// every replaced registration and singleton: ~169 bytes an operation.
    static let heapGrowthLimit = 2 << 20

    /// One operation: an override of the singleton, then resolutions that must see it (built once); or a
    /// resolution (building the singleton anew) then a reset. Returns whether the values were right.
    func apply(to factory: Factory, round: Int) -> Bool {
        switch self {
        case .overrides:
            factory.override(ChurnKey.self) { _ in ChurnValue(round) }
            let value = factory[ChurnKey.self]
            return value.round == round && factory[ChurnKey.self] === value
        case .resets:
            let value = factory[ChurnKey.self]
            factory.reset()
            return value.round == -1
        }
    }

    /// The exit test's body: churns a factory, reports the heap growth over the measured operations and the wrong
    /// values seen, and ends the process with the factory still alive (releasing it is the other test's subject).
    static func measureHeap(_ churn: Churn) -> Never {
        let factory = Factory(ChurnAssembly())
        var wrong = 0
        for round in 0..<warmUp where !churn.apply(to: factory, round: round) { wrong += 1 }
        let before = Heap.bytesInUse()!
        for round in warmUp..<operations where !churn.apply(to: factory, round: round) { wrong += 1 }
        let after = Heap.bytesInUse()!
        reportFigure("heap-growth-bytes", after - before)
        reportFigure("wrong-values", wrong)
        withExtendedLifetime(factory) { exit(0) }
    }

    /// The exit test's body: churns a factory, then releases it on a thread with a 512 KiB stack.
    static func releaseOnSmallStack(_ churn: Churn) {
        let factory = churned(churn)
        runOnThread(stackSize: smallThreadStack) { factory.release() }
    }

    /// A churned factory, whose only reference is in the handoff.
    private static func churned(_ churn: Churn) -> Handoff<Factory> {
        let factory = Factory(ChurnAssembly())
        for round in 0..<operations { _ = churn.apply(to: factory, round: round) }
        return Handoff(factory)
    }
}

extension Soundness {
    @Suite struct ChurnTests {
        @Test(.enabled(if: Heap.isMeasurable, "needs glibc's mallinfo2 and no sanitizer"), arguments: [Churn.overrides, .resets])
        func millionOperationsOnOneFactory_interleavedWithSingletonResolutions_keepTheHeapFlat(churn: Churn) async throws {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [churn] in
                Churn.measureHeap(churn)
            }
            let output = try #require(result)
            let growth = try #require(output.figure("heap-growth-bytes"), "\(output.standardError)")
            #expect(
                growth <= Churn.heapGrowthLimit,
                "\(Churn.operations - Churn.warmUp) \(churn) grew the heap by \(Heap.megabytes(growth)) (limit \(Heap.megabytes(Churn.heapGrowthLimit)))"
            )
            #expect(output.figure("wrong-values") == 0)
        }

        @Test(arguments: [Churn.overrides, .resets])
        func factoryChurnedAMillionTimes_releasedOnA512KiBStack_completes(churn: Churn) async throws {
            await #expect(processExitsWith: .success) { [churn] in
                Churn.releaseOnSmallStack(churn)
            }
        }
    }
}
