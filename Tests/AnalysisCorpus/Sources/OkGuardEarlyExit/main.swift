// A make that returns early when offline (always, here) before a resolution that would close a cycle,
// and one that resolves after `??`.
// rivet-expect: main.swift:22:37: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `values[UploaderKey.self]`: after a `guard`, which may leave first (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class SyncEngine: Sendable {
    let uploader: Uploader?
    init(uploader: Uploader?) { self.uploader = uploader }
}
final class Uploader: Sendable {
    let engine: SyncEngine
    init(engine: SyncEngine) { self.engine = engine }
}

enum Connectivity { static let isOnline = false }
struct CachedEngine { static let shared: SyncEngine? = SyncEngine(uploader: nil) }

struct SyncEngineKey: InjectionKey {
    static func make(_ values: InjectedValues) -> SyncEngine {
        guard Connectivity.isOnline else { return SyncEngine(uploader: nil) }
        return SyncEngine(uploader: values[UploaderKey.self])
    }
}
struct UploaderKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Uploader {
        Uploader(engine: CachedEngine.shared ?? values[SyncEngineKey.self])
    }
}

struct SyncAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SyncEngineKey.self, .singleton)
        registry.register(UploaderKey.self)
    }
}

let factory = Factory(SyncAssembly())
precondition(factory[SyncEngineKey.self].uploader == nil)
precondition(factory[UploaderKey.self].engine === CachedEngine.shared)
