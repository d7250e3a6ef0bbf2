import Foundation
import Rivet
import RivetTestSupport
import Testing

// Issue 10, item 1: a singleton read on some threads while another thread resets or overrides its scope must be a
// live value of one of the scope's registrations, never freed memory. Flows.md's checkout flow registers its own
// singletons, so this is what a flow shared with a background task meets. Run under ASan and TSan in CI.

/// A value that can tell whether it is still alive: its deinit overwrites the magic word, so a reader handed a
/// released canary sees the dead word (until the memory is reused, when ASan still sees the read).
final class Canary: @unchecked Sendable {   // `magic` changes only in deinit, when no one may hold the canary.
    static let liveMagic: UInt64 = 0x5AFE_C0DE_5AFE_C0DE
    static let deadMagic: UInt64 = 0xDEAD_DEAD_DEAD_DEAD
    private(set) var magic: UInt64
    let label: String

    init(_ label: String) {
        magic = Canary.liveMagic
        self.label = label
    }

    deinit {
        magic = Canary.deadMagic
    }

    /// Alive, and built by one of the registrations the scope has had.
    var isLiveAndValid: Bool {
        magic == Canary.liveMagic && (label == "assembly" || label == "override")
    }
}

struct CanaryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Canary { Canary("key's make") }
}

/// Registers the canary as a singleton of the scope built from it.
struct CanaryAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CanaryKey.self, .singleton) { _ in Canary("assembly") }
    }
}

extension Soundness {
    @Suite struct ReadDuringResetTests {
        enum Change: CustomTestStringConvertible {
            case reset, override
            var testDescription: String { self == .reset ? "reset()" : "override" }
        }

        /// Two reader threads resolve the canary from a scope (building it whenever there is none) while a third
        /// resets or overrides the scope 5,000 times; then again with a new scope, for 2 seconds (a quarter of a second in
        /// `swift test`) or until a bad read
        /// is seen (the race is a matter of nanoseconds: a debug build hits it within the 2 seconds, a scope
        /// alone rarely does). The third thread never builds a canary itself, so that the memory of one it releases is not at
        /// once reused for the next.
        ///
        /// The scopes are released on a thread with a large stack (see `largeThreadStack`).
        ///
        /// - Returns: The reads that were not a live value of the scope's registrations, and all reads.
        static func readWhileChanging(
            by change: Change,
            milliseconds: UInt64 = LongRun.size(quick: 250, full: 2_000),
            _ makeScope: @escaping @Sendable () -> Factory
        ) -> (bad: Int, reads: Int) {
            let bad = Tally()
            let reads = Tally()
            let deadline = nanosecondsNow() + milliseconds * 1_000_000
            repeat {
                runOnThread(stackSize: largeThreadStack) {
                    readWhileChanging(makeScope(), by: change, rounds: 5_000, bad: bad, reads: reads)
                }
            } while bad.value == 0 && nanosecondsNow() < deadline
            return (bad.value, reads.value)
        }

        private static func readWhileChanging(_ scope: Factory, by change: Change, rounds: Int, bad: Tally, reads: Tally) {
            let finished = Flag()
            let start = StartLine(runners: 3)
            let group = DispatchGroup()
            for _ in 0..<2 {
                group.enter()
                // Unowned, so that the last strong reference (and the teardown) stays on the caller's thread.
                Thread { [unowned scope] in
                    start.wait()
                    var localBad = 0
                    var localReads = 0
                    while !finished.value {
                        for _ in 0..<64 where !scope[CanaryKey.self].isLiveAndValid { localBad += 1 }
                        localReads += 64
                    }
                    bad.add(localBad)
                    reads.add(localReads)
                    group.leave()
                }.start()
            }
            start.wait()
            for _ in 0..<rounds {
                switch change {
                case .reset: scope.reset()
                case .override: scope.override(CanaryKey.self) { _ in Canary("override") }
                }
            }
            finished.set()
            group.wait()
        }

        @Test(arguments: [Change.reset, .override])
        func singletonAFlowRegisters_readWhileTheFlowChanges_isAlwaysALiveValue(change: Change) {
            let (bad, reads) = Self.readWhileChanging(by: change) { Factory().beginFlow(CanaryAssembly()) }
            #expect(bad == 0, "\(bad) of \(reads) reads were not a live value of the flow's registrations")
        }

        @Test(arguments: [Change.reset, .override])
        func singletonOfARootFactory_readWhileTheRootChanges_isAlwaysALiveValue(change: Change) {
            let (bad, reads) = Self.readWhileChanging(by: change) { Factory(CanaryAssembly()) }
            #expect(bad == 0, "\(bad) of \(reads) reads were not a live value of the factory's registrations")
        }
    }
}
