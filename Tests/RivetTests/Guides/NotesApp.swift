import Rivet

// The app that Documentation/GettingStarted.md builds step by step: a notes list whose presenter gets a
// repository, which gets an API client.

protocol NotesAPI: Sendable {
    func fetchTitles() -> [String]
}

/// Stands in for a network client: the live value of `NotesAPIKey`.
struct BundledNotesAPI: NotesAPI {
    func fetchTitles() -> [String] { ["Welcome", "Shopping list"] }
}

struct NotesAPIKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any NotesAPI { BundledNotesAPI() }
}

final class NotesRepository: Sendable {
    let api: any NotesAPI
    init(api: any NotesAPI) { self.api = api }

    func titles() -> [String] { api.fetchTitles().sorted() }
}

struct NotesRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> NotesRepository {
        NotesRepository(api: values.notesAPI)
    }
}

extension InjectedValues {
    var notesAPI: any NotesAPI { self[NotesAPIKey.self] }
    var notesRepository: NotesRepository { self[NotesRepositoryKey.self] }
}

struct NotesAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(NotesAPIKey.self, .singleton)
        registry.register(NotesRepositoryKey.self)
    }
}

final class NotesListPresenter {
    @Injected(\.notesRepository) var repository

    func rows() -> [String] { repository.titles().map { "• \($0)" } }
}
