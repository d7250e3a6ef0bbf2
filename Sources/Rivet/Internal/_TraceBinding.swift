import _RivetShims

/// A traced scope's hold on its trace: counted in `rivet_traced_scopes` for as long as it lives, so that the
/// count falls when tracing stops and when a traced factory goes without stopping.
final class _TraceBinding {
    let trace: ResolutionTrace

    init(_ trace: ResolutionTrace) {
        self.trace = trace
        rivet_traced_scopes_add(1)
    }

    deinit {
        rivet_traced_scopes_add(-1)
    }
}

/// The traced resolution an async make runs for: the parent of the resolutions it makes, in its task.
struct _TraceParent: Sendable {
    let trace: ResolutionTrace
    let position: ResolutionTrace._Position

    @TaskLocal static var current: _TraceParent?
}
