/// Runs `body` on the main actor, in the calling test's task and so with the test's factory current.
///
/// XCTest on Linux cannot run a `@MainActor` test method; the app's screens, presenters and coordinators
/// are main-actor types, so the tests hop here from nonisolated test methods.
@MainActor
func onMainActor<R: Sendable>(_ body: @MainActor () async throws -> R) async rethrows -> R {
    try await body()
}
