#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

final class TabFlowName: Sendable {
    let name: Int
    init(_ name: Int) { self.name = name }
}
struct TabFlowNameKey: InjectionKey {
    static func make(_ values: InjectedValues) -> TabFlowName { fatalError("registered by each flow") }
}
/// A graph-scoped component that belongs to the flow it is built in.
final class TabScreenGraph: Sendable {
    let flow: TabFlowName
    init(_ flow: TabFlowName) { self.flow = flow }
}
struct TabScreenGraphKey: InjectionKey {
    static func make(_ values: InjectedValues) -> TabScreenGraph { TabScreenGraph(values[TabFlowNameKey.self]) }
}
/// A transient whose make begins short-lived flows one after another and resolves the graph in each.
struct TabsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> [String] {
        var wrong: [String] = []
        for name in 0..<20 {
            let flow = Factory.current.beginFlow(TestAssembly { $0.register(TabFlowNameKey.self, .singleton) { _ in TabFlowName(name) } })
            let graph = flow[TabScreenGraphKey.self]
            if graph.flow.name != name { wrong.append("flow \(name) got flow \(graph.flow.name)'s graph") }
        }
        return wrong
    }
}

@Suite struct GraphScopeReuseStressTests {
    @Test func flowsBegunOneAfterAnotherInOneResolution_eachGetTheirOwnGraphValue() {
        let factory = Factory(TestAssembly { $0.register(TabScreenGraphKey.self, .graph) })
        let wrong = factory[TabsKey.self]
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
#endif
