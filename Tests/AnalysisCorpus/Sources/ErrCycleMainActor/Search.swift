import Rivet

@MainActor final class SearchViewModel {
    let router: SearchRouter
    init(router: SearchRouter) { self.router = router }
}

@MainActor final class SearchRouter {
    let viewModel: SearchViewModel
    init(viewModel: SearchViewModel) { self.viewModel = viewModel }
}

@MainActor struct SearchViewModelKey: @MainActor InjectionKey {
    static func make(_ values: InjectedValues) -> SearchViewModel { SearchViewModel(router: values.searchRouter) }
}

struct SearchRouterKey: InterfaceKey { typealias Value = SearchRouter }

extension InjectedValues {
    @MainActor var searchViewModel: SearchViewModel { self[SearchViewModelKey.self] }
    var searchRouter: SearchRouter { self[SearchRouterKey.self] }
}
