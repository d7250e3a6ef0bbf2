// An interface key that no assembly registers, provided by an override on the factory before anything
// resolves it (a preview or UI-test launch).
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

protocol WeatherService: Sendable { func forecast() -> String }
struct SunnyWeather: WeatherService { func forecast() -> String { "sunny" } }
struct WeatherServiceKey: InterfaceKey { typealias Value = any WeatherService }

final class WeatherPresenter {
    @Injected(\.weather) var weather
}
extension InjectedValues {
    var weather: any WeatherService { self[WeatherServiceKey.self] }
}

struct PreviewAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let factory = Factory(PreviewAssembly())
factory.override(WeatherServiceKey.self) { _ in SunnyWeather() }
Factory.installRoot(factory)
precondition(WeatherPresenter().weather.forecast() == "sunny")
