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
    /// The registrations in force: a retained `_KeyTable`. Declared first, so that its address is the start
    /// of the object's stored properties (see `_table`); only ever accessed through that address.
    private var _tableWord: UnsafeMutableRawPointer?
    /// A root's creation lock, in place so that it costs no allocation of its own; declared second, and
    /// only ever accessed through its address (see `_lockAddress`). A flow takes its root's.
    private var _lockStorage: _LockStorage = (0, 0, 0, 0, 0, 0, 0, 0)
    /// The scope this flow was begun from; nil for a root factory.
    @usableFromInline let _parent: Factory?
    /// Whether this scope is a flow, where `.flow` components live.
    @usableFromInline let _isFlow: Bool
    /// The root of this flow's tree, whose lock guards creation in all of it; nil for a root factory.
    @usableFromInline let _treeRoot: Factory?
    /// Told the name of every key built by its own `make` (its live default): how a strict test finds the
    /// dependencies it forgot to replace. A root's, shared by its flows.
    let _liveDefaultObserver: (@Sendable (String) -> Void)?
    @usableFromInline let _observesLiveDefaults: Bool
    /// The assemblies, which `reset()` applies again and messages name.
    let _assemblies: _Assemblies
    /// This flow's `.flow` components by key. Guarded by the tree lock.
    @usableFromInline @exclusivity(unchecked) var _flowValues = _FlowValues()

    /// Builds a root factory from assemblies; a later assembly overrides what an earlier one registered.
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

    /// Builds a root factory that reports each key built by its own `make`; for RivetTesting's strict mode.
    package convenience init(assemblies: [any Assembly], liveDefaultObserver: @escaping @Sendable (String) -> Void) {
        self.init(parent: nil, assemblies: .list(assemblies), liveDefaultObserver: liveDefaultObserver)
    }

    init(parent: Factory?, assemblies: _Assemblies, liveDefaultObserver: (@Sendable (String) -> Void)? = nil) {
        _tableWord = Unmanaged.passRetained(assemblies.table()).toOpaque()
        _parent = parent
        _isFlow = parent != nil
        _treeRoot = parent.map { $0._treeRoot ?? $0 }
        let observer = parent?._liveDefaultObserver ?? liveDefaultObserver
        _liveDefaultObserver = observer
        _observesLiveDefaults = observer != nil
        _assemblies = assemblies
        assert(_table.pointee == _tableWord, "Factory._tableWord must be the first stored property")
        assert(withUnsafeMutablePointer(to: &_lockStorage) { UnsafeMutableRawPointer($0) } == _lockAddress || parent != nil)
        assert(rivet_mutex_size() <= MemoryLayout<_LockStorage>.size)
        if parent == nil { rivet_mutex_init(_lockAddress) }
    }

    deinit {
        if _treeRoot == nil { rivet_mutex_destroy(_lockAddress) }
        Unmanaged<_KeyTable>.fromOpaque(_table.pointee.unsafelyUnwrapped).release()
    }

    /// Where the registration table is published: the address of `_tableWord`, read with acquire ordering
    /// and replaced with release ordering, with no allocation of its own.
    @inlinable
    var _table: UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
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
        "\(_isFlow ? "flow" : "Factory")(\(_assemblies.names.joined(separator: ", ")))"
    }
}
