@testable import RivetAnalysis

/// Runs the checks over inline fixture files and returns each error and warning as the tool prints it.
/// Notes of what went unchecked are left out: `notes(_:)` returns them, for the tests about them.
func diagnostics(_ files: [String: String], partial: Bool = false) -> [String] {
    allDiagnostics(files, partial: partial).filter { $0.kind.severity != .note }.map(\.description)
}

/// Runs the checks over one fixture file named `App.swift`.
func diagnostics(_ source: String, partial: Bool = false) -> [String] {
    diagnostics(["App.swift": source], partial: partial)
}

/// The notes of what the checks could not follow, as the tool prints them.
func notes(_ files: [String: String], partial: Bool = false) -> [String] {
    allDiagnostics(files, partial: partial).filter { $0.kind.severity == .note }.map(\.description)
}

private func allDiagnostics(_ files: [String: String], partial: Bool) -> [Diagnostic] {
    let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
    return Analysis(files: sources, options: Analysis.Options(isPartial: partial)).diagnostics
}

/// The fixture files with each path made by `transform` (`Sources/App/` before each, so that the module
/// of a file is known as the runtime's `#fileID` names it).
extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}

/// The tokens of `source`, one per line as `kind text`.
func tokenDump(_ source: String) -> String {
    let bytes = Array(source.utf8)
    let (tokens, _) = Lexer.tokenize(bytes)
    return tokens.map { token in
        let text = String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
        return "\(token.kind) \(text)" + (token.ifDepth > 0 ? " #\(token.ifDepth)" : "")
    }.joined(separator: "\n")
}

/// The contract's graph, correct: what most fixtures start from.
let contractKeys = """
    import Rivet

    struct LoggerKey: InjectionKey {
        static func make(_ values: InjectedValues) -> any Logger { RecordingLogger() }
    }

    struct APIClientKey: InjectionKey {
        static func make(_ values: InjectedValues) -> any APIClient { HTTPClient(log: values.logger) }
    }

    struct SessionKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Session { Session() }
    }

    struct UsersRepositoryKey: InjectionKey {
        static func make(_ values: InjectedValues) -> any UsersRepository {
            RemoteUsersRepository(api: values.apiClient, log: values.logger)
        }
    }

    extension InjectedValues {
        var logger: any Logger { self[LoggerKey.self] }
        var apiClient: any APIClient { self[APIClientKey.self] }
        var session: Session { self[SessionKey.self] }
        var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
    }

    """

/// Async components, correct: a keychain unlocked and a database opened asynchronously (the database
/// awaits the keychain, and reads a sync key), a repository that reads the database synchronously, and an
/// async accessor. What the async fixtures start from.
let asyncKeys = """
    import Rivet

    struct KeychainKey: AsyncInjectionKey {
        static func make(_ values: AsyncInjectedValues) async throws -> Keychain { try await Keychain.unlock() }
    }

    struct DatabaseKey: AsyncInjectionKey {
        static func make(_ values: AsyncInjectedValues) async throws -> any Database {
            try await SQLite.open(values.configuration, key: try await values.resolve(KeychainKey.self))
        }
    }

    struct ConfigurationKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Configuration { Configuration() }
    }

    struct UsersRepositoryKey: InjectionKey {
        static func make(_ values: InjectedValues) -> UsersRepository { UsersRepository(database: values.database) }
    }

    extension InjectedValues {
        var configuration: Configuration { self[ConfigurationKey.self] }
        var database: any Database { self[DatabaseKey.self] }
        var usersRepository: UsersRepository { self[UsersRepositoryKey.self] }
    }

    extension AsyncInjectedValues {
        var database: any Database { get async throws { try await resolve(DatabaseKey.self) } }
    }

    """
