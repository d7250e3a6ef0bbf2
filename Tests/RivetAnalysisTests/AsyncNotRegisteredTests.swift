import Testing

@Suite struct AsyncNotRegisteredTests {
    static func message(_ chain: String, key: String = "DatabaseKey") -> String {
        "Rivet: async `\(key)` is resolved but not registered (\(chain)); its make is async, so a warm-up or an await must "
            + "build it: register it with registry.registerAsync(\(key).self, .singleton) or .flow."
    }

    @Test func anAsyncKeyRegisteredWithPlainRegister_isReportedAtTheRegistration() {
        let source = asyncKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(KeychainKey.self)
                    registry.register(DatabaseKey.self, .singleton)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == ["App.swift:33:27: error: " + Self.message("DatabaseKey")])
    }

    @Test func anAsyncKeyNothingRegisters_isReportedWhereverItIsResolved_syncOrAwaited() {
        // The settings screen's database is registered: only the keychain is missing.
        let source = asyncKeys + """
            struct BackupKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Backup { Backup(try await values.resolve(KeychainKey.self)) }
            }
            final class SettingsScreen {
                @Injected(\\.database) var database
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(DatabaseKey.self)
                    registry.registerAsync(BackupKey.self)
                }
            }
            func launch() async throws {
                let factory = Factory(AppAssembly())
                let keychain = try await factory.resolve(KeychainKey.self)
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:9:68: error: " + Self.message("DatabaseKey -> KeychainKey", key: "KeychainKey"),
            "App.swift:31:95: error: " + Self.message("BackupKey -> KeychainKey", key: "KeychainKey"),
            "App.swift:44:30: error: " + Self.message("KeychainKey", key: "KeychainKey"),
        ])
    }

    @Test func registeredOnlyByAFlow_aRootSingletonOrConstantReachingItIsReported() {
        let source = asyncKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(KeychainKey.self)
                    registry.register(UsersRepositoryKey.self, .singleton)
                }
            }
            struct AccountAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(DatabaseKey.self, .flow)
                }
            }
            func launch() {
                let factory = Factory(AppAssembly())
                let account = factory.beginFlow(AccountAssembly())
                print(factory[DatabaseKey.self])
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:18:95: error: " + Self.message("UsersRepositoryKey -> DatabaseKey"),
            "App.swift:44:11: error: " + Self.message("DatabaseKey"),
        ])
    }

    @Test func registerAsync_aClosureRegistration_orAnOverride_buildsIt() {
        let source = asyncKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(KeychainKey.self, .singleton) { _ in Keychain.inMemory() }
                    registry.registerAsync(DatabaseKey.self)
                }
            }
            func test() async throws {
                let factory = Factory(AppAssembly())
                factory.overrideAsync(DatabaseKey.self) { _ in try await InMemoryDatabase() }
                try await factory.warmUp()
                print(factory.usersRepository)
            }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func inPartOfAProgram_aKeyNothingRegistersMayBeRegisteredElsewhere() {
        let source = asyncKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(DatabaseKey.self)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source, partial: true) == [])
    }

    @Test func anIgnoreCommentNamingTheRule_silencesIt() {
        let source = asyncKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(KeychainKey.self)
                    // rivet: ignore async-not-registered
                    registry.register(DatabaseKey.self, .singleton)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [])
    }
}
