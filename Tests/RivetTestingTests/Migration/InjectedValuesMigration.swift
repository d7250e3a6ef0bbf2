import Rivet

// Documentation/Migrating/FromInjectedValues.md: the articles screen on Rivet. The app's own types are the
// same before and after.

struct Article: Equatable, Sendable {
    let title: String
}

protocol ArticlesRepository: AnyObject, Sendable {
    func articles() async throws -> [Article]
}

final class RemoteArticlesRepository: ArticlesRepository {
    func articles() async throws -> [Article] { [Article(title: "Remote")] }
}

final class MockArticlesRepository: ArticlesRepository {
    let titles: [String]
    init(_ titles: [String]) { self.titles = titles }
    func articles() async throws -> [Article] { titles.map(Article.init(title:)) }
}

struct ArticlesRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any ArticlesRepository {
        RemoteArticlesRepository()
    }
}

extension InjectedValues {
    var articlesRepository: any ArticlesRepository { self[ArticlesRepositoryKey.self] }
}

struct ArticlesAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ArticlesRepositoryKey.self, .singleton)   // one instance, as the static currentValue was
    }
}

final class ArticlesPresenter {
    @Injected(\.articlesRepository) var repository

    func titles() async throws -> [String] {
        try await repository.articles().map(\.title)
    }
}
