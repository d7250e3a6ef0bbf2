// A view model registered on the main actor twice after a merge.
// rivet-expect: main.swift:15:38: warning: Rivet: `HomeViewModelKey` is registered twice in `HomeAssembly` (first on line 14); the later registration replaces the earlier one: remove one of them.
// runtime-expect: exit 0
import Rivet

@MainActor final class HomeViewModel { let title: String; init(title: String) { self.title = title } }
struct HomeViewModelKey: InterfaceKey { typealias Value = HomeViewModel }
extension InjectedValues {
    @MainActor var homeViewModel: HomeViewModel { self[HomeViewModelKey.self] }
}

struct HomeAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerOnMainActor(HomeViewModelKey.self) { _ in HomeViewModel(title: "Home") }
        registry.registerOnMainActor(HomeViewModelKey.self) { _ in HomeViewModel(title: "Start") }
    }
}

let factory = Factory(HomeAssembly())
print(factory.homeViewModel.title)
