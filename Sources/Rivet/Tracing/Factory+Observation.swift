import _RivetShims

// Observing resolutions (ResolutionObserver). A scope with an observer has `_observedFlag` set in its assembled
// table's flags, the word the in-line read of a ready singleton compares with 0: so its resolutions all go out of
// line, where the flags word is loaded anyway and the flag sends them here. A scope without one pays nothing.
//
// An observed resolution runs as an unobserved one would, with a record of its own current on the thread: the
// build paths note in it whether this resolution built the value or waited for another thread's build
// (`_noteOutcome`), and the resolutions it makes take its number as their parent. An async make's resolutions
// find that number in a task-local value instead. Inside an observer's call and an argument's description the
// thread is quiet: nothing is observed there, so an observer cannot recurse into itself.

/// How an observed resolution of a key resolves from a scope, found before it runs.
struct _ObservedKind {
    /// Nil for a key no scope registers.
    var lifecycle: Lifecycle?
    var isAsync = false
    /// Registered without a closure: the key's own `make` builds the value.
    var usesKeyMake = false
    /// Where the value lives (a singleton's registering factory, a flow component's flow), else the resolving scope.
    var scope: Factory
}

/// The observer a scope was given, retained by every factory that uses it (`Factory._observers`).
final class _ObserverBox: Sendable {
    let observer: any ResolutionObserver
    init(_ observer: any ResolutionObserver) { self.observer = observer }
}

/// The async make's observed resolution whose number the resolutions it makes in its task take as their parent.
enum _ObservedParent {
    @TaskLocal static var id: UInt64 = 0
}

/// The observed resolution running on a thread: its number (0 when none), the thread's resolution depth when it
/// began, its frame and the outermost one's; `quiet` inside an observer's call or an argument's description, where
/// nothing is observed. Kept in the thread's `_ResolutionStack`.
struct _ThreadObservation {
    var resolution: UInt64 = 0
    var depth = 0
    var frame: UnsafeMutablePointer<_ObservedFrame>?
    /// The outermost observed resolution on this thread, whose end the events of those it encloses wait for.
    var outermost: UnsafeMutablePointer<_ObservedFrame>?
    var quiet = false
}

/// How many threads were given a number (`_ResolutionStack.threadNumber`). Touched atomically only.
nonisolated(unsafe) let _threadsNumbered: UnsafeMutablePointer<UInt> = {
    let count = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
    count.initialize(to: 0)
    return count
}()

/// The last resolution number given (`ResolutionEvent.id`). Touched atomically only (Internals.md, M11).
nonisolated(unsafe) private let _resolutionCount: UnsafeMutablePointer<UInt> = {
    let count = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
    count.initialize(to: 0)
    return count
}()

/// The number of the last resolution to begin in the process: what `ResolutionTrace.clear()` forgets up to.
func _lastResolutionID() -> UInt64 { UInt64(rivet_load_acquire(_resolutionCount)) }

extension Factory {
    /// This scope's observer, if it has one: a load of the flags word and, when the flag is set, of the observer's.
    var _observer: (any ResolutionObserver)? {
        guard _assembled.isObserved, let box = _assembled.observerBox else { return nil }
        return box.observer
    }

    /// Makes `observer` this scope's, for a root being built. The box is kept until the factory goes, so that a
    /// resolution that loaded it may use it whatever replaces it (`startTracing(into:)`).
    func _setObserver(_ observer: any ResolutionObserver) {
        let box = _ObserverBox(observer)
        _observers.append(box)
        _assembled.setObserver(box)
    }

    /// How a registration of `lifecycle` that `owner` registers resolves from this scope: where its value lives.
    func _observedKind(_ lifecycle: Lifecycle, isAsync: Bool, usesKeyMake: Bool, registeredIn owner: Factory) -> _ObservedKind {
        let scope: Factory = switch lifecycle {
        case .singleton, .weakSingleton: owner
        case .flow: sequence(first: self, next: \._parent).first { $0._isFlow } ?? self
        case .transient, .graph: self
        }
        return _ObservedKind(lifecycle: lifecycle, isAsync: isAsync, usesKeyMake: usesKeyMake, scope: scope)
    }

    /// Runs `body`, the resolution of `key` from this scope, and tells `observer` of it once it ended; or only
    /// runs it on a quiet thread.
    func _observed<R>(
        by observer: any ResolutionObserver,
        _ key: ObjectIdentifier,
        argument: () -> String? = { nil },
        _ kind: () -> _ObservedKind,
        _ body: () -> R
    ) -> R {
        _observed(by: observer, key, argument: argument, find: {}, kind: { _ in kind() }, body: { _ in body() })
    }

