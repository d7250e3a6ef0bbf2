// The live module's assembly and a mock assembly after it, as a UI-test launch builds the factory;
// a presenter with @Injected reads the mock.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class UsersPresenter {
    @Injected(\.usersAPI) var api
}

let uiTesting = !CommandLine.arguments.contains("--live")
let factory = uiTesting
    ? Factory(UsersLiveAssembly(), MockUsersAssembly(names: ["ada", "grace"]))
    : Factory(UsersLiveAssembly())
Factory.installRoot(factory)
precondition(UsersPresenter().api.names() == ["ada", "grace"])
