import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Documentation/ParameterizedKeys.md quotes these tests; the app code
// they build is in Podcasts.swift.

@Suite struct ParameterizedKeysGuideTests {
    // Resolving with an argument

    @Test func parameterizedKey_resolvesWithItsArgument_transientWhenNotRegistered() {
        let factory = Factory(PodcastAssembly())
        let presenter = factory[EpisodePresenterKey.self, 7]
        #expect(presenter.title == "Episode 7")
        #expect(factory[EpisodePresenterKey.self, 7] !== presenter)   // registered nowhere: a new one each time
    }

    @Test func make_resolvesAParameterizedKeyThroughValues() {
        let factory = Factory(PodcastAssembly())
        let upNext = factory[UpNextKey.self, [8, 9]]
        #expect(upNext.map(\.title) == ["Episode 8", "Episode 9"])
    }

    @Test func severalArguments_areOneTuple() {
        let factory = Factory(PodcastAssembly())
        let link = factory[ShareLinkKey.self, (episode: 7, seconds: 90)]
        #expect(link == "https://podcasts.example/episodes/7?t=90")   // the registration's closure
        #expect(Factory()[ShareLinkKey.self, (episode: 7, seconds: 90)] == "podcasts://episodes/7?t=90")
    }

    // Lifecycles

    @Test func singletonPerArgument_isOneValuePerDistinctArgument() {
        let factory = Factory(PodcastAssembly())
        let request = DownloadRequest(episode: 7, quality: .high)
        let download = factory[DownloadKey.self, request]
        #expect(factory[DownloadKey.self, DownloadRequest(episode: 7, quality: .high)] === download)
        #expect(factory[DownloadKey.self, DownloadRequest(episode: 7, quality: .standard)] !== download)
        #expect(Factory(PodcastAssembly())[DownloadKey.self, request] !== download)   // one per factory
    }

    @Test func cache_keepsAtMostItsLimit_evictingTheLeastRecentlyUsed() {
        let factory = Factory(PodcastAssembly())   // DownloadKey: .singleton(keepingAtMost: 3)
        let one = factory[DownloadKey.self, DownloadRequest(episode: 1, quality: .standard)]
        let two = factory[DownloadKey.self, DownloadRequest(episode: 2, quality: .standard)]
        _ = factory[DownloadKey.self, DownloadRequest(episode: 3, quality: .standard)]
        _ = factory[DownloadKey.self, DownloadRequest(episode: 1, quality: .standard)]   // 1 is now used last
        _ = factory[DownloadKey.self, DownloadRequest(episode: 4, quality: .standard)]   // a fourth: 2 goes
        #expect(factory[DownloadKey.self, DownloadRequest(episode: 1, quality: .standard)] === one)
        #expect(factory[DownloadKey.self, DownloadRequest(episode: 2, quality: .standard)] !== two)   // built anew
        #expect(two.request.episode == 2)   // whoever held the evicted one keeps it
    }

