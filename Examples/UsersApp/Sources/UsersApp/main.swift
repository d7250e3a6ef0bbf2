import Rivet
import UsersFeature

// Resolves the app's MVP graph and shows which instances are shared, per flow, or new.

let factory = Factory(AppAssembly())
print("Rivet example: an MVP users screen in two flows")

let first = factory.beginFlow(UsersFlowAssembly(number: 1))
let second = factory.beginFlow(UsersFlowAssembly(number: 2))

for flow in [first, second] {
    let presenter = flow.usersPresenter
    print("flow \(presenter.session.number):")
    await presenter.load()
}

let a = first.usersPresenter, b = first.usersPresenter
print("singleton  APIClient shared by both flows: \(first.apiClient === second.apiClient)")
print("flow       Session shared within flow 1:    \(a.session === b.session)")
print("flow       Session distinct across flows:   \(first.session !== second.session)")
print("transient  UsersPresenter new each time:    \(a !== b)")
