import Rivet

// The weather app of Documentation/LaunchAndPreviews.md: a forecast service over a network client, a
// canned network for `-mock-network` launches, sample data for previews, and a presenter that gets the
// service with @Injected. LaunchAndPreviewsGuideTests.swift asserts what the guide says of them.

protocol WeatherNetwork: Sendable {
    func forecast(for city: String) -> String
}

struct LiveWeatherNetwork: WeatherNetwork {
    func forecast(for city: String) -> String { "\(city): from the network" }
}

struct CannedWeatherNetwork: WeatherNetwork {
    let answer: String
    func forecast(for city: String) -> String { "\(city): \(answer)" }
}

struct WeatherNetworkKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any WeatherNetwork { LiveWeatherNetwork() }
}

final class ForecastService: Sendable {
    let network: any WeatherNetwork
    init(network: any WeatherNetwork) { self.network = network }
    func today(in city: String) -> String { network.forecast(for: city) }
}

struct ForecastServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ForecastService { ForecastService(network: values.weatherNetwork) }
}

extension InjectedValues {
    var weatherNetwork: any WeatherNetwork { self[WeatherNetworkKey.self] }
    var forecastService: ForecastService { self[ForecastServiceKey.self] }
}

final class ForecastPresenter {
    @Injected(\.forecastService) var service
    func title(for city: String) -> String { service.today(in: city) }
    func refresh(for city: String) async -> String {
        await Task.yield()   // stands in for a request
        return service.today(in: city)
    }
}

struct WeatherAssembly: Assembly, Sendable {
    func assemble(into registry: inout Registry) {
        registry.register(WeatherNetworkKey.self, .singleton)
        registry.register(ForecastServiceKey.self, .singleton)
    }
}

struct MockNetworkAssembly: Assembly, Sendable {
    func assemble(into registry: inout Registry) {
        registry.register(WeatherNetworkKey.self, .singleton) { _ in CannedWeatherNetwork(answer: "sunny, canned") }
    }
}

struct PreviewAssembly: Assembly, Sendable {
    func assemble(into registry: inout Registry) {
        registry.register(WeatherNetworkKey.self, .singleton) { _ in CannedWeatherNetwork(answer: "sample data") }
    }
}

/// The app's composition root: one call picks the assemblies for this launch.
func makeWeatherFactory(launch: LaunchContext = .current) -> Factory {
    Factory(
        launch: launch,
        WeatherAssembly(),
        MockNetworkAssembly().when(.argument("-mock-network")),
        PreviewAssembly().when(.preview)
    )
}
