// `#if DEBUG`: the debug build registers a singleton network inspector that reads the flow's request
// log (debug builds define DEBUG, so this is the branch that runs here).
// rivet-expect: main.swift:27:99: error: Rivet: singleton `NetworkInspectorKey` depends on flow-scoped `RequestLogKey` (NetworkInspectorKey -> RequestLogKey); make NetworkInspectorKey flow-scoped or resolve RequestLogKey lazily inside the flow. This happens only when building with `DEBUG`.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `NetworkInspectorKey` depends on flow-scoped `RequestLogKey` (NetworkInspectorKey -> RequestLogKey)
import Rivet

final class RequestLog: Sendable {}
final class NetworkInspector: Sendable {
    let log: RequestLog?
    init(log: RequestLog?) { self.log = log }
}
struct RequestLogKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RequestLog { RequestLog() }
}
struct NetworkInspectorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> NetworkInspector { NetworkInspector(log: nil) }
}
extension InjectedValues {
    var requestLog: RequestLog { self[RequestLogKey.self] }
}

struct DiagnosticsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RequestLogKey.self, .flow)
        #if DEBUG
        registry.register(NetworkInspectorKey.self, .singleton) { values in NetworkInspector(log: values.requestLog) }
        #else
        registry.register(NetworkInspectorKey.self, .singleton)
        #endif
    }
}

let factory = Factory(DiagnosticsAssembly())
let session = factory.beginFlow()
print(session[NetworkInspectorKey.self])
