import Rivet

// The podcast app of Documentation/ParameterizedKeys.md: components
// built from an argument given where they are resolved (an episode id, a download request), in a factory
// built with PodcastAssembly and in the listening flows begun from it.

/// One episode of a podcast.
struct Episode: Equatable, Sendable {
    typealias ID = Int
    let id: ID
    let title: String
}

/// Where episodes come from.
protocol Episodes: AnyObject, Sendable {
    func episode(_ id: Episode.ID) -> Episode
}

final class LiveEpisodes: Episodes {
    func episode(_ id: Episode.ID) -> Episode { Episode(id: id, title: "Episode \(id)") }
}

/// Plays one episode at a time: one per app.
final class Player: Sendable {}

struct EpisodesKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Episodes { LiveEpisodes() }
}

struct PlayerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Player { Player() }
}

extension InjectedValues {
    var episodes: any Episodes { self[EpisodesKey.self] }
    var player: Player { self[PlayerKey.self] }
}

/// The presenter of one episode's screen.
final class EpisodePresenter {
    let id: Episode.ID
    let episodes: any Episodes

    init(id: Episode.ID, episodes: any Episodes) {
        self.id = id
        self.episodes = episodes
    }

    var title: String { episodes.episode(id).title }
}

/// An episode screen's presenter, for the episode id the caller gives.
struct EpisodePresenterKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Episode.ID) -> EpisodePresenter {
        EpisodePresenter(id: id, episodes: values.episodes)
    }
}

/// The presenters of the episodes queued up next: a make resolves a parameterized key with `values`.
struct UpNextKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ ids: [Episode.ID]) -> [EpisodePresenter] {
        ids.map { id in values[EpisodePresenterKey.self, id] }
    }
}

/// A link to an episode at a given second: two arguments, one tuple.
struct ShareLinkKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ link: (episode: Episode.ID, seconds: Int)) -> String {
        "podcasts://episodes/\(link.episode)?t=\(link.seconds)"
    }
}

/// What to download: a struct, so that it is `Hashable` and a cached lifecycle accepts it.
struct DownloadRequest: Hashable, Sendable {
    enum Quality: Hashable, Sendable { case standard, high }

    let episode: Episode.ID
    let quality: Quality
}

/// One download, shared by every screen that shows its progress.
final class Download: Sendable {
    let request: DownloadRequest
    init(_ request: DownloadRequest) { self.request = request }
}

struct DownloadKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ request: DownloadRequest) -> Download { Download(request) }
}

/// A screen that takes its episode id: the presenter comes from the current factory, resolved in `init`.
final class EpisodeScreen {
    @Injected(\.player) var player                 // no argument: an @Injected property as usual
    let presenter: EpisodePresenter

    init(episode id: Episode.ID) {
        presenter = Factory.current[EpisodePresenterKey.self, id]
    }
}

/// The screen itself as a parameterized key's value: built by a factory, it resolves there.
struct EpisodeScreenKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Episode.ID) -> EpisodeScreen { EpisodeScreen(episode: id) }
}

struct PodcastAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(EpisodesKey.self, .singleton)
        registry.register(PlayerKey.self, .singleton)
        registry.register(DownloadKey.self, .singleton(keepingAtMost: 3))   // one per request, the 3 used last
        registry.register(ShareLinkKey.self) { _, link in                    // transient, with a closure
            "https://podcasts.example/episodes/\(link.episode)?t=\(link.seconds)"
        }
    }
}

/// One listening session: the episode screens it opens keep their presenters while it runs.
struct ListeningAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(EpisodePresenterKey.self, .flow)   // one per episode id in each flow
    }
}
