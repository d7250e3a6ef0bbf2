import Testing

/// Registrations inside `if`/`else`, `switch` and `#if` are judged in each combination of arms; a
/// problem that exists only in some names them.
@Suite struct BranchTests {
    static let captive = "error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); "
        + "make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow."

    @Test func poundIfDebug_namesTheConfiguration() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                    #if DEBUG
                    registry.register(SessionKey.self, .flow)
                    #else
                    registry.register(SessionKey.self, .singleton)
                    #endif
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == ["App.swift:29:90: \(Self.captive) This happens only when building with `DEBUG`."])
    }

    @Test func switchCases_andElseIfChains_nameTheArm() {
        let source = contractKeys + """
            enum Flavor { case staging, production }
            struct AppAssembly: Assembly {
                let flavor: Flavor
                let offline: Bool
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                    switch flavor {
                    case .staging:
                        registry.register(SessionKey.self, .singleton)
                    case .production:
                        if offline {
                            registry.register(SessionKey.self, .singleton)
                        } else if isTesting {
                            registry.register(SessionKey.self, .transient)
                        } else {
                            registry.register(SessionKey.self, .flow)
                        }
                    }
                }
            }
            let factory = Factory(AppAssembly(flavor: .production, offline: false))
            """
        #expect(diagnostics(source) == [
            "App.swift:32:90: \(Self.captive) This happens only when `flavor` is `.production` and `offline` is false and `isTesting` is false.",
        ])
    }

    @Test func aProblemInEveryArm_isReportedWithNoCondition() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                let verbose: Bool
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                    if verbose {
                        registry.register(SessionKey.self, .flow) { _ in Session(verbose: true) }
                    } else {
                        registry.register(SessionKey.self, .flow)
                    }
                }
            }
            let factory = Factory(AppAssembly(verbose: true))
            """
        #expect(diagnostics(source) == ["App.swift:30:90: \(Self.captive)"])
    }

    @Test func aCycleOnlyInOneArm_isReportedWithTheArm() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                let useCache: Bool
                func assemble(into registry: inout Registry) {
                    if useCache {
                        registry.register(LoggerKey.self) { values in FileLogger(repository: values.usersRepository) }
                    }
                }
            }
            let factory = Factory(AppAssembly(useCache: true))
            """
        #expect(diagnostics(source) == [
            "App.swift:31:82: error: Rivet: dependency cycle: `LoggerKey` needs itself (LoggerKey -> "
                + "UsersRepositoryKey -> LoggerKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving "
                + "what both need into a key of its own. This happens only when `useCache` is true.",
        ])
    }

    @Test func aCycleOnlyInTheAppsFactory_notInATestAssembly_isReported() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(LoggerKey.self) { values in FileLogger(repository: values.usersRepository) }
                }
            }
            struct TestAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(LoggerKey.self) { _ in RecordingLogger() }
                }
            }
            let factory = Factory(AppAssembly())
            let testFactory = Factory(TestAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:29:78: error: Rivet: dependency cycle: `LoggerKey` needs itself (LoggerKey -> "
                + "UsersRepositoryKey -> LoggerKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving "
                + "what both need into a key of its own.",
        ])
    }

    @Test func anEarlyReturn_orTooManyCombinations_isANote() {
        let guarded = contractKeys + """
            struct AppAssembly: Assembly {
                let enabled: Bool
                func assemble(into registry: inout Registry) {
                    guard enabled else { return }
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                }
            }
            let factory = Factory(AppAssembly(enabled: true))
            """
        #expect(diagnostics(guarded) == [])
        #expect(notes(["App.swift": guarded]) == [
            "App.swift:30:9: note: Rivet: cannot follow `guard`, which may skip the registrations after it, so factories and "
                + "flows built from `AppAssembly` were not checked for captive dependencies, flow-scoped keys and keys that nothing "
                + "registers (// rivet: ignore unchecked silences this).",
        ])
        let branches = (0..<7).map { "if flag\($0) { registry.register(LoggerKey.self, .singleton) }" }.joined(separator: "\n")
        let many = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    \(branches)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(notes(["App.swift": many]) == [
            "App.swift:38:15: note: Rivet: cannot follow every combination of this factory's registration branches (more than "
                + "64), so this factory was not checked for captive dependencies, flow-scoped keys and keys that nothing registers "
                + "(// rivet: ignore unchecked silences this).",
        ])
    }

    @Test func duplicatesInDifferentArms_areNoDuplicate() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    #if DEBUG
                    registry.register(LoggerKey.self, .singleton) { _ in RecordingLogger() }
                    #else
                    registry.register(LoggerKey.self, .singleton)
                    #endif
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [])
    }
}
