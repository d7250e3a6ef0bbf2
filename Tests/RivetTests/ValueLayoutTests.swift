import Rivet
import RivetTestSupport
import Testing

/// Values of every layout, through every lifecycle: the code that keeps and returns them is not specialized
/// for the value type, and a kept singleton is read by address (Documentation/Internals.md, "What each key
/// costs in code"), so a wrong size, alignment or offset would show here as a wrong value.
@Suite struct ValueLayoutTests {
    struct Empty: Equatable {}
    struct Wide: Equatable { var a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, label = "wide" }
    enum Choice: Equatable { case none, some(Int, String) }

    struct ByteKey: InjectionKey { static func make(_: InjectedValues) -> UInt8 { 0xA5 } }
    struct EmptyKey: InjectionKey { static func make(_: InjectedValues) -> Empty { Empty() } }
    struct OptionalKey: InjectionKey { static func make(_: InjectedValues) -> Int? { 42 } }
    struct NilKey: InjectionKey { static func make(_: InjectedValues) -> Int? { nil } }
    struct WideKey: InjectionKey { static func make(_: InjectedValues) -> Wide { Wide() } }
    struct AlignedKey: InjectionKey { static func make(_: InjectedValues) -> SIMD4<Float> { SIMD4(1, 2, 3, 4) } }
    struct ChoiceKey: InjectionKey { static func make(_: InjectedValues) -> Choice { .some(7, "seven") } }
    struct StringKey: InjectionKey { static func make(_: InjectedValues) -> String { String(repeating: "rivet ", count: 20) } }
    struct ExistentialKey: InjectionKey { static func make(_: InjectedValues) -> any Equatable & Sendable { Wide() } }
    struct ClosureKey: InjectionKey { static func make(_: InjectedValues) -> @Sendable (Int) -> Int { { $0 * 3 } } }

    /// Registers every key with `lifecycle` and checks each value, twice: built, then kept or built again.
    func expectValues(_ lifecycle: Lifecycle, in scope: (Factory) -> Factory = { $0 }) {
        let factory = Factory(TestAssembly { registry in
            registry.register(ByteKey.self, lifecycle)
            registry.register(EmptyKey.self, lifecycle)
            registry.register(OptionalKey.self, lifecycle)
            registry.register(NilKey.self, lifecycle)
            registry.register(WideKey.self, lifecycle)
            registry.register(AlignedKey.self, lifecycle)
            registry.register(ChoiceKey.self, lifecycle)
            registry.register(StringKey.self, lifecycle)
            registry.register(ExistentialKey.self, lifecycle)
            registry.register(ClosureKey.self, lifecycle)
        })
        let resolving = scope(factory)
        for _ in 0..<2 {
            #expect(resolving[ByteKey.self] == 0xA5)
            #expect(resolving[EmptyKey.self] == Empty())
            #expect(resolving[OptionalKey.self] == 42)
            #expect(resolving[NilKey.self] == nil)
            #expect(resolving[WideKey.self] == Wide())
            #expect(resolving[AlignedKey.self] == SIMD4(1, 2, 3, 4))
            #expect(resolving[ChoiceKey.self] == .some(7, "seven"))
            #expect(resolving[StringKey.self] == String(repeating: "rivet ", count: 20))
            #expect(resolving[ExistentialKey.self] as? Wide == Wide())
            #expect(resolving[ClosureKey.self](5) == 15)
        }
    }

    @Test func singletons_ofEveryLayout_keepTheirValue() {
        expectValues(.singleton)
    }

    @Test func transients_ofEveryLayout_buildTheirValue() {
        expectValues(.transient)
    }

    @Test func flowComponents_ofEveryLayout_keepTheirValue() {
        expectValues(.flow) { $0.beginFlow() }
    }

    @Test func graphComponents_ofEveryLayout_buildTheirValue() {
        expectValues(.graph)
    }

    @Test func singletons_readAfterAnOverride_keepTheirValue() {
        expectValues(.singleton) { factory in
            factory.override(ByteKey.self) { _ in 0xA5 }
            return factory
        }
    }

    @Test func unregisteredKeys_ofEveryLayout_buildTheirLiveDefault() {
        let factory = Factory()
        #expect(factory[AlignedKey.self] == SIMD4(1, 2, 3, 4))
        #expect(factory[WideKey.self] == Wide())
        #expect(factory[NilKey.self] == nil)
        #expect(factory.beginFlow()[ChoiceKey.self] == .some(7, "seven"))
    }
}
