import Foundation
import Rivet
import Testing

/// What Documentation/LaunchAndPreviews.md says, asserted.
@Suite struct LaunchAndPreviewsGuideTests {
    @Test func launchArgument_picksTheMockNetwork() {
        let mocked = makeWeatherFactory(launch: LaunchContext(arguments: ["Weather", "-mock-network"]))
        #expect(mocked.forecastService.today(in: "Oslo") == "Oslo: sunny, canned")

        let live = makeWeatherFactory(launch: LaunchContext(arguments: ["Weather"]))
        #expect(live.forecastService.today(in: "Oslo") == "Oslo: from the network")
        #expect(live.description == "Factory(WeatherAssembly, MockNetworkAssembly, PreviewAssembly)")
    }

    @Test func previewLaunch_picksTheSampleData() {
        let preview = LaunchContext(arguments: ["Weather"], environment: ["XCODE_RUNNING_FOR_PREVIEWS": "1"])
        #expect(makeWeatherFactory(launch: preview).forecastService.today(in: "Oslo") == "Oslo: sample data")
    }

    @Test func underSwiftTest_theProcessIsATest() {
        #expect(LaunchContext.current.isTest)
        #expect(!LaunchContext.current.isPreview)
    }

    @Test func scopedRoot_givesAPreviewItsOwnFactory() {
        let title = Factory.withScopedRoot(WeatherAssembly(), PreviewAssembly()) { factory in
            factory.override(WeatherNetworkKey.self) { _ in CannedWeatherNetwork(answer: "storm warning") }
            return ForecastPresenter().title(for: "Bergen")
        }
        #expect(title == "Bergen: storm warning")
    }

    @Test func scopedRoot_inAToolOrATestOutsideRivetTesting() async {
        let titles = await withTaskGroup(of: String.self) { group in
            for city in ["Oslo", "Bergen"] {
                group.addTask {
                    await Factory.withScopedRoot(WeatherAssembly()) { factory in
                        factory.override(WeatherNetworkKey.self) { _ in CannedWeatherNetwork(answer: "rain") }
                        return await ForecastPresenter().refresh(for: city)
                    }
                }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(titles == ["Oslo: rain", "Bergen: rain"])
    }

    @Test func scopedRoot_withALaunchContext_seesWhatThatLaunchBuilds() {
        let title = Factory.withScopedRoot(
            launch: LaunchContext(arguments: ["Weather", "-mock-network"]),
            WeatherAssembly(),
            MockNetworkAssembly().when(.argument("-mock-network"))
        ) { _ in
            ForecastPresenter().title(for: "Oslo")
        }
        #expect(title == "Oslo: sunny, canned")
    }

    @Test func installRoot_twice_keepsTheFirstAndSaysSo() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let first = makeWeatherFactory()
            Factory.installRoot(first)                                    // at launch: true
            let installed = Factory.installRoot(makeWeatherFactory())     // the entry point run again: false
            guard !installed, Factory.root === first else { exit(1) }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.hasPrefix("Rivet: a root factory is already installed"))
    }
}
