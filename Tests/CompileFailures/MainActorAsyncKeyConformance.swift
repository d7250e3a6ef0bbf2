// expected-error: cannot form main actor-isolated conformance of 'DraftsKey' to SendableMetatype-inheriting protocol 'AsyncInjectionKey'
import Rivet

// An async key's metatype goes to the task that builds its value, so its conformance cannot be isolated to
// the main actor. Isolate the make instead: `@MainActor static func make(...) async throws -> Drafts`
// (Documentation/AsyncDependencies.md, "Main-actor code").

@MainActor
final class Drafts {}

@MainActor
struct DraftsKey: @MainActor AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Drafts { Drafts() }
}
