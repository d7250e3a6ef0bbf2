import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Documentation/AsyncDependencies.md quotes these tests; the app code
// they build is in NotesLaunch.swift, and their test doubles in AsyncGuideSupport.swift.

@Suite struct AsyncGuideTests {
    // Warming up

    @Test func warmUp_buildsEveryAsyncComponent_thenSyncResolutionReadsThem() async throws {
        let factory = Factory(LaunchAssembly())
        try await factory.warmUp()   // opens the database and fetches the configuration at once, then starts the sync engine
        let engine = factory.syncEngine
        #expect(engine.database === factory.notesDatabase)   // built once, read like any singleton
        #expect(engine.configuration == .standard)
        #expect(factory.notesStore.database === engine.database)   // a sync component built from it
    }

    @Test func warmUp_buildsIndependentComponentsAtTheSameTime() async throws {
        let factory = Factory(LaunchAssembly())
        let opening = Signal()
        let fetching = Signal()
        // Each make waits until the other has begun: both finish only if they run at the same time.
        factory.overrideAsync(NotesDatabaseKey.self) { _ in
            opening.fire()
            await fetching.wait()
            return NotesDatabase(path: "notes.sqlite")
        }
        factory.overrideAsync(RemoteConfigurationKey.self) { _ in
            fetching.fire()
            await opening.wait()
            return .standard
        }
        try await factory.warmUp()
        #expect(factory.syncEngine.database === factory.notesDatabase)
    }

    @Test func warmUp_again_keepsWhatIsBuilt_andAfterResetBuildsAnew() async throws {
        let factory = Factory(LaunchAssembly())
        try await factory.warmUp()
        let database = factory.notesDatabase
        try await factory.warmUp()
        #expect(factory.notesDatabase === database)   // nothing is built twice
        factory.reset()
        try await factory.warmUp()                    // after reset(), warm up again
        #expect(factory.notesDatabase !== database)
    }

