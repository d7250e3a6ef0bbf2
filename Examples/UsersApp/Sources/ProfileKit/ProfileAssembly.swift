import Rivet
import UsersAppKit

/// The profile module's components: its deep-link handler for `usersapp://me`, contributed to the app's
/// routes from this module, at the root, so that every flow can open it.
public struct ProfileAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(MeLinkHandlerKey.self, .singleton)
        registry.contribute(DeepLinkRoutesKey.self, at: "me", MeLinkHandlerKey.self)
    }
}
