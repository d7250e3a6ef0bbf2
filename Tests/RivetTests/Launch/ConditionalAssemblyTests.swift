import Rivet
import RivetTestSupport
import RivetTesting
import Testing

/// `Assembly.when(_:)` and `Factory(launch:_:)`: one call that picks assemblies by launch context.
@Suite struct ConditionalAssemblyTests {
    @Test func conditionalAssembly_appliesWhereItsConditionHolds_andOverridesEarlierOnes() {
        func label(_ context: LaunchContext) -> String {
            Factory(launch: context, LabelAssembly("live"), LabelAssembly("mock").when(.argument("-mock-network"))).thing.label
        }
        #expect(label(launch("-mock-network")) == "mock")
        #expect(label(launch()) == "live")
    }

    @Test func everyCondition_picksItsAssembly() {
        let factory = Factory(
            launch: LaunchContext(
                arguments: ["App", "-a"], environment: ["E": "1", "XCODE_RUNNING_FOR_PREVIEWS": "1"],
                isDebug: true, isSimulator: false
            ),
            LabelAssembly("none"),
            LabelAssembly("argument").when(.argument("-a")),
            LabelAssembly("environment").when(.environment("E", equals: "1")),
            LabelAssembly("preview").when(.preview),
            LabelAssembly("debug").when(.debug),
            LabelAssembly("simulator").when(.simulator),
            LabelAssembly("test").when(.test)
        )
        #expect(factory.thing.label == "debug")   // the last that applies wins; simulator and test do not apply
    }

    @Test func chainedConditions_mustAllHold() {
        let debugMenu = LabelAssembly("debug menu").when(.debug).when(.not(.test))
        #expect(Factory(launch: LaunchContext(arguments: ["App"], isDebug: true), debugMenu).thing.label == "debug menu")
        #expect(Factory(launch: LaunchContext(arguments: ["App.xctest"], isDebug: true), debugMenu).thing.label == "live")
        #expect(Factory(launch: LaunchContext(arguments: ["App"]), debugMenu).thing.label == "live")
    }

    @Test func factoryWithoutLaunch_usesTheProcesssContext_aTestHere() {
        #expect(Factory(LabelAssembly("live"), LabelAssembly("test").when(.test)).thing.label == "test")
        #expect(Factory(LabelAssembly("live"), LabelAssembly("app").when(.not(.test))).thing.label == "live")
    }

    @Test func flowsAssemblies_areCheckedAgainstTheRootsContext() {
        let factory = Factory(launch: launch("-mock-network"), AppAssembly())
        let flow = factory.beginFlow(LabelAssembly("live flow"), LabelAssembly("mock flow").when(.argument("-mock-network")))
        #expect(flow.thing.label == "mock flow")   // this process has no -mock-network argument: the root's context says
        let nested = flow.beginFlow(ArgumentsAssembly())
        #expect(nested.thing.label == "-mock-network")
    }

    @Test func reset_appliesTheAssembliesAgain_inTheSameContext() {
        let factory = Factory(launch: launch("-mock-network"), LabelAssembly("live"), LabelAssembly("mock").when(.argument("-mock-network")))
        factory.override(ThingKey.self) { _ in Thing("override") }
        #expect(factory.thing.label == "override")
        factory.reset()
        #expect(factory.thing.label == "mock")
        let flow = factory.beginFlow(ArgumentsAssembly())
        flow.reset()
        #expect(flow.thing.label == "-mock-network")
    }

    @Test func registryLaunch_isTheContextTheFactoryIsBuiltIn() {
        #expect(Factory(launch: launch("-offline", "-verbose"), ArgumentsAssembly()).thing.label == "-offline -verbose")
    }

    @Test func conditionalAssembly_isNamedByItsBase_inTheFactorysDescription() {
        let factory = Factory(launch: launch(), AppAssembly(), LabelAssembly("mock").when(.argument("-mock")).when(.debug))
        #expect(factory.description == "Factory(AppAssembly, LabelAssembly)")
        #expect(factory.beginFlow(LabelAssembly("x").when(.test)).description == "flow(LabelAssembly)")
    }

    @Test func duplicateContributionFromConditionalAssemblies_namesTheirBases() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let context = LaunchContext(arguments: ["App", "-cart"])
            _ = Factory(launch: context, CartRoutesAssembly().when(.argument("-cart")), OtherCartRoutesAssembly().when(.not(.test))).routes
        }
        #expect(result?.rivetMessage == RivetError.duplicateContribution(
            collection: "RoutesKey",
            entry: "\"cart\"",
            first: contributionSource("CartRoutesAssembly", line: CartRoutesAssembly.line),
            second: contributionSource("OtherCartRoutesAssembly", line: OtherCartRoutesAssembly.line)
        ).description)
    }

    @Test func missingRegistration_saysWhichConditionalAssembliesTheLaunchDidNotApply() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let payments = PaymentsAssembly()
            let factory = Factory(
                launch: LaunchContext(arguments: ["App"], isDebug: true), AppAssembly(),
                payments.when(.argument("-payments")), LabelAssembly("debug").when(.debug).when(.not(.debug))
            )
            _ = factory.beginFlow(payments.when(.test))[PaymentsKey.self]
        }
        #expect(result?.rivetMessage == RivetError.missingRegistration(
            key: "PaymentsKey",
            searched: [
                "flow(PaymentsAssembly), where PaymentsAssembly is not applied (`test` does not hold)",
                "Factory(AppAssembly, PaymentsAssembly, LabelAssembly), where PaymentsAssembly is not applied "
                    + "(`argument -payments` does not hold) and LabelAssembly is not applied (`not debug` does not hold)",
            ],
            chain: ["PaymentsKey"]
        ).description)
    }

    @Test func hookWithoutRegistrationInAConditionalAssembly_namesTheBaseAsTheScope() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(launch: LaunchContext(arguments: []), AppAssembly(), TestAssembly { $0.onCreate(ThingKey.self) { _, _ in } }.when(.not(.test)))
        }
        #expect(result?.rivetMessage == RivetError.hookWithoutRegistration(key: "ThingKey", scope: "Factory(AppAssembly, TestAssembly)").description)
    }
}

/// A Swift Testing trait holds conditional assemblies: they are `Sendable` where their base is.
@Suite struct ConditionalAssemblyTraitTests {
    @Test(.isolatedFactory(LabelAssembly("live"), LabelAssembly("test").when(.test)))
    func isolatedFactory_appliesConditionalAssemblies_inTheTestsContext() {
        #expect(Factory.current.thing.label == "test")
    }
}