    /// Runs `body` with the registration `find` finds, the resolution of `key` from this scope, and tells
    /// `observer` of it, as `kind` says it resolves with that registration, once it ended; or only runs it on a
    /// quiet thread. One look-up for both: an override between two could report another registration than the
    /// one used (ObserverStormSoundnessTests). The registration is kept until the observer was told, so that a
    /// replaced one is released (its deinits run) outside this resolution.
    func _observed<Registration, R>(
        by observer: any ResolutionObserver,
        _ key: ObjectIdentifier,
        argument: () -> String? = { nil },
        find: () -> Registration,
        kind: (Registration) -> _ObservedKind,
        body: (Registration) -> R
    ) -> R {
        let stack = _ResolutionStack.current
        guard !stack.pointee.observation.quiet else { return body(find()) }
        // The description first: it is user code, which may replace the registration `find` finds.
        let argument = _quietly(argument)
        let registration = find()
        let kind = kind(registration)
        let saved = stack.pointee.observation
        let id = UInt64(rivet_add_fetch(_resolutionCount, 1))
        let parent = saved.resolution != 0 ? saved.resolution : _ObservedParent.id
        var frame = _ObservedFrame(outcome: kind.lifecycle == nil || kind.lifecycle == .transient ? .built : .cached, key: key)
        let start = rivet_monotonic_nanoseconds()
        let value = withUnsafeMutablePointer(to: &frame) { frame in
            stack.pointee.observation = _ThreadObservation(
                resolution: id, depth: stack.pointee.depth, frame: frame, outermost: saved.outermost ?? frame
            )
            defer { stack.pointee.observation = saved }
            return body(registration)
        }
        _tell(observer, _event(id, parent, key, argument, kind, frame.outcome, start), after: &frame.pending, or: saved.outermost)
        return withExtendedLifetime(registration) { value }
    }

    /// Awaits `body`, the resolution of an async component of `key` from this scope (which returns whether it
    /// built the value), and tells `observer` of it once it ended; the resolutions its make makes are its children.
    func _observedAwait(
        by observer: any ResolutionObserver,
        _ key: ObjectIdentifier,
        wasReady: Bool,
        _ kind: _ObservedKind,
        isolation: isolated (any Actor)?,
        _ body: () async throws -> Bool
    ) async throws {
        let id = UInt64(rivet_add_fetch(_resolutionCount, 1))
        let parent = _ObservedParent.id
        let start = rivet_monotonic_nanoseconds()
        let outcome: ResolutionEvent.Outcome
        do {
            let built = try await _ObservedParent.$id.withValue(id) { try await body() }
            outcome = built ? .built : wasReady ? .cached : .waited
        } catch {
            _deliver(_event(id, parent, key, nil, kind, .failed, start), to: observer)
            throw error
        }
        _deliver(_event(id, parent, key, nil, kind, outcome, start), to: observer)
    }

    private func _event(
        _ id: UInt64,
        _ parent: UInt64,
        _ key: ObjectIdentifier,
        _ argument: String?,
        _ kind: _ObservedKind,
        _ outcome: ResolutionEvent.Outcome,
        _ start: UInt64
    ) -> ResolutionEvent {
        ResolutionEvent(
            id: id, parentID: parent == 0 ? nil : parent, keyIdentifier: key,
            argument: argument, lifecycle: kind.lifecycle, isAsync: kind.isAsync,
            usedLiveDefault: outcome == .built && (kind.lifecycle == nil || kind.usesKeyMake), outcome: outcome,
            scope: kind.scope.description, start: start, end: rivet_monotonic_nanoseconds(),
            thread: _ResolutionStack.current.pointee.threadNumber, isMainThread: _ResolutionStack.current.pointee.isMainThread
        )
    }
}

/// Tells `observer` of `event`, after the events that waited for it (`pending`): at once when no observed resolution
/// encloses it on this thread, else once the outermost one (`outer`) ends, so that an observer may resolve anything,
/// a component whose build encloses this resolution included. Out of line: a resolution 128 deep is 128 observed
/// frames, which must fit a 512 KiB thread in a debug build.
@inline(never)
private func _tell(
    _ observer: any ResolutionObserver,
    _ event: ResolutionEvent,
    after pending: inout [_PendingEvent],
    or outer: UnsafeMutablePointer<_ObservedFrame>?
) {
    if let outer {
        outer.pointee.pending.append(_PendingEvent(observer: observer, event: event))
        return
    }
    for nested in pending { _deliver(nested.event, to: nested.observer) }
    _deliver(event, to: observer)
}

