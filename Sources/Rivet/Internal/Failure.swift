import _RivetShims

// Where resolution errors are raised. Every path ends in `_fail`, which either stops the program with
// the message or, on a thread running a checked resolution, hands the error to the waiting caller.

/// Reports `error`: to a checked resolution's caller if this thread runs one, else by stopping the program.
@usableFromInline
func _fail(_ error: RivetError) -> Never {
    let stack = rivet_stack_get()
    if let checked = stack.pointee.checked {
        _releaseLocksHeldByThisThread()
        Unmanaged<_CheckedRunSink>.fromOpaque(checked).takeUnretainedValue().deliver(.failure(error))
        rivet_thread_park()
    }
    fatalError(error.description)
}

/// A frame could not be pushed: `code` is 0 when the stack is full, else `-(index + 1)` of the frame
/// that already resolves the key in the same scope.
@usableFromInline
func _failPush(_ code: Int, _ key: ObjectIdentifier) -> Never {
    let chain = _currentChain() + [_name(of: key)]
    if code == 0 { _fail(.resolutionTooDeep(limit: Int(RIVET_MAX_DEPTH), chain: chain)) }
    _fail(.dependencyCycle(chain: Array(chain[(-code - 1)...])))
}

extension Factory {
    /// A flow-scoped key was resolved outside any flow: a captive dependency if a singleton is being
    /// built on this thread, else a flow that is not running.
    @usableFromInline
    func _failFlowNotRunning<K: InjectionKey>(_: K.Type) -> Never {
        let frames = _currentFrames()
        let key = _name(of: K.self)
        let chain = frames.map(\.name) + [key]
        let captor = frames.lastIndex { $0.lifecycle == .singleton || $0.lifecycle == .weakSingleton }
        if let captor {
            _fail(.captiveDependency(singleton: frames[captor].name, flowScoped: key, chain: Array(chain[captor...])))
        }
        _fail(.flowNotRunning(key: key, chain: chain))
    }

    /// A `.weakSingleton` registration built a value that is not a class instance.
    @usableFromInline
    func _failNotAnObject<K: InjectionKey>(_: K.Type) -> Never {
        _fail(.notAnObject(key: _name(of: K.self)))
    }

    /// An interface key that nothing registered with a make was resolved in this scope.
    func _failMissingRegistration<K: InjectionKey>(_: K.Type) -> Never {
        let key = ObjectIdentifier(K.self)
        let searched = sequence(first: self, next: \._parent).map { scope in
            scope._entry(for: key) == nil ? scope.description : "\(scope), which registers it without a make"
        }
        _fail(.missingRegistration(key: _name(of: K.self), searched: searched, chain: _currentChain()))
    }
}

/// A resolution in progress on this thread, outermost first.
struct _FrameInfo {
    let name: String
    let lifecycle: Lifecycle
}

func _currentFrames() -> [_FrameInfo] {
    (0..<rivet_stack_get().pointee.depth).map { index in
        let frame = rivet_frame_at(index)
        let type = unsafeBitCast(frame.key, to: Any.Type.self)
        return _FrameInfo(name: _name(of: type), lifecycle: Lifecycle(_frameCode: UInt8(truncatingIfNeeded: frame.flags)))
    }
}

/// The names of the keys being resolved on this thread, outermost first.
func _currentChain() -> [String] {
    _currentFrames().map(\.name)
}

/// Unlocks, once per frame that locked it, each tree lock this thread holds: a checked resolution is
/// abandoning those frames and must not leave other threads waiting.
func _releaseLocksHeldByThisThread() {
    let stack = rivet_stack_get()
    for index in 0..<stack.pointee.depth {
        let frame = rivet_frame_at(index)
        guard frame.flags & UInt(RIVET_FRAME_LOCKED) != 0, let scope = frame.scope else { continue }
        Unmanaged<Factory>.fromOpaque(scope).takeUnretainedValue()._unlockTree()
    }
    stack.pointee.depth = 0
}

/// A key's name in messages: its type name as written, without the module.
func _name(of type: Any.Type) -> String {
    String(describing: type)
}

func _name(of key: ObjectIdentifier) -> String {
    _name(of: unsafeBitCast(key, to: Any.Type.self))
}
