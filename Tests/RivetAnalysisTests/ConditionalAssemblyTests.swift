import Testing
@testable import RivetAnalysis

/// `B().when(condition)` in `Factory(…)`, `Factory(launch:…)`, `Factory(assemblies: […])` and `beginFlow(…)`
/// is read as B's registrations inside an `if` on the condition: each factory is judged with and without
/// it, and a problem only one of the two has names the condition. `registry.launch` in `assemble(into:)`
/// is a value to branch on, read as any `if` or `switch`.
@Suite struct ConditionalAssemblyTests {
    static let captive = "error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); "
        + "make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow."

    /// The app's graph: APIClientKey a singleton that reads the session; AppAssembly keeps the session a singleton.
    static let app = contractKeys + """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .singleton)
                registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
            }
        }
        struct MockSessionAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
            }
        }
        struct SafeMockAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .singleton) { _ in Session() }
            }
        }

        """

    @Test(arguments: [
        ("Factory(AppAssembly(), MockSessionAssembly().when(.argument(\"-mock-session\")))", "argument -mock-session"),
        ("Factory(launch: .current, AppAssembly(), MockSessionAssembly().when(.test))", "test"),
        ("Factory(launch: LaunchContext(arguments: []), AppAssembly(), MockSessionAssembly().when(LaunchCondition.simulator))", "simulator"),
        ("Factory(launch: context, AppAssembly(), MockSessionAssembly().when(.preview))", "preview"),
        ("Factory(assemblies: [AppAssembly(), MockSessionAssembly().when(.environment(\"STAGING\", equals: \"1\"))])", "environment STAGING=1"),
        ("Factory(AppAssembly(), MockSessionAssembly().when(.environment(\"STAGING\")))", "environment STAGING"),
        ("Rivet.Factory(AppAssembly(), Rivet.MockSessionAssembly().when(Rivet.LaunchCondition.debug))", "debug"),
    ])
    func aProblemOnlyTheConditionalAssemblyMakes_namesItsCondition(_ factory: String, _ condition: String) {
        #expect(diagnostics(Self.app + "let factory = \(factory)") == [
            "App.swift:30:90: \(Self.captive) This happens only when the launch context matches `\(condition)`.",
        ])
    }

    @Test func aNegatedCondition_namesTheArmItNeeds() {
        let source = Self.app + "let factory = Factory(AppAssembly(), MockSessionAssembly().when(.not(.test)))"
        #expect(diagnostics(source) == [
            "App.swift:30:90: \(Self.captive) This happens only when the launch context does not match `test`.",
        ])
    }

    @Test func aConditionalAssemblyThatMakesNoProblem_passes() {
        #expect(diagnostics(Self.app + "let factory = Factory(AppAssembly(), SafeMockAssembly().when(.test))") == [])
        #expect(notes(["App.swift": Self.app + "let factory = Factory(AppAssembly(), SafeMockAssembly().when(.test))"]) == [])
    }

    /// A later unconditional assembly overrides the conditional one whatever the launch: no problem.
    @Test func aConditionalAssemblyOverriddenByALaterOne_passes() {
        let source = Self.app + "let factory = Factory(MockSessionAssembly().when(.test), AppAssembly())"
        #expect(diagnostics(source) == [])
    }

    /// Two assemblies under the same condition are applied together, and one under its `.not` never with
    /// them: the combination no launch makes is not judged.
    @Test func assembliesUnderOneCondition_areAppliedTogether_neverWithItsNegation() {
        let source = Self.app + """
            struct FixSessionAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .singleton)
                }
            }
            let together = Factory(AppAssembly(), MockSessionAssembly().when(.test), FixSessionAssembly().when(.test))
            let apart = Factory(AppAssembly(), FixSessionAssembly().when(.not(.test)), MockSessionAssembly().when(.test))
            """
        #expect(diagnostics(source) == [
            "App.swift:30:90: \(Self.captive) This happens only when the launch context matches `test`.",
        ])
    }

    /// A launch context written with literals settles the conditions it can: the assembly is applied or
    /// not, and no arm is named. What counts as a test run or a simulator stays a branch.
    @Test(arguments: [
        ("LaunchContext(arguments: [\"App\", \"-mock\"])", ".argument(\"-mock\")", true),
        ("LaunchContext(arguments: [\"App\"])", ".argument(\"-mock\")", false),
        ("LaunchContext(arguments: [\"App\", \"-mock\"])", ".not(.argument(\"-mock\"))", false),
        ("LaunchContext(arguments: [], environment: [\"XCODE_RUNNING_FOR_PREVIEWS\": \"1\"])", ".preview", true),
        ("Rivet.LaunchContext(arguments: [], environment: [:])", ".preview", false),
        ("LaunchContext(arguments: [], environment: [\"STAGING\": \"1\"], isDebug: true)", ".environment(\"STAGING\", equals: \"1\")", true),
        ("LaunchContext(arguments: [], environment: [\"STAGING\": \"0\"])", ".environment(\"STAGING\", equals: \"1\")", false),
        ("LaunchContext(arguments: [], environment: [\"STAGING\": \"0\"])", ".environment(\"STAGING\")", true),
        ("LaunchContext(arguments: [], isDebug: true)", ".debug", true),
        ("LaunchContext(arguments: [], isSimulator: true)", ".debug", false),
    ])
    func aLaunchContextWrittenWithLiterals_settlesTheCondition(_ context: String, _ condition: String, _ isApplied: Bool) {
        let source = Self.app + "let factory = Factory(launch: \(context), AppAssembly(), MockSessionAssembly().when(\(condition)))"
        #expect(diagnostics(source) == (isApplied ? ["App.swift:30:90: \(Self.captive)"] : []))
    }

    @Test(arguments: [
        "LaunchContext(arguments: [\"xctest\"])",
        "LaunchContext(arguments: CommandLine.arguments)",
        "LaunchContext(arguments: [\"App\", flag])",
        "LaunchContext(arguments: [], environment: environment)",
        "LaunchContext(arguments: [], isDebug: isDebug)",
        "LaunchContext.current",
    ])
    func aLaunchContextNotWrittenWithLiterals_leavesTheConditionABranch(_ context: String) {
        let source = Self.app + "let factory = Factory(launch: \(context), AppAssembly(), MockSessionAssembly().when(.test))"
        #expect(diagnostics(source) == ["App.swift:30:90: \(Self.captive) This happens only when the launch context matches `test`."])
    }

    /// A constant holding such a context settles them too, where nothing else in its body declares the name.
    @Test(arguments: [
        ("let launch = LaunchContext(arguments: [\"App\"])\n", false),
        ("let launch: Rivet.LaunchContext = LaunchContext(arguments: [\"App\", \"-mock\"])\n", true),
        ("let launch = LaunchContext(arguments: [\"App\"])\nlet factory0 = Factory()\nif true { let launch = 1 }\n", false),
    ])
    func aConstantHoldingALaunchContextWrittenWithLiterals_settlesTheCondition(_ constant: String, _ isApplied: Bool) {
        let source = Self.app + constant + "let factory = Factory(launch: launch, AppAssembly(), MockSessionAssembly().when(.argument(\"-mock\")))"
        #expect(diagnostics(source) == (isApplied ? ["App.swift:30:90: \(Self.captive)"] : []))
    }

    /// ... but not a name declared twice there, a `var`, a context not written with literals, or a parameter.
    @Test(arguments: [
        "let launch = LaunchContext(arguments: [\"App\"])\nlet launch = LaunchContext(arguments: [\"App\"])\n",
        "var launch = LaunchContext(arguments: [\"App\"])\n",
        "let launch = LaunchContext(arguments: [\"App\"]).adding(flag)\n",
        "let launch = LaunchContext(arguments: CommandLine.arguments)\n",
        "func make(launch: LaunchContext) -> Factory {\n    Factory(launch: launch, AppAssembly())\n}\n",
    ])
    func aConstantNotProvedToHoldALiteralContext_leavesTheConditionABranch(_ constant: String) {
        let source = Self.app + constant + "let factory = Factory(launch: launch, AppAssembly(), MockSessionAssembly().when(.argument(\"-mock\")))"
        #expect(diagnostics(source).last?.hasSuffix("This happens only when the launch context matches `argument -mock`.") == true)
    }

    /// A name that may mean a parameter rather than the constant leaves the condition a branch: the constant in
    /// another case of a `switch`, under `#if`, or bound by `if case let` (found by an attack: each ran into the
    /// captive the analysis then did not report).
    @Test(arguments: [
        "switch mode {\ncase 0:\n    let launch = LaunchContext(arguments: [\"App\"])\n    _ = launch\ndefault:\n    ",
        "#if !DEBUG\nlet launch = LaunchContext(arguments: [\"App\"])\n#endif\n",
        "if case let launch = LaunchContext(arguments: [\"App\"]), mode > 5 { _ = launch }\n",
        "if let launch = Optional(LaunchContext(arguments: [\"App\"])) { _ = launch }\n",
    ])
    func aConstantThatMayNotBeTheNameUsed_leavesTheConditionABranch(_ before: String) {
        let body = before + "_ = Factory(launch: launch, AppAssembly(), MockSessionAssembly().when(.argument(\"-mock\")))"
        let close = before.hasPrefix("switch") ? "\n}" : ""
        let source = Self.app + "func build(mode: Int, launch: LaunchContext) {\n" + body + close + "\n}"
        #expect(diagnostics(source).last?.hasSuffix("This happens only when the launch context matches `argument -mock`.") == true)
    }

    /// An argument in the program's own place (the first) is left to the runtime's rule.
    @Test func anArgumentOnlyInTheProgramsPlace_leavesTheConditionABranch() {
        let source = Self.app + "let factory = Factory(launch: LaunchContext(arguments: [\"-mock\"]), AppAssembly(), MockSessionAssembly().when(.argument(\"-mock\")))"
        #expect(diagnostics(source) == ["App.swift:30:90: \(Self.captive) This happens only when the launch context matches `argument -mock`."])
    }

    /// A condition the analysis cannot read is still either true or false at launch: both are judged, and
    /// the message quotes the code.
    @Test func aConditionWrittenAnotherWay_isABranchNamedByItsCode() {
        let source = Self.app + "let factory = Factory(AppAssembly(), MockSessionAssembly().when(mockCondition))"
        #expect(diagnostics(source) == [
            "App.swift:30:90: \(Self.captive) This happens only when `mockCondition` holds at launch.",
        ])
    }

    /// `.when(a).when(b)`: applied only when both hold (the conditions are named in a fixed order of their own).
    @Test func chainedConditions_areAllNamed() {
        let source = Self.app + "let factory = Factory(AppAssembly(), MockSessionAssembly().when(.test).when(.argument(\"-mock\")))"
        #expect(diagnostics(source) == [
            "App.swift:30:90: \(Self.captive) This happens only when the launch context matches `test` "
                + "and the launch context matches `argument -mock`.",
        ])
    }

    /// What every arm has is reported as it is, with no condition.
    @Test func aProblemWithAndWithoutTheConditionalAssembly_isReportedWithNoCondition() {
        let source = Self.app + """
            struct FlowSessionAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }
            let factory = Factory(AppAssembly(), SafeMockAssembly().when(.test), MockSessionAssembly().when(.preview), FlowSessionAssembly())
            """
        #expect(diagnostics(source) == ["App.swift:30:90: \(Self.captive)"])
    }

    /// A flow-scoped key resolved through the constant only when the conditional assembly makes it flow-scoped.
    @Test func aFlowKeyResolvedFromTheRoot_onlyUnderTheCondition_namesIt() {
        let source = Self.app + """
            func start() {
                let factory = Factory(AppAssembly(), MockSessionAssembly().when(.test))
                _ = factory.session
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:30:90: \(Self.captive) This happens only when the launch context matches `test`.",
            "App.swift:45:9: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a "
                + "flow: let flow = factory.beginFlow(...); flow[SessionKey.self]. This happens only when the launch context matches `test`.",
        ])
    }

    /// In a flow: a hook whose registration only a conditional assembly of the flow makes.
    @Test func inAFlow_aHookOnlyAConditionalAssemblyRegistersFor_namesTheCondition() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {}
            }
            struct LoginAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.onCreate(SessionKey.self) { _, session in session.start() }
                }
            }
            struct SessionAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }
            let app = Factory(AppAssembly())
            let login = app.beginFlow(LoginAssembly(), SessionAssembly().when(.argument("-signed-in")))
            """
        #expect(diagnostics(source) == [
            "App.swift:32:27: error: Rivet: `SessionKey` has a hook (onCreate or decorate) in flow(LoginAssembly, SessionAssembly), "
                + "which does not register it, so the hook would never run; register it in the same assemblies: "
                + "registry.register(SessionKey.self, ...). This happens only when the launch context does not match `argument -signed-in`.",
        ])
    }

    // MARK: registry.launch

    @Test func registryLaunch_inAnIf_isABranch_namedByItsCondition() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                    if registry.launch.isTest {
                        registry.register(SessionKey.self, .flow)
                    } else if registry.launch.hasArgument("-offline") {
                        registry.register(SessionKey.self, .singleton)
                    }
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:29:90: \(Self.captive) This happens only when `registry.launch.isTest` is true.",
        ])
        #expect(notes(["App.swift": source]) == [])
    }

    /// `if registry.launch.isTest` in one assembly and `.when(.test)` on another are the same branch: the
    /// analysis never judges the first's `else` with the second applied, a launch no process can have.
    @Test(arguments: [
        ("if registry.launch.isTest", ".when(.test)", ".when(.not(.test))", "does not match `test`"),
        ("if !registry.launch.isPreview", ".when(.preview)", ".when(.not(.preview))", "does not match `preview`"),
        ("if registry.launch.hasArgument(\"-mock\")", ".when(.argument(\"-mock\"))", ".when(.not(.argument(\"-mock\")))",
         "does not match `argument -mock`"),
    ])
    func registryLaunchInAnIf_andAWhenOfTheSameCondition_areOneBranch(_ branch: String, _ safe: String, _ unsafe: String, _ arm: String) {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    \(branch) {
                        registry.register(SessionKey.self, \(branch.contains("!") ? ".flow" : ".singleton"))
                    } else {
                        registry.register(SessionKey.self, \(branch.contains("!") ? ".singleton" : ".flow"))
                    }
                }
            }
            struct ClientAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                }
            }

            """
        #expect(diagnostics(source + "let factory = Factory(AppAssembly(), ClientAssembly()\(safe))") == [])
        #expect(diagnostics(source + "let factory = Factory(AppAssembly(), ClientAssembly()\(unsafe))") == [
            "App.swift:38:90: \(Self.captive) This happens only when the launch context \(arm).",
        ])
    }

    @Test func registryLaunch_readIntoALocalOrSwitchedOn_isFollowed_andACorrectAssemblyPasses() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    let launch = registry.launch
                    let staging = registry.launch.environment["STAGING"] == "1"
                    registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
                    switch registry.launch.isPreview {
                    case true: registry.register(SessionKey.self, .singleton) { _ in Session.preview }
                    case false: registry.register(SessionKey.self, .singleton)
                    }
                    if launch.isTest || staging { registry.register(LoggerKey.self, .singleton) { _ in RecordingLogger() } }
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [])
        #expect(notes(["App.swift": source]) == [])
    }

    /// A registration in a closure on the launch context still cannot be placed: a note, as before.
    @Test func registryLaunch_withARegistrationInAClosure_isStillANote() {
        let source = contractKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.launch.arguments.forEach { _ in registry.register(SessionKey.self, .flow) }
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [])
        #expect(notes(["App.swift": source]).count == 1)
    }
}

/// What one factory registers, judged with and without a conditional assembly.
@Suite struct ConditionalRegistrationTests {
    @Test func anAsyncKeyOnlyAConditionalAssemblyRegistersAsync_isMissing_withoutIt() {
        let source = asyncKeys + """
            struct DatabaseAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(DatabaseKey.self)
                    registry.registerAsync(KeychainKey.self)
                }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {}
            }
            func launch() async throws {
                let factory = Factory(AppAssembly(), DatabaseAssembly().when(.not(.preview)))
                _ = try await factory.resolve(DatabaseKey.self)
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:41:19: error: Rivet: async `DatabaseKey` is resolved but not registered (DatabaseKey); its make is async, "
                + "so a warm-up or an await must build it: register it with registry.registerAsync(DatabaseKey.self, .singleton) or "
                + ".flow. This happens only when the launch context matches `preview`.",
        ])
    }

    /// An interface key that only a conditional assembly registers is missing where the assembly is not
    /// applied (issue 27): the message names that arm.
    @Test func anInterfaceKeyOnlyAConditionalAssemblyRegisters_isMissingWhereItIsNotApplied() {
        let source = contractKeys + """
            struct PaymentsKey: InterfaceKey { typealias Value = any Payments }
            struct PaymentsAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PaymentsKey.self) { _ in StripePayments() }
                }
            }
            func start() {
                let factory = Factory(PaymentsAssembly().when(.argument("-payments")))
                _ = factory[PaymentsKey.self]
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:35:9: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one "
                + "(searched Factory(PaymentsAssembly); chain PaymentsKey); register it in the assembly of the module that implements it: "
                + "registry.register(PaymentsKey.self) { values in ... }. This happens only when the launch context does not match `argument -payments`.",
        ])
    }

    /// The issue's shape: a key only the live assembly registers, read by the make of a key the app's assembly
    /// registers: building that key fails in the other launches. A flow that registers the key may be where
    /// it is built, so then nothing is judged; so is a make of a key that only the conditional assembly
    /// registers (a debug menu's), which the other launches may never run.
    @Test func aKeyOnlyALaunchConditionedAssemblyRegisters_isMissingInTheOtherLaunches_whereARegisteredKeyNeedsIt() {
        let keys = contractKeys + """
            struct PaymentsKey: InterfaceKey { typealias Value = any Payments }
            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout { Checkout(payments: values[PaymentsKey.self]) }
            }
            struct ReceiptsKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Receipts { Receipts(payments: values[PaymentsKey.self]) }
            }
            struct LiveAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(PaymentsKey.self) { _ in StripePayments() }
                    registry.register(ReceiptsKey.self)
                }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(CheckoutKey.self)
                }
            }

            """
        let app = "let factory = Factory(AppAssembly(), LiveAssembly().when(.production))\n"
        let missing = "App.swift:29:81: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one "
            + "(searched Factory(AppAssembly, LiveAssembly); chain CheckoutKey -> PaymentsKey); register it in the assembly of the module "
            + "that implements it: registry.register(PaymentsKey.self) { values in ... }. This happens only when `.production` does not hold at launch."
        #expect(diagnostics(keys + app) == [missing])
        #expect(diagnostics(keys + app + "let checkout = factory.beginFlow(LiveAssembly())\n") == [])
        #expect(diagnostics(keys + "let factory = Factory(AppAssembly(), LiveAssembly())\n") == [])
    }
}
