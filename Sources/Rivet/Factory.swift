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
    /// The scope this flow was begun from; nil for a root factory.
    @usableFromInline let _parent: Factory?
    /// Whether this scope is a flow, where `.flow` components live.
    @usableFromInline let _isFlow: Bool
    /// The creation lock shared by a root factory and all of its flows.
    @usableFromInline let _tree: _Tree
    /// The current registrations: a retained `_KeyTable`, replaced whole (release ordering) by
    /// `override` and `reset`, read without a lock (acquire ordering).
    @usableFromInline let _table: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    /// The registrations the assemblies made, from which `reset()` starts again.
    let _baseline: [_Registration]
    /// The assemblies, kept for their type names in messages (nothing else of them is used).
    let _assemblies: [any Assembly]
    /// This flow's `.flow` components by key. Guarded by the tree lock.
    @usableFromInline @exclusivity(unchecked) var _flowValues = _FlowValues()

    /// Builds a root factory from assemblies; a later assembly overrides what an earlier one registered.
    ///
    /// - Parameter assemblies: The app's assemblies, in order.
    public convenience init(_ assemblies: any Assembly...) {
        self.init(assemblies: assemblies)
    }

    /// Builds a root factory from a list of assemblies; a later one overrides an earlier one.
    ///
    /// - Parameter assemblies: The app's assemblies, in order.
    public convenience init(assemblies: [any Assembly]) {
        self.init(parent: nil, assemblies: assemblies)
    }

    /// Builds a root factory that reports each key built by its own `make`; for RivetTesting's strict mode.
    package convenience init(assemblies: [any Assembly], liveDefaultObserver: @escaping @Sendable (String) -> Void) {
        self.init(parent: nil, tree: _Tree.make(liveDefaultObserver: liveDefaultObserver), assemblies: assemblies)
    }

    convenience init(parent: Factory?, assemblies: [any Assembly]) {
        self.init(parent: parent, tree: parent?._tree ?? _Tree.make(), assemblies: assemblies)
    }

    init(parent: Factory?, tree: _Tree, assemblies: [any Assembly]) {
        var registry = Registry()
        for assembly in assemblies { assembly.assemble(into: &registry) }
        _parent = parent
        _isFlow = parent != nil
        _tree = tree
        _baseline = registry.registrations
        _assemblies = assemblies
        _table = .allocate(capacity: 1)
        let table = registry.registrations.isEmpty ? _KeyTable.empty : _KeyTable.make(registry.registrations)
        _table.initialize(to: Unmanaged.passRetained(table).toOpaque())
    }

    deinit {
        Unmanaged<_KeyTable>.fromOpaque(_table.pointee!).release()
        _table.deallocate()
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
        "\(_isFlow ? "flow" : "Factory")(\(_assemblies.map { _name(of: type(of: $0)) }.joined(separator: ", ")))"
    }
}
