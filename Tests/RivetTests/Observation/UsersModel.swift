import Observation
import Rivet
import RivetTestSupport

// The view model of a users screen as a SwiftUI app writes it: observable state for the view, dependencies
// injected from the current factory. Documentation/SwiftUI.md quotes it.

@MainActor
@Observable
final class UsersModel {
    var names: [String] = []
    var isLoading = false

    @ObservationIgnored @Injected(\.usersRepository) var repository
    @ObservationIgnored @Injected(\.logger) var logger
    @ObservationIgnored @LazyInjected(\.session) var session   // resolved on first read, in a flow

    func load() async throws {
        isLoading = true
        defer { isLoading = false }
        logger.log("loading users")
        names = try await repository.users().map(\.name)
    }
}
