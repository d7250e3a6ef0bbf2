// The live module's assembly and a mock assembly after it, as a UI-test launch builds the factory;
// a presenter with @Injected reads the mock.
// rivet-expect: main.swift:8:17: note: Rivet: cannot attribute `@Injected(\.usersAPI)` to a factory or flow (an `@Injected` property of `UsersPresenter`, built at main.swift:16:14 (`uiTesting`, an expression the analysis does not follow), where the analysis does not know which factory is current), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
