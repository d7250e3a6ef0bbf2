import Rivet

// Documentation/Migrating/FromDagger.md: the deep links of an app whose Dagger modules contribute handlers
// with @IntoSet and @IntoMap, and a detail screen built with assisted injection, migrated to Rivet. It sits
// in an enum only so that its names don't clash with other tests'.

enum DaggerMigration {
    /// Opens the screen a deep link names, if it knows the link.
    protocol DeepLinkHandler: Sendable {
        func open(_ path: String) -> String?
    }

    struct UsersLinkHandler: DeepLinkHandler {
        func open(_ path: String) -> String? { path.hasPrefix("users/") ? "user \(path.dropFirst(6))" : nil }
    }

    struct HelpLinkHandler: DeepLinkHandler {
        func open(_ path: String) -> String? { path == "help" ? "help" : nil }
    }

    /// Was `Set<DeepLinkHandler>`, filled with `@Provides @IntoSet`: a list, in a defined order.
    struct DeepLinkHandlersKey: ListKey {
        typealias Element = any DeepLinkHandler
    }

    /// Was `Map<String, DeepLinkHandler>`, filled with `@Provides @IntoMap @StringKey("users")`.
    struct DeepLinkRoutesKey: DictionaryKey {
        typealias EntryKey = String
        typealias Element = any DeepLinkHandler
    }

    /// Was the users feature's `@Module`.
    struct UsersModule: Assembly {
        func assemble(into registry: inout Registry) {
            registry.contribute(DeepLinkHandlersKey.self) { _ in UsersLinkHandler() }          // @IntoSet
            registry.contribute(DeepLinkRoutesKey.self, at: "users") { _ in UsersLinkHandler() }  // @IntoMap @StringKey("users")
        }
    }

    /// Was the help feature's `@Module`.
    struct HelpModule: Assembly {
        func assemble(into registry: inout Registry) {
            registry.contribute(DeepLinkHandlersKey.self) { _ in HelpLinkHandler() }
            registry.contribute(DeepLinkRoutesKey.self, at: "help") { _ in HelpLinkHandler() }
        }
    }

    /// Was a `@Subcomponent`'s module: the signed-in part of the app adds a handler of its own.
    struct SignedInModule: Assembly {
        func assemble(into registry: inout Registry) {
            registry.contribute(DeepLinkRoutesKey.self, at: "me") { _ in UsersLinkHandler() }
        }
    }

    /// The detail screen's view model: its user id comes from the caller.
    final class UserDetailViewModel: Sendable {
        let userID: Int
        init(userID: Int) { self.userID = userID }
    }

    /// Was `@AssistedInject constructor(@Assisted userID: Int, ...)` with its `@AssistedFactory`.
    struct UserDetailViewModelKey: ParameterizedKey {
        static func make(_ values: InjectedValues, _ userID: Int) -> UserDetailViewModel {
            UserDetailViewModel(userID: userID)
        }
    }
}
