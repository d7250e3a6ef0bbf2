import Benchmark
import BenchmarkGraph
import PeerGraph
import Dependencies
import Rivet
import Swinject

// S10: begin a flow, resolve a flow-scoped component, end the flow.

let rivetRoot = Factory(SingletonAssembly())
nonisolated(unsafe) let swinjectRoot = SwinjectGraph.singletonContainer()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .perOperation

    Benchmark("S10_FlowLifetime_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(HandwrittenFlow().session) }
    }
    Benchmark("S10_FlowLifetime_Rivet") { benchmark in
        for _ in benchmark.scaledIterations {
            let flow = rivetRoot.beginFlow(FlowAssembly())
            blackHole(flow[FlowSessionKey.self])
        }
    }
    Benchmark("S10_FlowLifetime_Swinject") { benchmark in
        for _ in benchmark.scaledIterations {
            let flow = SwinjectGraph.beginFlow(from: swinjectRoot)
            blackHole(flow.resolve(FlowSession.self)!)
        }
    }
    Benchmark("S10_FlowLifetime_Dependencies") { benchmark in
        for _ in benchmark.scaledIterations {
            withDependencies {
                $0.flowSession = FlowSession()
            } operation: {
                @Dependency(\.flowSession) var session
                blackHole(session)
            }
        }
    }
}
