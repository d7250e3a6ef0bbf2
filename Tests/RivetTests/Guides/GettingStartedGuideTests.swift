import Rivet
import Testing

// Documentation/GettingStarted.md and the DocC landing page of Rivet quote these tests.

/// A test double for the notes API: returns the titles it is given.
struct StubNotesAPI: NotesAPI {
    let titles: [String]
    func fetchTitles() -> [String] { titles }
}

@Suite struct GettingStartedGuideTests {
    @Test func factory_resolvesByKeyAndByAccessor_withTheRegisteredLifecycles() {
        let factory = Factory(NotesAssembly())
        let repository = factory[NotesRepositoryKey.self]   // by key
        let same = factory.notesRepository                  // by accessor
        #expect(repository !== same)                         // transient: a new repository each time
        #expect(repository.api as? BundledNotesAPI != nil)   // built by NotesAPIKey.make
        #expect(repository.titles() == ["Shopping list", "Welcome"])
    }

    @Test func injected_resolvesFromTheFactoryBoundAroundTheInitialiser() {
        let factory = Factory(NotesAssembly())
        let presenter = factory.withCurrent { NotesListPresenter() }
        #expect(presenter.rows() == ["• Shopping list", "• Welcome"])
    }

    @Test func app_installsItsFactoryOnceAtLaunch_andInjectedResolvesFromIt() async {
        await #expect(processExitsWith: .success) {
            Factory.installRoot(Factory(NotesAssembly()))   // at launch, once
            let presenter = NotesListPresenter()            // anywhere in the app
            #expect(presenter.rows() == ["• Shopping list", "• Welcome"])
        }
    }

    @Test func flow_givesEachEditingSessionItsOwnDraft_andSeesTheAppsComponents() {
        let factory = Factory(NotesAssembly())
        let editing = factory.beginFlow()   // one editing session
        let editor = editing.withCurrent { NoteEditorPresenter() }
        editor.type("Buy milk")
        #expect(editing.noteDraft === editor.draft)                      // one draft per flow
        #expect(editing.noteDraft.text == "Buy milk")
        #expect(editor.repository.titles() == ["Shopping list", "Welcome"])   // NotesAssembly's, through the flow
        let another = factory.beginFlow()
        #expect(another.noteDraft !== editor.draft)                      // another flow, another draft
    }

    @Test func override_replacesTheAPI_forEverythingBuiltFromIt() {
        let factory = Factory(NotesAssembly())
        factory.override(NotesAPIKey.self) { _ in StubNotesAPI(titles: ["b", "a"]) }
        let presenter = factory.withCurrent { NotesListPresenter() }
        #expect(presenter.rows() == ["• a", "• b"])
    }
}
