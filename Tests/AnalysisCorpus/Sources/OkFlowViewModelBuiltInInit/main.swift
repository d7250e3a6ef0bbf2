// A flow's coordinator, built inside `flow.withCurrent { }`, builds its view model in `init`; the view
// model's `@Injected` draft is flow-scoped, and so is the draft of a presenter it builds later inside
// `flow.withCurrent { }`: both are the flow's.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

let app = Factory(AppAssembly())
Factory.installRoot(app)
let edit = app.beginFlow(EditProfileAssembly())
let coordinator = edit.withCurrent { EditProfileCoordinator() }
coordinator.viewModel.rename("Ada")
let picker = coordinator.showAvatarPicker()
picker.pickFirst()
precondition(picker.draft === coordinator.viewModel.draft)
precondition(edit.profileDraft.name == "Ada" && edit.profileDraft.avatar == "cat.png")
