import FlowContainers
import Rivet
import RivetTesting
import XCTest

final class SignUpFlowTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly()] }

    func test_signUp_passesTheNameToTheNextModule_andCreatesTheAccountWithTheMockService() throws {
        let accounts = SpyAccountService()
        factory.override(AccountServiceKey.self, with: accounts)   // in the shared container: every flow sees it
        let window = Window()
        let app = ApplicationCoordinator(factory: factory, window: window)
        app.startSignUp()
        try XCTUnwrap(window.module as? NameModule).enter("Ada")
        let plans = try XCTUnwrap(window.module as? PlanModule)
        XCTAssertEqual(plans.lines, ["Hello Ada, pick a plan:", "Free", "Pro"])
        plans.choose(row: 1)

        XCTAssertEqual(accounts.created, [Account(name: "Ada", plan: "Pro")])
        XCTAssertEqual(app.account, Account(name: "Ada", plan: "Pro"))
        XCTAssertNil(app.signUp)
    }

    func test_eachRunOfTheFlow_hasAContainerOfItsOwn_overTheSharedOne() throws {
        let window = Window()
        let app = ApplicationCoordinator(factory: factory, window: window)
        app.startSignUp()
        let first = try XCTUnwrap(app.signUp)
        try XCTUnwrap(window.module as? NameModule).enter("Ada")
        app.startSignUp()
        let second = try XCTUnwrap(app.signUp)

        XCTAssertEqual(window.module?.lines, ["Your name: "], "the new run starts with an empty form")
        XCTAssertTrue(first.flow.signUpForm === first.flow.signUpForm, "one form within a run")
        XCTAssertTrue(first.flow.signUpForm !== second.flow.signUpForm, "a form per run")
        XCTAssertEqual(first.flow.signUpForm.name, "Ada")
        XCTAssertTrue(first.flow.planCatalog === second.flow.planCatalog, "the shared container's catalog")
        XCTAssertTrue(second.flow.planCatalog === factory.planCatalog)
    }

    func test_canceledFlow_releasesItsContainer() throws {
        let window = Window()
        let app = ApplicationCoordinator(factory: factory, window: window)
        app.startSignUp()
        weak let flow = app.signUp?.flow
        XCTAssertNotNil(flow)
        try XCTUnwrap(window.module as? NameModule).tapCancel()
        XCTAssertNil(flow)
        XCTAssertNil(app.account)
    }

    func test_emptyName_staysOnTheNameModule() throws {
        let window = Window()
        ApplicationCoordinator(factory: factory, window: window).startSignUp()
        let module = try XCTUnwrap(window.module as? NameModule)
        module.enter("")
        XCTAssertTrue(window.module === module)
        XCTAssertEqual(module.lines, ["Your name:", "A name is needed."])
    }
}