    @Test func app_warmsUpAtLaunch_thenInjectedReadsTheWarmedComponents() async {
        await #expect(processExitsWith: .success) {
            let factory = Factory(LaunchAssembly())
            try await factory.warmUp()          // at launch, before the first screen
            Factory.installRoot(factory)
            let presenter = SyncStatusPresenter()
            #expect(presenter.status() == "Syncs every 60 s")
        }
    }

    @Test func flowWarmUp_buildsTheFlowsAsyncComponents_eachFlowItsOwn() async throws {
        let factory = Factory(LaunchAssembly())
        try await factory.warmUp()
        let ada = factory.beginFlow(AccountAssembly(account: "ada"))
        try await ada.warmUp()                  // when the flow begins: reads this account's token
        #expect(ada.accountSession.token == "token-for-ada")
        #expect(ada.syncEngine === factory.syncEngine)   // the app's singletons, warmed at launch
        let grace = factory.beginFlow(AccountAssembly(account: "grace"))
        try await grace.warmUp()
        #expect(grace.accountSession.token == "token-for-grace")
    }

    @Test func flowWarmUp_buildsTheFlowComponentsItsParentsRegister_butNotTheirSingletons() async throws {
        let factory = Factory(LaunchAssembly(), GuestSessionAssembly())
        let opened = Counter()
        factory.overrideAsync(NotesDatabaseKey.self) { _ in
            opened.increment()
            return NotesDatabase(path: "notes.sqlite")
        }
        let flow = factory.beginFlow()
        try await flow.warmUp()
        #expect(flow.accountSession.account == "guest")   // the root's .flow registration, built in the flow
        #expect(opened.value == 0)                         // the root's singletons are the root's warm-up's job
    }

    // Awaiting one component

    @Test func resolve_awaitsOneComponent_buildingWhatItAwaits() async throws {
        let factory = Factory(LaunchAssembly())
        let engine = try await factory.resolve(SyncEngineKey.self)   // opens the database and fetches the configuration first
        #expect(factory.syncEngine === engine)
        #expect(factory.notesDatabase === engine.database)
    }

    @Test func resolve_ofAnOrdinaryKey_resolvesItAsItWouldSynchronously() async throws {
        let factory = Factory(LaunchAssembly())
        try await factory.warmUp()
        let store = try await factory.resolve(NotesStoreKey.self)
        #expect(store.database === factory.notesDatabase)
    }

    // Sync resolution

    @Test func syncResolutionBeforeTheWarmUp_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(LaunchAssembly())
            _ = factory.notesStore          // built from the database, which nothing has opened yet
        }
        #expect(result?.rivetMessage == """
            Rivet: async `NotesDatabaseKey` resolved before it was built (NotesStoreKey -> NotesDatabaseKey); \
            build it first: try await factory.warmUp() at launch or when the flow begins, or await it: \
            try await values.resolve(NotesDatabaseKey.self).
            """)
    }

    @Test func asyncMakeReadingAnAsyncComponentWithoutAwait_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? await Factory(RecentNotesAssembly()).resolve(RecentNotesKey.self)
        }
        #expect(result?.rivetMessage == RivetError.asyncComponentNotReady(
            key: "NotesDatabaseKey", chain: ["RecentNotesKey", "NotesDatabaseKey"]
        ).description)
    }

    @Test func asyncKeyNotRegisteredAsAsync_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory()[NotesDatabaseKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: async `NotesDatabaseKey` is resolved but not registered (NotesDatabaseKey); its make is async, \
            so a warm-up or an await must build it: register it with \
            registry.registerAsync(NotesDatabaseKey.self, .singleton) or .flow.
            """)
    }

    // Failure and cancellation

    @Test func failedWarmUp_keepsNothingOfTheFailedBuild_andTheNextWarmUpBuildsIt() async throws {
        let factory = Factory(LaunchAssembly())
        let attempts = Counter()
        factory.overrideAsync(NotesDatabaseKey.self) { _ in   // the first open fails
            if attempts.increment() == 1 { throw DiskFull() }
            return try await NotesDatabase.open(path: "notes.sqlite")
        }
        let error = await #expect(throws: ComponentBuildError.self) {
            try await factory.warmUp()
        }
        #expect(error?.key == "NotesDatabaseKey")
        #expect(error?.underlying as? DiskFull == DiskFull())
        try await factory.warmUp()                  // builds what is missing: opens the database again
        #expect(attempts.value == 2)
        #expect(factory.syncEngine.database === factory.notesDatabase)
    }

    @Test func failedBuild_namesTheComponent_theChainThatNeededIt_andWhatItsMakeThrew() async {
        let factory = Factory(LaunchAssembly())
        factory.overrideAsync(NotesDatabaseKey.self) { _ in throw DiskFull() }
        let error = await #expect(throws: ComponentBuildError.self) {
            try await factory.resolve(SyncEngineKey.self)
        }
        #expect(error?.description == """
            Rivet: building async `NotesDatabaseKey` failed (SyncEngineKey -> NotesDatabaseKey): the disk is full; \
            nothing was kept, so the next warm-up or await builds it again.
            """)
    }

    @Test func cancelledWarmUp_cancelsUnfinishedBuilds_andTheNextWarmUpBuildsThem() async throws {
        let factory = Factory(LaunchAssembly())
        let network = StalledConfigurationClient()
        factory.override(ConfigurationClientKey.self, with: network)
        let launch = Task { try await factory.warmUp() }
        await network.firstFetchBegan()
        launch.cancel()                             // the user left before the app was ready
        await #expect(throws: CancellationError.self) { try await launch.value }
        try await factory.warmUp()                  // fetches the configuration again
        #expect(network.fetches.value == 2)
        #expect(factory.syncEngine.configuration == .standard)
    }

    // One build, however many wait

    @Test func concurrentAwaits_shareOneBuild() async throws {
        let factory = Factory(LaunchAssembly())
        let opened = Counter()
        factory.overrideAsync(NotesDatabaseKey.self) { _ in
            opened.increment()
            return try await NotesDatabase.open(path: "notes.sqlite")
        }
        try await withThrowingTaskGroup(of: NotesDatabase.self) { group in
            group.addTask { try await factory.resolve(NotesDatabaseKey.self) }
            group.addTask { try await factory.resolve(NotesDatabaseKey.self) }
            group.addTask {
                try await factory.warmUp()
                return factory.notesDatabase
            }
            for try await database in group {
                #expect(database === factory.notesDatabase)
            }
        }
        #expect(opened.value == 1)
    }

    @Test func cancelledBuilder_itsWaitersBuildAgain() async throws {
        let factory = Factory(LaunchAssembly())
        let network = StalledConfigurationClient()
        factory.override(ConfigurationClientKey.self, with: network)
        let first = Task { try await factory.resolve(RemoteConfigurationKey.self) }
        await network.firstFetchBegan()
        let second = Task { try await factory.resolve(RemoteConfigurationKey.self) }
        first.cancel()
        await #expect(throws: CancellationError.self) { try await first.value }
        #expect(try await second.value == .standard)   // not the builder's cancellation: a build of its own
        #expect(network.fetches.value == 2)
    }

    @Test func cycleAcrossAwaits_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? await Factory(ThumbnailsAssembly()).resolve(ThumbnailsKey.self)
        }
        #expect(result?.rivetMessage == """
            Rivet: dependency cycle: `ThumbnailsKey` needs itself (ThumbnailsKey -> ImageLoaderKey -> ThumbnailsKey); \
            break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
            """)
    }

    // Main-actor code

    @Test @MainActor func mainActorMake_buildsMainActorState() async throws {
        let factory = Factory(LaunchAssembly(), EditorAssembly())
        try await factory.warmUp()
        #expect(factory.drafts.titles == ["Shopping list"])
    }

    @Test @MainActor func mainActorKey_awaitedFromMainActorCode() async throws {
        struct RestoredDraftsAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.registerAsync(NotesDatabaseKey.self)
                registry.registerAsync(RestoredDraftsKey.self)
            }
        }
        let drafts = try await Factory(RestoredDraftsAssembly()).resolve(RestoredDraftsKey.self)
        #expect(drafts.titles == ["Shopping list"])
    }

    // Testing

    @Test func isolatedFactory_overridingAsyncAndSyncValues_warmsUpWithThem() async throws {
        try await withIsolatedFactory(LaunchAssembly()) { factory in
            factory.overrideAsync(NotesDatabaseKey.self) { _ in try await NotesDatabase.open(path: ":memory:") }
            factory.override(RemoteConfigurationKey.self) { _ in RemoteConfiguration(syncInterval: 1, sharingEnabled: false) }
            try await factory.warmUp()
            #expect(SyncStatusPresenter().status() == "Syncs every 1 s")
            #expect(factory.syncEngine.database.path == ":memory:")
        }
    }
}

@Suite(.isolatedFactory(LaunchAssembly()), .overriding(NotesDatabaseKey.self, with: NotesDatabase(path: ":memory:")))
struct AsyncGuideWarmedUpTests {
    init() async throws {
        try await Factory.current.warmUp()   // this test's own factory: its own configuration, its own sync engine
    }

    @Test func syncEngine_usesTheTestsDatabase() {
        #expect(Factory.current.syncEngine.database.path == ":memory:")
    }

    @Test func presenter_readsTheWarmedUpEngine() {
        #expect(SyncStatusPresenter().status() == "Syncs every 60 s")
    }

    @Test func overrideAfterTheWarmUp_reachesOnlyWhatIsBuiltLater() async throws {
        let factory = Factory.current
        factory.overrideAsync(RemoteConfigurationKey.self) { _ in RemoteConfiguration(syncInterval: 5, sharingEnabled: false) }
        #expect(factory.syncEngine.configuration == .standard)   // started in init, before the override
        try await factory.warmUp()                                 // builds the overridden configuration
        #expect(factory.remoteConfiguration.syncInterval == 5)
    }
}
