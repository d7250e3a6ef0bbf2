import Rivet

final class HomeTimelineViewModel {
    @Injected(\.timelineService) var timeline
    var items: [String] { timeline.home() }
}
final class SearchViewModel {
    @Injected(\.searchService) var search
    var suggestions: [String] { search.trending() }
}
final class ComposeViewModel {
    @Injected(\.composeDraft) var draft
    @Injected(\.timelineService) var timeline
}
