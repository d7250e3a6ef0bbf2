import Rivet

// The notes app of Documentation/AsyncDependencies.md at launch: a database to open and remote configuration
// to fetch before the services that use them exist, a token to read from the keychain when an account's flow
// begins, and drafts restored on the main actor. AsyncGuideTests.swift asserts what the guide says of them.

/// The notes on this device. Opening it reads and migrates the file, so it is async.
final class NotesDatabase: Sendable {
    let path: String

    init(path: String) { self.path = path }

    static func open(path: String) async throws -> NotesDatabase {
        await Task.yield()   // stands in for reading and migrating the file
        return NotesDatabase(path: path)
    }

    func draftTitles() -> [String] { ["Shopping list"] }
}

struct NotesDatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> NotesDatabase {
        try await NotesDatabase.open(path: "notes.sqlite")
    }
}

/// What the server lets this build do: fetched once at launch.
struct RemoteConfiguration: Equatable, Sendable {
    var syncInterval: Int
    var sharingEnabled: Bool

    static let standard = RemoteConfiguration(syncInterval: 60, sharingEnabled: true)
}

protocol ConfigurationClient: Sendable {
    func fetchConfiguration() async throws -> RemoteConfiguration
}

/// Stands in for the network client: the live value of `ConfigurationClientKey`.
struct BundledConfigurationClient: ConfigurationClient {
    func fetchConfiguration() async throws -> RemoteConfiguration { .standard }
}

struct ConfigurationClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any ConfigurationClient { BundledConfigurationClient() }
}

/// Declared with no make: the launch assembly registers how it is fetched.
struct RemoteConfigurationKey: InterfaceKey {
    typealias Value = RemoteConfiguration
}

/// Keeps the database in step with the server: it needs both, so it starts once both are ready.
actor SyncEngine {
    let database: NotesDatabase
    let configuration: RemoteConfiguration

    init(database: NotesDatabase, configuration: RemoteConfiguration) {
        self.database = database
        self.configuration = configuration
    }
}

struct SyncEngineKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> SyncEngine {
        try await SyncEngine(database: values.notesDatabase, configuration: values.remoteConfiguration)
    }
}

/// The notes list's data: an ordinary component, built from the database once it is open.
final class NotesStore: Sendable {
    let database: NotesDatabase
    init(database: NotesDatabase) { self.database = database }
}

struct NotesStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> NotesStore {
        NotesStore(database: values.notesDatabase)
    }
}

extension InjectedValues {
    var notesDatabase: NotesDatabase { self[NotesDatabaseKey.self] }
    var remoteConfiguration: RemoteConfiguration { self[RemoteConfigurationKey.self] }
    var syncEngine: SyncEngine { self[SyncEngineKey.self] }
    var configurationClient: any ConfigurationClient { self[ConfigurationClientKey.self] }
    var notesStore: NotesStore { self[NotesStoreKey.self] }
}

extension AsyncInjectedValues {
    var notesDatabase: NotesDatabase { get async throws { try await resolve(NotesDatabaseKey.self) } }
    var remoteConfiguration: RemoteConfiguration { get async throws { try await resolve(RemoteConfigurationKey.self) } }
}

struct LaunchAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ConfigurationClientKey.self, .singleton)
        registry.registerAsync(NotesDatabaseKey.self, .singleton)                   // the key's own async make
        registry.registerAsync(RemoteConfigurationKey.self, .singleton) { values in  // a closure: fetched
            try await values.configurationClient.fetchConfiguration()
        }
        registry.registerAsync(SyncEngineKey.self)                                  // .singleton, the default
        registry.register(NotesStoreKey.self)                                       // sync, transient
    }
}

/// Shows when the next sync runs: its engine comes from the current factory, like any component's.
final class SyncStatusPresenter {
    @Injected(\.syncEngine) var engine

    func status() -> String { "Syncs every \(engine.configuration.syncInterval) s" }
}

// An account's flow: its token is read from the keychain when the flow begins.

protocol Keychain: Sendable {
    func token(for account: String) async throws -> String
}

/// Stands in for the system keychain, which may make a read wait until the device is unlocked.
actor DeviceKeychain: Keychain {
    func token(for account: String) async throws -> String { "token-for-\(account)" }
}

struct KeychainKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Keychain { DeviceKeychain() }
}

/// The signed-in account: one per account flow.
struct AccountSession: Sendable {
    let account: String
    let token: String
}

struct AccountSessionKey: InterfaceKey {
    typealias Value = AccountSession
}

struct AccountAssembly: Assembly {
    let account: String

    func assemble(into registry: inout Registry) {
        registry.registerAsync(AccountSessionKey.self, .flow) { values in
            AccountSession(account: account, token: try await values.keychain.token(for: account))
        }
    }
}

extension InjectedValues {
    var keychain: any Keychain { self[KeychainKey.self] }
    var accountSession: AccountSession { self[AccountSessionKey.self] }
}

// Main-actor state built by an async make.

/// The editor's open drafts: main-actor state, restored from the database at launch.
@MainActor
final class Drafts {
    private(set) var titles: [String]
    init(titles: [String]) { self.titles = titles }
}

struct DraftsKey: InterfaceKey {
    typealias Value = Drafts
}

struct EditorAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(DraftsKey.self) { @MainActor values in
            let database = try await values.notesDatabase
            return Drafts(titles: database.draftTitles())
        }
    }
}

extension InjectedValues {
    var drafts: Drafts { self[DraftsKey.self] }
}

/// The same drafts, declared by a key whose own make runs on the main actor.
struct RestoredDraftsKey: AsyncInjectionKey {
    @MainActor static func make(_ values: AsyncInjectedValues) async throws -> Drafts {
        Drafts(titles: try await values.notesDatabase.draftTitles())
    }
}
