/// One way a key may be built, as `rivet explain` lists them: its own `make`, a registration, or an
/// override, with what the code resolves.
struct Build {
    enum Source {
        /// The key's own `make`.
        case make
        case registration(Registration)
        case override(Registration)
        /// A contribution to the key, a collection: its element is built as the key is resolved.
        case contribution(Registration)
        /// An `onCreate` or `decorate` of the key: it runs as each new value is built.
        case hook(Registration)
    }

    enum Code {
        /// The resolutions the code certainly makes, in order.
        case resolutions([Resolution])
        /// A registration or override with no closure: it builds with the key's `make`.
        case usesMake
        /// Code the analysis cannot read: a `make:` that is not a closure, or a `make` not found (or
        /// found twice) in these sources.
        case unread
    }

    var source: Source
    /// Where the `make` or the call is; nil for a `make` the analysis did not find.
    var location: SourceLocation?
    var code: Code
}

extension Program {
    /// Every way `key` may be built: its `make` (unless an interface key has none), then each registration
    /// and each override, each contribution to it and each of its hooks, in source order.
    func builds(of key: Int) -> [Build] {
        let entry = keys[key]
        var builds: [Build] = []
        if let make = entry.make, !entry.isMakeUnread {
            builds.append(Build(source: .make, location: make.location, code: .resolutions(make.resolutions)))
        } else if entry.isMakeUnread {
            builds.append(Build(source: .make, location: entry.make?.location, code: .unread))
        }
        for registration in entry.registrations {
            builds.append(Build(source: .registration(registration), location: registration.location, code: Self.code(registration.builder)))
        }
        for override in entry.overrides {
            builds.append(Build(source: .override(override), location: override.location, code: Self.code(override.builder)))
        }
        for contribution in entry.contributions {
            builds.append(Build(source: .contribution(contribution), location: contribution.location, code: Self.code(contribution.builder)))
        }
        for hook in entry.hooks {
            builds.append(Build(source: .hook(hook), location: hook.location, code: Self.code(hook.builder)))
        }
        return builds
    }

    private static func code(_ builder: Builder) -> Build.Code {
        switch builder {
        case .keyMake: .usesMake
        case .code(let resolutions): .resolutions(resolutions)
        case .opaque: .unread
        }
    }
}
