// expected-error: no exact matches in call to instance method 'register'
// A cached lifecycle keeps one value per distinct argument, so its argument must be Hashable: a tuple
// cannot be, and a parameterized key taking one registered .singleton or .flow must not compile.
import Rivet

struct ShareLinkKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ link: (episode: Int, seconds: Int)) -> String {
        "podcasts://episodes/\(link.episode)?t=\(link.seconds)"
    }
}

struct PodcastAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ShareLinkKey.self, .singleton)
    }
}
