// An interface key that no assembly registers, provided by an override on the factory before anything
// resolves it (a preview or UI-test launch).
// rivet-expect: main.swift:12:17: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.weather)`: an `@Injected(\.weather)` property of `WeatherPresenter`, a type built where no factory is known (no key's make or closure that the analysis reads builds it) (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
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