    @Test func defaultBound_is64Values() {
        struct EveryEpisodeAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(EpisodePresenterKey.self, .singleton)   // at most ArgumentLifecycle.defaultLimit
            }
        }
        let factory = Factory(PodcastAssembly(), EveryEpisodeAssembly())
        let presenters = (1...64).map { id in factory[EpisodePresenterKey.self, id] }
        #expect(ArgumentLifecycle.defaultLimit == 64)
        _ = factory[EpisodePresenterKey.self, 65]   // the 65th: episode 1's, used least recently, goes
        #expect(factory[EpisodePresenterKey.self, 64] === presenters[63])
        #expect(factory[EpisodePresenterKey.self, 1] !== presenters[0])
    }

    @Test func lifecycles_describeThemselves() {
        #expect("\(ArgumentLifecycle.transient)" == "transient")
        #expect("\(ArgumentLifecycle.flow)" == "flow-scoped per argument (at most 64)")
        #expect("\(ArgumentLifecycle.singleton(keepingAtMost: 3))" == "singleton per argument (at most 3)")
    }

    // Flows

    @Test func flowPerArgument_isOneValuePerIdInEachFlow() {
        let factory = Factory(PodcastAssembly())
        let morning = factory.beginFlow(ListeningAssembly())
        let evening = factory.beginFlow(ListeningAssembly())
        let presenter = morning[EpisodePresenterKey.self, 7]
        #expect(morning[EpisodePresenterKey.self, 7] === presenter)   // the same episode in the same flow
        #expect(morning[EpisodePresenterKey.self, 8] !== presenter)   // another episode
        #expect(evening[EpisodePresenterKey.self, 7] !== presenter)   // another flow
        #expect(morning.beginFlow()[EpisodePresenterKey.self, 7] !== presenter)   // the innermost flow's own
    }

    @Test func flowPerArgument_isReleasedWithTheFlow() {
        let factory = Factory(PodcastAssembly())
        var listening: Factory? = factory.beginFlow(ListeningAssembly())
        weak let presenter = listening?[EpisodePresenterKey.self, 7]
        #expect(presenter != nil)
        listening = nil
        #expect(presenter == nil)
    }

    // @Injected

    @Test func injected_hostResolvesTheArgumentKeyInItsInit_orIsTheKeysValue() {
        let factory = Factory(PodcastAssembly())
        let listening = factory.beginFlow(ListeningAssembly())
        let screen = listening.withCurrent { EpisodeScreen(episode: 7) }   // init resolves from the current factory
        #expect(screen.presenter === listening[EpisodePresenterKey.self, 7])
        let built = listening[EpisodeScreenKey.self, 8]                     // or the factory builds the screen
        #expect(built.presenter === listening[EpisodePresenterKey.self, 8])
        #expect(built.player === factory.player)
    }

    // Overrides

    @Test func override_keepsTheLifecycle_withAFreshCache_andResetBringsTheRegistrationBack() {
        let listening = Factory(PodcastAssembly()).beginFlow(ListeningAssembly())
        let live = listening[EpisodePresenterKey.self, 7]
        listening.override(EpisodePresenterKey.self) { _, id in EpisodePresenter(id: id, episodes: StubEpisodes()) }
        let stubbed = listening[EpisodePresenterKey.self, 7]
        #expect(stubbed !== live && stubbed.title == "Stub 7")
        #expect(listening[EpisodePresenterKey.self, 7] === stubbed)   // still one per id in the flow
        listening.reset()
        #expect(listening[EpisodePresenterKey.self, 7].title == "Episode 7")
    }

    @Test func override_withALifecycle_replacesTheRegisteredOne() {
        let factory = Factory(PodcastAssembly())
        factory.override(DownloadKey.self, .transient) { _, request in Download(request) }
        let request = DownloadRequest(episode: 7, quality: .high)
        #expect(factory[DownloadKey.self, request] !== factory[DownloadKey.self, request])
    }

    @Test func strictMode_reportsAParameterizedKeyBuiltWithItsOwnMake() {
        let comments = Locked<[String]>([])
        withKnownIssue {
            withIsolatedFactory(strict: true) { factory in _ = factory[EpisodePresenterKey.self, 7] }
        } matching: { issue in
            comments.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        #expect(comments.withLock { $0.contains { $0.contains("`EpisodePresenterKey`") } })
    }

    // Errors

    @Test func keyResolvingItself_withAnotherArgument_isACycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory()[PreloadingPresenterKey.self, 1]
        }
        #expect(result?.rivetMessage == """
            Rivet: dependency cycle: `PreloadingPresenterKey` needs itself (PreloadingPresenterKey -> PreloadingPresenterKey); \
            break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
            """)
    }

    @Test func singletonPerArgument_readingAFlowKey_isACaptiveDependency() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let listening = Factory(PodcastAssembly(), ArtworkAssembly()).beginFlow()
            _ = listening[ArtworkKey.self, 7]
        }
        #expect(result?.rivetMessage == """
            Rivet: singleton `ArtworkKey` depends on flow-scoped `EpisodePresenterKey` (ArtworkKey -> EpisodePresenterKey); \
            make ArtworkKey flow-scoped or resolve EpisodePresenterKey lazily inside the flow.
            """)
    }

    @Test func typeThatIsBothKindsOfKey_isAnError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(AmbiguousKeyAssembly())
        }
        #expect(result?.rivetMessage == RivetError.keyKindMismatch(key: "AmbiguousKey").description)
    }
}

/// The tests of a screen that takes an episode id, each with a factory of its own.
@Suite(.isolatedFactory(PodcastAssembly()), .overriding(EpisodesKey.self, with: StubEpisodes()))
struct EpisodeScreenTests {
    @Test func screen_showsTheStubbedEpisode() {
        let screen = EpisodeScreen(episode: 7)
        #expect(screen.presenter.title == "Stub 7")
    }

    @Test func presenterOverriddenInTheTest_getsTheArgument() {
        Factory.current.override(EpisodePresenterKey.self) { _, id in
            EpisodePresenter(id: id, episodes: StubEpisodes(prefix: "Mock"))
        }
        #expect(EpisodeScreen(episode: 3).presenter.title == "Mock 3")
    }
}

// Test doubles and wrong keys.

final class StubEpisodes: Episodes {
    let prefix: String
    init(prefix: String = "Stub") { self.prefix = prefix }
    func episode(_ id: Episode.ID) -> Episode { Episode(id: id, title: "\(prefix) \(id)") }
}

/// Each episode's presenter preloads the next one's: a cycle, although the ids differ.
struct PreloadingPresenterKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Episode.ID) -> [Episode.ID] {
        [id] + values[PreloadingPresenterKey.self, id + 1]
    }
}

/// An episode's artwork, one per id in the app, built from the presenter of a flow: a captive dependency.
struct ArtworkKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Episode.ID) -> String { values[EpisodePresenterKey.self, id].title }
}

struct ArtworkAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(EpisodePresenterKey.self, .flow)
        registry.register(ArtworkKey.self, .singleton)
    }
}

/// A type that is both kinds of key.
struct AmbiguousKey: InjectionKey, ParameterizedKey {
    static func make(_ values: InjectedValues) -> String { "" }
    static func make(_ values: InjectedValues, _ argument: Int) -> String { "\(argument)" }
}

struct AmbiguousKeyAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AmbiguousKey.self, .singleton(keepingAtMost: 2))
    }
}
