import Testing

@Suite struct AsyncNotReadyTests {
    static let assembly = asyncKeys + """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.registerAsync(KeychainKey.self)
                registry.registerAsync(DatabaseKey.self, .singleton)
                registry.register(UsersRepositoryKey.self, .singleton)
            }
        }

        """

    static func message(_ chain: String, key: String = "DatabaseKey") -> String {
        "Rivet: async `\(key)` resolved before it was built (\(chain)); build it first: try await factory.warmUp() at launch "
            + "or when the flow begins, or await it: try await values.resolve(\(key).self)."
    }

    @Test func rootResolutionBeforeAnyWarmUp_readingAnAsyncComponent_isReportedWithItsSyncChain() {
        let source = Self.assembly + """
            func launch() async throws {
                let factory = Factory(AppAssembly())
                let repository = factory.usersRepository
                let database = factory[DatabaseKey.self]
                try await factory.warmUp()
                let again = factory.usersRepository
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:39:22: error: " + Self.message("UsersRepositoryKey -> DatabaseKey"),
            "App.swift:40:20: error: " + Self.message("DatabaseKey"),
        ])
    }

    @Test func anAwaitedResolutionOfASyncKey_buildsItInLine_soItsReadsAreChecked() {
        let source = Self.assembly + """
            func launch() async throws {
                let factory = Factory(AppAssembly())
                let repository = try await factory.resolve(UsersRepositoryKey.self)
            }
            """
        #expect(diagnostics(source) == ["App.swift:39:32: error: " + Self.message("UsersRepositoryKey -> DatabaseKey")])
    }

    @Test func afterAWarmUpOrAnAwait_aSyncSingletonOrTransientReadsTheBuiltComponent() {
        let source = Self.assembly + """
            struct ReportsKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Reports { Reports(users: values.usersRepository) }
            }
            func launch() async throws {
                let factory = Factory(AppAssembly())
                try await factory.warmUp()
                let repository = factory.usersRepository
                let reports = factory[ReportsKey.self]
            }
            func open() async throws {
                let factory = Factory(AppAssembly())
                let database = try await factory.resolve(DatabaseKey.self)
                let repository = factory.usersRepository
            }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func aWarmUpInAClosureOrAnotherFunction_mayComeFirst_soNothingIsCertain() {
        let source = Self.assembly + """
            let factory = Factory(AppAssembly())
            func warm() async throws { try await factory.warmUp() }
            try await warm()
            let repository = factory.usersRepository

            func launch() async throws {
                let local = Factory(AppAssembly())
                if ProcessInfo.processInfo.environment["WARM"] != nil { try await local.warmUp() }
                print(local.usersRepository)
            }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func asyncMakeReadingAComponentOfItsOwnWarmUp_withoutAwaitingIt_isReportedAtTheRead() {
        let source = Self.assembly + """
            struct SessionStoreKey: InterfaceKey { typealias Value = SessionStore }
            struct SearchIndexKey: InterfaceKey { typealias Value = SearchIndex }
            struct StartupKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Startup { Startup(values[KeychainKey.self]) }
            }
            struct ServicesAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(KeychainKey.self)
                    registry.registerAsync(DatabaseKey.self)
                    registry.registerAsync(SessionStoreKey.self) { values in SessionStore(database: values[DatabaseKey.self]) }
                    registry.registerAsync(SearchIndexKey.self) { values in SearchIndex(users: values.usersRepository) }
                    registry.registerAsync(StartupKey.self)
                }
            }
            let services = Factory(ServicesAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:40:87: error: " + Self.message("StartupKey -> KeychainKey", key: "KeychainKey"),
            "App.swift:46:89: error: " + Self.message("SessionStoreKey -> DatabaseKey"),
            "App.swift:47:84: error: " + Self.message("SearchIndexKey -> UsersRepositoryKey -> DatabaseKey"),
        ])
    }

    @Test func asyncMakeThatAwaits_orReadsOnlyWhatItAwaitedBefore_isFine() {
        let source = Self.assembly + """
            struct AuditLogKey: InterfaceKey { typealias Value = AuditLog }
            struct ReportsKey: InterfaceKey { typealias Value = Reports }
            struct ServicesAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(KeychainKey.self)
                    registry.registerAsync(DatabaseKey.self)
                    registry.registerAsync(AuditLogKey.self) { values in AuditLog(database: try await values.database) }
                    registry.registerAsync(ReportsKey.self) { values in
                        let database = try await values.resolve(DatabaseKey.self)
                        return Reports(database: database, users: values.usersRepository, keychain: values[KeychainKey.self])
                    }
                }
            }
            let services = Factory(ServicesAssembly())
            """
        #expect(diagnostics(source) == [])
    }

    @Test func readsAcrossWarmUps_areLeftToTheOrderOfWarmUps_andFlowKeysToTheFlowRules() {
        let source = Self.assembly + """
            struct CartKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Cart { Cart(values[DatabaseKey.self]) }
            }
            struct ProfileKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Profile { Profile(values[CartKey.self]) }
            }
            struct ShopAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(KeychainKey.self)
                    registry.registerAsync(DatabaseKey.self)
                    registry.registerAsync(CartKey.self, .flow)
                    registry.registerAsync(ProfileKey.self)
                }
            }
            let shop = Factory(ShopAssembly())
            """
        // The flow's cart reads the root's database, which the root's warm-up built before the flow began;
        // the singleton profile reading the flow's cart is a captive dependency, as at run time.
        #expect(diagnostics(source) == [
            "App.swift:41:87: error: Rivet: singleton `ProfileKey` depends on flow-scoped `CartKey` (ProfileKey -> CartKey); make ProfileKey flow-scoped or resolve CartKey lazily inside the flow.",
        ])
    }

    @Test func anIgnoreCommentNamingTheRule_silencesIt() {
        let source = Self.assembly + """
            func launch() {
                let factory = Factory(AppAssembly())
                let repository = factory.usersRepository  // rivet: ignore async-not-ready
            }
            """
        #expect(diagnostics(source) == [])
    }
}
