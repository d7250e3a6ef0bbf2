// The app registers its search history as transient; the production assembly, later, makes it a
// singleton to share it, but it reads the flow's query.
// rivet-expect: main.swift:17:88: error: Rivet: singleton `SearchHistoryKey` depends on flow-scoped `SearchQueryKey` (SearchHistoryKey -> SearchQueryKey); make SearchHistoryKey flow-scoped or resolve SearchQueryKey lazily inside the flow.
// runtime-expect: crash Rivet: singleton `SearchHistoryKey` depends on flow-scoped `SearchQueryKey` (SearchHistoryKey -> SearchQueryKey)
import Rivet

final class SearchQuery: Sendable { let text = "swift" }
final class SearchHistory: Sendable {
    let query: SearchQuery
    init(query: SearchQuery) { self.query = query }
}

struct SearchQueryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> SearchQuery { SearchQuery() }
}
struct SearchHistoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> SearchHistory { SearchHistory(query: values.searchQuery) }
}
extension InjectedValues {
    var searchQuery: SearchQuery { self[SearchQueryKey.self] }
    var searchHistory: SearchHistory { self[SearchHistoryKey.self] }
}

struct SearchAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SearchQueryKey.self, .flow)
        registry.register(SearchHistoryKey.self)
    }
}

struct ProductionAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SearchHistoryKey.self, .singleton)
    }
}

final class SearchPresenter {
    @Injected(\.searchHistory) var history
}

let factory = Factory(SearchAssembly(), ProductionAssembly())
let search = factory.beginFlow()
let presenter = search.withCurrent { SearchPresenter() }
print(presenter.history.query.text)
