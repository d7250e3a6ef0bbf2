// Main-actor view model and router: a @MainActor key and a registerOnMainActor registration that build
// each other, resolved on the main actor.
// rivet-expect: Search.swift:14:93: error: Rivet: dependency cycle: `SearchViewModelKey` needs itself (SearchViewModelKey -> SearchRouterKey -> SearchViewModelKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `SearchViewModelKey` needs itself (SearchViewModelKey -> SearchRouterKey -> SearchViewModelKey)
import Rivet

struct SearchAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerOnMainActor(SearchRouterKey.self) { values in SearchRouter(viewModel: values.searchViewModel) }
    }
}

let factory = Factory(SearchAssembly())
print(factory.searchViewModel)
