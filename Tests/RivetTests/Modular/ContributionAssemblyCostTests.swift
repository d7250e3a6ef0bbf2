import Rivet
import RivetTestSupport
import Testing

// Assembling contributions costs each one once (issue 23): a contribution used to copy every earlier one, so
// 16,000 contributions took seconds to assemble and 100,000 more than a minute, again at each `beginFlow` and
// `reset()`. Counted, not timed: `Registry._copiedContributions(to:)` counts the contributions copied from one
// object of a collection's contributions to the next. Benchmarks time it (the `Arguments` suite).

struct CountedNumbersKey: ListKey { typealias Element = Int }

/// Contributes `count` numbers, and notes how many contributions its registry copied to do so.
final class ManyContributionsAssembly: Assembly, @unchecked Sendable {
    let count: Int
    let copied = Mailbox<Int>()

    init(count: Int) {
        self.count = count
    }

    func assemble(into registry: inout Registry) {
        for number in 0..<count {
            registry.contribute(CountedNumbersKey.self) { _ in number }
        }
        copied.value = registry._copiedContributions(to: CountedNumbersKey.self)
    }
}

/// Contributes 1 and 2, keeps the registry, then contributes 3.
final class KeptContributionsAssembly: Assembly, @unchecked Sendable {
    let kept = Mailbox<Registry>()

    func assemble(into registry: inout Registry) {
        registry.contribute(CountedNumbersKey.self) { _ in 1 }
        registry.contribute(CountedNumbersKey.self) { _ in 2 }
        kept.value = registry
        registry.contribute(CountedNumbersKey.self) { _ in 3 }
    }
}

/// An assembly that hands back `registry`.
private func handingBack(_ registry: Registry) -> TestAssembly {
    let box = Mailbox(registry)
    return TestAssembly { $0 = box.value! }
}

@Suite struct ContributionAssemblyCostTests {
    @Test func assembling100_000Contributions_copiesNone() {
        let assembly = ManyContributionsAssembly(count: 100_000)
        let factory = Factory(assembly)
        #expect(assembly.copied.value == 0)
        #expect(factory[CountedNumbersKey.self].count == 100_000)
    }

    @Test func contributionsAssembledAgain_byAFlowAndByReset_copyNone() {
        let assembly = ManyContributionsAssembly(count: 10_000)
        let factory = Factory()
        let flow = factory.beginFlow(assembly)
        #expect(assembly.copied.value == 0)
        flow.reset()
        #expect(assembly.copied.value == 0)
        #expect(flow[CountedNumbersKey.self] == Array(0..<10_000))
    }

    @Test func aRegistryKeptBetweenContributions_keepsThoseMadeBefore_andCopiesThemOnceWhenContributedTo() {
        let assembly = KeptContributionsAssembly()
        let factory = Factory(assembly)
        #expect(factory[CountedNumbersKey.self] == [1, 2, 3])
        var kept = assembly.kept.value!
        #expect(kept._copiedContributions(to: CountedNumbersKey.self) == 0)
        let keptFactory = Factory(handingBack(kept))
        #expect(keptFactory[CountedNumbersKey.self] == [1, 2])

        kept.contribute(CountedNumbersKey.self) { _ in 4 }
        kept.contribute(CountedNumbersKey.self) { _ in 5 }
        #expect(kept._copiedContributions(to: CountedNumbersKey.self) <= 2)
        let extended = Factory(handingBack(kept))
        #expect(extended[CountedNumbersKey.self] == [1, 2, 4, 5])
        #expect(factory[CountedNumbersKey.self] == [1, 2, 3])
        #expect(keptFactory[CountedNumbersKey.self] == [1, 2])
    }
}
