#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Testing

final class DeinitResolvesFromFlow: Sendable {
    let onDeinit: @Sendable () -> Void
    init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}
struct ReleasedByResetKey: InjectionKey {
    static func make(_ values: InjectedValues) -> DeinitResolvesFromFlow { fatalError("registered") }
}
struct ResolvedFromDeinitKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { 1 }
}
final class WeakFlowRef: @unchecked Sendable { weak var flow: Factory? }

@Suite struct ReleaseOutsideLockStressTests {
    /// A flow value whose deinit resolves from its own flow, released by the flow's second reset.
    @Test func flowValueReleasedByReset_deinitResolvingFromTheSameFlow() async {
        await #expect(processExitsWith: .success) {
            Watchdog.start("a value released by reset resolving in its deinit")
            let ref = WeakFlowRef()
            let flow = Factory().beginFlow(TestAssembly { registry in
                registry.register(ReleasedByResetKey.self, .flow) { _ in
                    DeinitResolvesFromFlow { _ = ref.flow?[ResolvedFromDeinitKey.self] }
                }
            })
            ref.flow = flow
            flow.reset()                        // the flow's own table replaces the assembled one
            _ = flow[ReleasedByResetKey.self]
            flow.reset()                        // releases the value; its deinit resolves from the flow
            exit(0)
        }
    }
}
#endif
