import Rivet

final class TimelineService: Sendable { func home() -> [String] { ["hello"] } }
final class SearchService: Sendable { func trending() -> [String] { ["#swift"] } }
final class ComposeDraft: @unchecked Sendable { var text = "" }

struct TimelineServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> TimelineService { TimelineService() }
}
struct SearchServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> SearchService { SearchService() }
}
struct ComposeDraftKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ComposeDraft { ComposeDraft() }
}
extension InjectedValues {
    var timelineService: TimelineService { self[TimelineServiceKey.self] }
    var searchService: SearchService { self[SearchServiceKey.self] }
    var composeDraft: ComposeDraft { self[ComposeDraftKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(TimelineServiceKey.self, .singleton)
        registry.register(SearchServiceKey.self)
    }
}
struct ComposeAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ComposeDraftKey.self, .flow)
    }
}
