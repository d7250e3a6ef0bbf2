import Rivet
import RivetTestSupport
import Testing

// Internals.md, M14: a registration finds its entry's class in a table of its own, read without a lock, filled and
// grown (64 slots, then 128, ...) by the first registration of each value type. Threads racing to register hundreds
// of value types no registration has used yet must each get an entry of the right class: its value is whole, of
// its key's type, and kept as the singleton it was registered as.

/// A value type per nesting depth: `Nested<Nested<Int>>` and `Nested<Int>` are two types, so a chain of them gives
/// a registration as many value types as it needs that no other test has used.
struct Nested<Inner>: Sendable {
    let depth: Int
    let serial: Int
}

/// A key per value type.
struct NestedKey<Inner>: InjectionKey {
    static func make(_ values: InjectedValues) -> Nested<Inner> { Nested(depth: -1, serial: -1) }
}

/// Registers `NestedKey<Inner>` and the keys of the `remaining` types nested around it, each a singleton built with
/// its depth and a serial; then resolves each twice, checking the depth and that the singleton is kept. Returns the
/// number of keys that resolved wrong.
private func registerAndResolve<Inner>(_: Inner.Type, depth: Int, remaining: Int, serials: Counter) -> Int {
    let factory = Factory(TestAssembly { registry in
        registry.register(NestedKey<Inner>.self, .singleton) { _ in
            Nested(depth: depth, serial: serials.increment())
        }
    })
    let first = factory[NestedKey<Inner>.self], second = factory[NestedKey<Inner>.self]
    let wrong = first.depth == depth && first.serial == second.serial ? 0 : 1
    guard remaining > 0 else { return wrong }
    return wrong + registerAndResolve(Nested<Inner>.self, depth: depth + 1, remaining: remaining - 1, serials: serials)
}

extension Soundness {
    @Suite struct EntryClassesRaceTests {
        /// Four threads register the same 300 new value types at once, each in its own factories, racing the table's
        /// first insertions and its growths from 64 slots to 1,024.
        @Test func threadsRegisteringNewValueTypesAtOnce_eachGetAnEntryOfTheirValueType() {
            let wrong = Tally()
            let serials = Counter()
            onThreads(4) { _ in
                // Thread-local recursion: 300 nested types, deep but far from the 512 KiB of a small thread.
                wrong.add(registerAndResolve(Bool.self, depth: 0, remaining: 299, serials: serials))
            }
            #expect(wrong.value == 0, "keys that resolved to a value of the wrong depth or a second singleton")
            #expect(serials.value == 4 * 300, "each factory built each singleton once")
        }
    }
}
