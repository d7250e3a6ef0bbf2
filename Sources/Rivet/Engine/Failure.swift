import _RivetShims

// Where resolution errors are raised: every path ends in `_fail`, which stops the program with the
// message. A failure deep inside user code cannot be unwound, so it is not thrown (see
// Documentation/Testing.md for how tests assert one).

/// Reports `error` by stopping the program with its message.
@usableFromInline
func _fail(_ error: RivetError) -> Never {
    fatalError(error.description)
}

/// A frame could not be pushed: `code` is 0 when the stack is full, else `-(index + 1)` of the frame
/// that already resolves the key in the same scope.
@usableFromInline
func _failPush(_ code: Int, _ key: ObjectIdentifier) -> Never {
    let chain = _currentChain() + [_name(of: key)]
    if code == 0 { _fail(.resolutionTooDeep(limit: _ResolutionStack.maximumDepth, chain: chain)) }
    _fail(.dependencyCycle(chain: Array(chain[(-code - 1)...])))
}

extension Factory {
    /// A flow-scoped key was resolved outside any flow: a captive dependency if a singleton is being
    /// built on this thread, else a flow that is not running.
    @usableFromInline
    func _failFlowNotRunning(_ keyType: Any.Type) -> Never {
        let frames = _currentFrames()
        let key = _name(of: keyType)
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
            let name = scope._registeredEntry(for: key) == nil ? scope.description : "\(scope), which registers it without a make"
            // A conditional assembly the scope's name lists but its launch context did not apply.
            let notApplied = scope._assemblies.notApplied(in: scope._launch)
            return notApplied.isEmpty ? name : "\(name), where \(notApplied.joined(separator: " and "))"
        }
        _fail(.missingRegistration(key: _name(of: K.self), searched: searched, chain: _currentChain()))
    }
}

/// Says, without stopping, that this thread has waited long for a value another thread builds.
func _warnStillWaiting(afterMilliseconds waited: Int) {
    let chain = _currentChain()
    let message = "Rivet: waiting for `\(chain.last ?? "?")`, which another thread has been building for "
        + "\(_waitDuration(waited)) (\(RivetError.arrow(chain))); if its make waits for this thread (a semaphore, "
        + "DispatchQueue.main.sync), the two are deadlocked: build it before, or resolve it outside that wait."
    _writeSlowWaitReport(message)
}

/// What Rivet says, without stopping, when a task has waited long for the value of `key` another task builds.
/// `waiter` is the waiting task's build, if any, whose chain travels in a task-local value
/// (`_AsyncBuild.current`): work moved to `Task.detached` or another thread does not carry it.
func _stillAwaitingMessage(_ key: ObjectIdentifier, as waiter: _AsyncBuild?, afterMilliseconds waited: Int) -> String {
    let name = _name(of: key)
    let chain = _AsyncBuild.chain(endingWith: waiter).map { $0.name } + [name]
    return "Rivet: awaiting `\(name)`, which another task has been building for \(_waitDuration(waited)) "
        + "(\(RivetError.arrow(chain))); if its make waits for this task through work Rivet cannot follow "
        + "(Task.detached, another thread, a closure run later), the two wait for each other for ever: "
        + "build it before, or await it outside that work."
}

/// A wait's length as the reports say it: `100 ms`, `10 s`.
func _waitDuration(_ milliseconds: Int) -> String {
    milliseconds >= 1000 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
}

/// Writes a line about a slow wait on standard error, and tells a test that listens.
func _writeSlowWaitReport(_ message: String) {
    rivet_write_error(message)
    Factory._slowWaitObserver?(message)
}

/// A resolution in progress on this thread, outermost first.
struct _FrameInfo {
    let name: String
    let lifecycle: Lifecycle
}

/// The async builds of the running task come first: a sync resolution inside an async make continues them.
func _currentFrames() -> [_FrameInfo] {
    _AsyncBuild.currentChain + _threadFrames()
}

/// The sync resolutions in progress on this thread, outermost first.
func _threadFrames() -> [_FrameInfo] {
    let stack = _ResolutionStack.current
    return (0..<stack.pointee.depth).map { index in
        let frame = stack.pointee.frames[index]
        return _FrameInfo(name: _name(of: frame.key), lifecycle: frame.lifecycle)
    }
}

/// The names of the keys being resolved on this thread, outermost first.
func _currentChain() -> [String] {
    _currentFrames().map(\.name)
}

/// A key's name in messages: its type name as written, without the module.
func _name(of type: Any.Type) -> String {
    String(describing: type)
}

func _name(of key: ObjectIdentifier) -> String {
    _name(of: unsafeBitCast(key, to: Any.Type.self))
}

extension Factory {
    /// How long a thread waits for another thread's build of the same value, or a task for another task's
    /// async build, before it says so on standard error (and goes on waiting), and again after each such delay.
    /// A test lowers it in an exit test's process, before it starts a thread or a task.
    // Unchecked: every claim reads it, and a checked static access costs about 170 instructions (S7).
    @exclusivity(unchecked) nonisolated(unsafe) package static var _slowBuildWarningMilliseconds = 10_000

    /// Told each line Rivet writes about a slow wait, after it is written to standard error: a test waits for
    /// the report rather than for time to pass. Set in an exit test's process, before it starts a thread or task.
    nonisolated(unsafe) package static var _slowWaitObserver: (@Sendable (String) -> Void)?
}