/// Tells `observer` of `event` on a quiet thread: what the observer resolves is not observed.
private func _deliver(_ event: ResolutionEvent, to observer: any ResolutionObserver) {
    _quietly { observer.observe(event) }
}

/// Runs `body` (user code: an observer, an argument's description) with nothing observed on this thread.
func _quietly<R>(_ body: () -> R) -> R {
    let stack = _ResolutionStack.current
    let wasQuiet = stack.pointee.observation.quiet
    stack.pointee.observation.quiet = true
    defer { stack.pointee.observation.quiet = wasQuiet }
    return body()
}

/// An observed resolution in progress, on its own stack (`_ThreadObservation.frame` points to it): where its
/// outcome goes, with its key (the frame that notes it must be one resolving that key), and, for the outermost one
/// on the thread, the events of the resolutions it made, waiting for it to end.
struct _ObservedFrame {
    var outcome: ResolutionEvent.Outcome
    let key: ObjectIdentifier
    var pending: [_PendingEvent] = []
}

/// An event told once the outermost observed resolution on its thread ended.
struct _PendingEvent {
    let observer: any ResolutionObserver
    let event: ResolutionEvent
}

/// Notes how the observed resolution running on this thread, if `stack`'s top frame is its, had its value:
/// `.built` by its make here, or `.waited` for another thread's build.
///
/// Its frame is one deeper than the depth it began at, and resolves its key. The depth alone is not enough: user
/// code runs at the resolution's own depth after its frame was popped (the deinits of a replaced registration it
/// held, of evicted arguments and values, of a graph's values), and a build there in a scope nobody observes
/// pushes a frame at the same depth (ObserverOutcomeSoundnessTests).
@inline(__always)
func _noteOutcome(_ outcome: ResolutionEvent.Outcome, _ stack: UnsafeMutablePointer<_ResolutionStack>) {
    let observation = stack.pointee.observation
    guard let frame = observation.frame, observation.depth + 1 == stack.pointee.depth,
          stack.pointee.top.pointee.key == frame.pointee.key else { return }
    frame.pointee.outcome = outcome
}

// Observed resolutions of plain and parameterized keys: the registration is found once, and both the event and
// the resolution use it (`_observed(by:_:argument:find:kind:body:)` above).

extension Factory {
    /// Resolves `K` through the registrations in force from this scope, as `_resolveThroughScopes` does, and tells
    /// `observer` of it.
    func _resolveObserved<K: InjectionKey>(_: K.Type, by observer: any ResolutionObserver) -> K.Value {
        let key = ObjectIdentifier(K.self)
        return _observed(by: observer, key, find: { _registration(for: key) }, kind: { found in
            guard let (entry, owner) = found else { return _ObservedKind(scope: self) }
            let registration = unsafeDowncast(entry, to: _Entry<K.Value>.self)
            return _observedKind(registration.lifecycle, isAsync: registration.isAsync, usesKeyMake: registration.usesKeyMake, registeredIn: owner)
        }, body: { found in
            guard let (entry, owner) = found else { return _makeLiveDefaultInFrame(K.self, key) }
            return _build(K.self, unsafeDowncast(entry, to: _Entry<K.Value>.self), registeredIn: owner)
        })
    }

    /// Resolves `K` with `argument` through the registrations in force from this scope, as
    /// `_resolveThroughScopes(_:_:)` does, and tells `observer` of it.
    func _resolveObserved<K: ParameterizedKey>(_: K.Type, _ argument: K.Argument, by observer: any ResolutionObserver) -> K.Value {
        let key = ObjectIdentifier(K.self)
        return _observed(by: observer, key, argument: { String(describing: argument) }, find: { _registration(for: key) }, kind: { found in
            guard let (entry, owner) = found else { return _ObservedKind(scope: self) }
            let family = Self._family(K.self, .passUnretained(entry)).takeUnretainedValue()
            return _observedKind(family.lifecycle.lifecycle, isAsync: false, usesKeyMake: family.make == nil, registeredIn: owner)
        }, body: { found in
            guard let (entry, owner) = found else { return _makeLiveDefaultInFrame(K.self, argument) }
            return _resolve(K.self, argument, Self._family(K.self, .passUnretained(entry)), registeredIn: owner)
        })
    }
}
