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
        registry.register(NoteDraftKey.self, .flow)   // one per editing flow (section 7)
    }
}

final class NotesListPresenter {
    @Injected(\.notesRepository) var repository

    func rows() -> [String] { repository.titles().map { "• \($0)" } }
}

/// The note being written in one editing session: one per flow.
final class NoteDraft {
    var text = ""
}

struct NoteDraftKey: InjectionKey {
    static func make(_ values: InjectedValues) -> NoteDraft { NoteDraft() }
}

extension InjectedValues {
    var noteDraft: NoteDraft { self[NoteDraftKey.self] }
}

final class NoteEditorPresenter {
    @Injected(\.noteDraft) var draft
    @Injected(\.notesRepository) var repository   // from the app's assembly, through the flow

    func type(_ text: String) { draft.text += text }
}
