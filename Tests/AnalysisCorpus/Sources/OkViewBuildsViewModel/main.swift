// The usual Factory-and-SwiftUI shape without SwiftUI: launch installs the app's factory as the root, and
// the views build their view models directly (`let model = ProfileViewModel()`); the view models'
// @Injected properties read the installed root.
// rivet-expect: none
// Before this check followed it: a note on correct code: the views build their view models (`let model = ProfileViewModel()` in
// `ProfileView`), which nothing in the sources wraps in a `withCurrent`; their @Injected properties read the
// root the app installs (`Factory.installRoot` in `ShopApp.init`), but the check says it "does not know which
// factory is current".
// runtime-expect: exit 0
import Rivet

struct User: Sendable { let name: String }
protocol ProfileRepository: Sendable { func currentUser() -> User }
struct RemoteProfileRepository: ProfileRepository { func currentUser() -> User { User(name: "Ada") } }
final class Formatter: Sendable { func greeting(_ name: String) -> String { "Hello, \(name)" } }

struct ProfileRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any ProfileRepository { RemoteProfileRepository() }
}
struct FormatterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Formatter { Formatter() }
}
extension InjectedValues {
    var profileRepository: any ProfileRepository { self[ProfileRepositoryKey.self] }
    var formatter: Formatter { self[FormatterKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProfileRepositoryKey.self, .singleton)
        registry.register(FormatterKey.self, .singleton)
    }
}

protocol View { var body: String { get } }

final class ProfileViewModel {
    @Injected(\.profileRepository) var repository
    @Injected(\.formatter) var formatter
    var greeting: String { formatter.greeting(repository.currentUser().name) }
}

struct ProfileView: View {
    let model = ProfileViewModel()
    var body: String { model.greeting }
}
struct ContentView: View {
    var body: String { ProfileView().body }
}

struct ShopApp {
    init() { Factory.installRoot(Factory(AppAssembly())) }
    var body: some View { ContentView() }
}

precondition(ShopApp().body.body == "Hello, Ada")
