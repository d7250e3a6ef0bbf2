// Analytics sinks by name, contributed by the app's assembly and by a debug assembly, which adds its own
// "console" sink to replace the app's: a second contribution of one entry, which the runtime rejects at
// the dictionary's first resolution (to replace an entry, override the key it is contributed with).
// rivet-expect: main.swift:16:29: error: Rivet: `AnalyticsSinksKey` has two contributions for the entry "console" (AppAssembly (ErrDuplicateContribution/main.swift:10) and DebugAssembly (ErrDuplicateContribution/main.swift:16)); contribute each entry once: to replace one, override the key it is contributed with.
// runtime-expect: crash Rivet: `AnalyticsSinksKey` has two contributions for the entry "console" (AppAssembly (ErrDuplicateContribution/main.swift:10) and DebugAssembly (ErrDuplicateContribution/main.swift:16))
import Rivet

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(AnalyticsSinksKey.self, at: "console", ConsoleSinkKey.self)
        registry.contribute(AnalyticsSinksKey.self, at: "remote") { _ in RemoteSink() }
    }
}
struct DebugAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in VerboseSink() }
    }
}

let factory = Factory(AppAssembly(), DebugAssembly())
for (name, sink) in factory[AnalyticsSinksKey.self].sorted(by: { $0.key < $1.key }) { sink.record("launch via \(name)") }
