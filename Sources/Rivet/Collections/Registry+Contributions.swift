extension Registry {
    /// Adds an element, built by `make`, to a list that other assemblies contribute to too.
    ///
    /// The element is built at each resolution of the list, in the scope resolving it. To share one
    /// element, or to let a test replace it alone, contribute a key instead: ``contribute(_:_:file:line:)``.
    ///
    /// ```swift
    /// registry.contribute(DeepLinkHandlersKey.self) { values in SettingsLinkHandler(router: values.router) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The list.
    ///   - file: Where the contribution is made, for messages; leave the default.
    ///   - line: Where the contribution is made, for messages; leave the default.
    ///   - make: Builds the element.
    @inlinable
    public mutating func contribute<K: ListKey>(
        _ key: K.Type,
        file: StaticString = #fileID,
        line: UInt = #line,
        make: @escaping @Sendable (InjectedValues) -> K.Element
    ) {
        _contribute(K.self, (), _Contribution(source: _source(file, line), make: make)) { $0.factory._collectList(K.self) }
    }

    /// Adds the value of another key to a list: the element has that key's lifecycle, and a test replaces
    /// it by overriding that key.
    ///
    /// ```swift
    /// registry.register(ProfileLinkHandlerKey.self, .singleton)
    /// registry.contribute(DeepLinkHandlersKey.self, ProfileLinkHandlerKey.self)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The list.
    ///   - element: The key whose value is the element.
    ///   - file: Where the contribution is made, for messages; leave the default.
    ///   - line: Where the contribution is made, for messages; leave the default.
    @inlinable
    public mutating func contribute<K: ListKey, E: InjectionKey & SendableMetatype>(
        _ key: K.Type,
        _ element: E.Type,
        file: StaticString = #fileID,
        line: UInt = #line
    ) where E.Value == K.Element {
        _contribute(K.self, (), _Contribution(source: _source(file, line)) { values in values[E.self] }) {
            $0.factory._collectList(K.self)
        }
    }

    /// Adds an entry, built by `make`, to a dictionary that other assemblies contribute to too.
    ///
    /// ```swift
    /// registry.contribute(AnalyticsSinksKey.self, at: "console") { values in ConsoleSink(log: values.logger) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dictionary.
    ///   - entryKey: The entry's key: no other contribution may use it.
    ///   - file: Where the contribution is made, for messages; leave the default.
    ///   - line: Where the contribution is made, for messages; leave the default.
    ///   - make: Builds the element.
    public mutating func contribute<K: DictionaryKey>(
        _ key: K.Type,
        at entryKey: K.EntryKey,
        file: StaticString = #fileID,
        line: UInt = #line,
        make: @escaping @Sendable (InjectedValues) -> K.Element
    ) {
        _contribute(K.self, entryKey, _Contribution(source: _source(file, line), make: make)) {
            $0.factory._collectDictionary(K.self)
        }
    }

    /// Adds the value of another key as an entry of a dictionary: the element has that key's lifecycle, and
    /// a test replaces it by overriding that key.
    ///
    /// - Parameters:
    ///   - key: The dictionary.
    ///   - entryKey: The entry's key: no other contribution may use it.
    ///   - element: The key whose value is the element.
    ///   - file: Where the contribution is made, for messages; leave the default.
    ///   - line: Where the contribution is made, for messages; leave the default.
    public mutating func contribute<K: DictionaryKey, E: InjectionKey & SendableMetatype>(
        _ key: K.Type,
        at entryKey: K.EntryKey,
        _ element: E.Type,
        file: StaticString = #fileID,
        line: UInt = #line
    ) where E.Value == K.Element {
        _contribute(K.self, entryKey, _Contribution(source: _source(file, line)) { values in values[E.self] }) {
            $0.factory._collectDictionary(K.self)
        }
    }

    /// A list collects contributions: registering it without a make would replace them with an empty list.
    ///
    /// This overload exists to put that in a compiler diagnostic.
    @available(*, deprecated, message: "a ListKey collects contributions: use registry.contribute(Key.self) { values in ... }; to replace the whole list, register it with make:")
    public mutating func register<K: ListKey>(_ key: K.Type, _ lifecycle: Lifecycle = .transient) {
        _append(_Registration(K.self, lifecycle, make: nil))
    }

    /// A dictionary collects contributions: registering it without a make would replace them with an
    /// empty dictionary.
    ///
    /// This overload exists to put that in a compiler diagnostic.
    @available(*, deprecated, message: "a DictionaryKey collects contributions: use registry.contribute(Key.self, at: ...) { values in ... }; to replace the whole dictionary, register it with make:")
    public mutating func register<K: DictionaryKey>(_ key: K.Type, _ lifecycle: Lifecycle = .transient) {
        _append(_Registration(K.self, lifecycle, make: nil))
    }

    /// Where a contribution is made, as messages name it: `ProfileAssembly (Profile/ProfileAssembly.swift:12)`.
    @usableFromInline
    func _source(_ file: StaticString, _ line: UInt) -> String {
        let place = "\(file):\(line)"
        guard let assembly = _assembling else { return place }
        return "\(_name(of: assembly)) (\(place))"
    }

    /// Adds a contribution to `K`'s in this registry, after those before it; a registration of the whole
    /// collection made before is replaced. `collect` builds the collection from every scope's contributions.
    ///
    /// In amortised constant time: the contributions this registry holds alone grow in place. Those it shares
    /// (with a registry an assembly kept) are copied once, into new ones it holds alone.
    @usableFromInline
    mutating func _contribute<K: InjectionKey, Label, Element>(
        _: K.Type,
        _ label: Label,
        _ contribution: _Contribution<Element>,
        collect: @escaping @Sendable (InjectedValues) -> K.Value
    ) {
        if let contributions = _ownContributions(K.self, Label.self, Element.self) {
            contributions.items.append((label, contribution))
            return
        }
        let key = ObjectIdentifier(K.self)
        let earlier = _entry(for: key).flatMap { unsafeDowncast($0 as AnyObject, to: _Entry<K.Value>.self).contributions }
            .map { unsafeDowncast($0, to: _Contributions<Label, Element>.self) }
        let contributions = _Contributions<Label, Element>(
            (earlier?.items ?? []) + [(label, contribution)],
            copiedItems: (earlier?.copiedItems ?? 0) + (earlier?.items.count ?? 0)
        )
        let entry = _Entry<K.Value>.make(key, .transient, collect, contributions: contributions)
        _append(_Registration(key: key, entry: entry))
    }

    /// `K`'s contributions in this registry when nothing else can see them change: this registry holds its
    /// table alone, the table the entry, and the entry the contributions. Nil when `K` has none here (or a
    /// registration of the whole collection), or when they are shared.
    private mutating func _ownContributions<K: InjectionKey, Label, Element>(
        _: K.Type,
        _: Label.Type,
        _: Element.Type
    ) -> _Contributions<Label, Element>? {
        guard let contributions = _entryHeldAlone(for: ObjectIdentifier(K.self), K.Value.self)?.contributionsHeldAlone() else {
            return nil
        }
        return unsafeDowncast(contributions, to: _Contributions<Label, Element>.self)
    }
}

extension Registry {
    /// How many contributions to `key` this registry copied so far, from one object of its contributions to
    /// the next: what a test reads to check that assembling contributions costs each one once.
    package func _copiedContributions<K: InjectionKey>(to key: K.Type) -> Int {
        let entry = _entry(for: ObjectIdentifier(K.self)) as? _Entry<K.Value>
        return entry?.contributions?.copiedItems ?? 0
    }
}
