import Rivet
import UsersAppKit

/// Opens `usersapp://me`: the detail of whoever is signed in. ProfileKit's own handler, contributed to the
/// app's deep-link routes by ``ProfileAssembly``; UsersAppKit does not know it exists.
public struct MeLinkHandler: DeepLinkHandler {
    private let session: SessionStore

    /// - Parameter session: Who is signed in.
    public init(session: SessionStore) {
        self.session = session
    }

    public func route(for link: DeepLink) async -> UsersRoute? {
        guard link.path.isEmpty, let user = await session.user else { return nil }
        return .userDetail(user.id)
    }
}

/// The `me` route's handler, behind a key of its own: a test replaces it alone by overriding this key.
public struct MeLinkHandlerKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any DeepLinkHandler { MeLinkHandler(session: values.sessionStore) }
}
