import _RivetShims

/// Resolves components: the container built from assemblies, and each flow begun from it.
///
/// ```swift
/// let factory = Factory(AppAssembly(), DebugAssembly())   // later assemblies override earlier ones
/// let repo = factory[UsersRepositoryKey.self]             // typed: no casts, no optionals
/// let same = factory.usersRepository                      // key-path access
///
/// let login = factory.beginFlow(LoginAssembly())          // a child scope for one flow
/// login.session === login.session                         // true; another flow gets its own
/// ```
///
/// A factory is safe to share between threads. Singletons belong to the factory that registered them;
/// flows share their parent's singletons and hold their own `.flow` components.
@dynamicMemberLookup
public final class Factory: @unchecked Sendable {
    /// The registrations as the assemblies made them: never changed, and read without a lock except the keys
    /// overridden since, until a reset replaces them (then kept until the factory goes; Documentation/Internals.md).
    @usableFromInline let _assembled: _KeyTable
    /// The overrides of keys `_assembled` has, or once it is replaced (a reset, or an override of a key it lacks),
    /// every registration in force. Guarded by this factory's stripe lock (Internals.md, M6).
    @exclusivity(unchecked) var _replacement: _KeyTable?
    /// This flow's `.flow` components. Guarded by this factory's stripe lock (M6).
    @exclusivity(unchecked) var _flowValues = _FlowValues()
    /// The scope this flow was begun from; nil for a root factory. Changed only by `deinit`.
    @usableFromInline @exclusivity(unchecked) var _parent: Factory?
    /// Whether this scope is a flow, where `.flow` components live.
    @usableFromInline let _isFlow: Bool
    /// The assemblies, which `reset()` applies again and messages name.
    let _assemblies: _Assemblies
    /// The launch context the assemblies are applied in: the root's, for a flow.
    let _launch: LaunchContext
    /// Every observer this scope was given (`_setObserver`), kept until it goes: its table holds the one in force
    /// unretained. Guarded by this factory's stripe lock (M6).
    @exclusivity(unchecked) var _observers: [_ObserverBox] = []

    /// Builds a root factory from assemblies; a later assembly overrides what an earlier one registered.
    ///
    /// Conditional assemblies (``Assembly/when(_:)``) are checked against ``LaunchContext/current``; to
    /// build for another context, use ``init(launch:_:)``.
    ///
    /// - Parameter assemblies: The app's assemblies, in order.
    public convenience init(_ assemblies: any Assembly...) {
        self.init(assemblies: assemblies)
    }

    /// Builds a root factory from one assembly (the same as the variadic form, without its array).
    ///
    /// - Parameter assembly: The app's assembly.
    public convenience init(_ assembly: any Assembly) {
        self.init(parent: nil, assemblies: .one(assembly))
    }

    /// Builds a root factory from a list of assemblies; a later one overrides an earlier one.
    ///
    /// - Parameter assemblies: The app's assemblies, in order.
    public convenience init(assemblies: [any Assembly]) {
        self.init(parent: nil, assemblies: .list(assemblies))
    }

    /// Builds a root factory from a list of assemblies, observed by `observer`; for RivetTesting's strict mode.
    package convenience init(assemblies: [any Assembly], observer: any ResolutionObserver) {
        self.init(parent: nil, assemblies: .list(assemblies), observer: observer)
    }

    /// A root factory (no `parent`) is built in `launch`, `LaunchContext.current` by default, and observed by
    /// `observer`; a flow in its parent's context, by its parent's observer.
    init(
        parent: Factory?,
        assemblies: _Assemblies,
        observer: (any ResolutionObserver)? = nil,
        launch: LaunchContext? = nil
    ) {
        let launch = parent?._launch ?? launch ?? .current
        _assembled = assemblies.table(isFlow: parent != nil, launch: launch)
        _launch = launch
        _parent = parent
        _isFlow = parent != nil
        _assemblies = assemblies
        if let box = parent?._assembled.observerBox {
            _observers = [box]
            _assembled.setObserver(box)
        } else if let observer {
            _setObserver(observer)
        }
    }

    deinit {
        // Release the chain of parents one at a time: a flow nested 100,000 deep must not recurse once per
        // level. A deinit inside another one on this thread hands its parent over; the outermost releases
        // them. Only a factory that is going touches its own parent: one still reachable (through a weak
        // reference, say) keeps its link.
        guard let parent = _parent.take() else { return }
        let stack = _ResolutionStack.current
        // `consume`: this deinit keeps no reference of its own, or releasing it at the end of the scope
        // would run the parent's deinit here, one level deeper.
        stack.pointee.releases.push(Unmanaged.passRetained(consume parent as AnyObject))
        guard !stack.pointee.releases.releasing else { return }
        stack.pointee.releases.releasing = true
        while let next = stack.pointee.releases.pop() { next.release() }
        stack.pointee.releases.releasing = false
    }

    /// Resolves a key.
    ///
    /// - Parameter key: The key's type, as in `factory[UsersRepositoryKey.self]`.
    /// - Returns: The value, built or reused as the key's lifecycle says.
    @inlinable public subscript<K: InjectionKey>(key: K.Type) -> K.Value {
        _resolve(K.self)
    }

    /// Resolves through an ``InjectedValues`` accessor, so that `factory.usersRepository` works.
    ///
    /// - Parameter keyPath: The accessor, as in `\.usersRepository`.
    /// - Returns: The value the accessor resolves.
    @inlinable public subscript<Value>(dynamicMember keyPath: KeyPath<InjectedValues, Value>) -> Value {
        InjectedValues(self)[keyPath: keyPath]
    }
}

extension Factory: CustomStringConvertible {
    /// The scope and its assemblies, as messages name it: `Factory(AppAssembly)`, `flow(LoginAssembly)`.
    public var description: String {
        RivetError.scopeName(isFlow: _isFlow, assemblies: _assemblies.names)
    }
}
