// A flow's coordinator, built inside `flow.withCurrent { }`, builds its view model in `init`; the view
// model's `@Injected` draft is flow-scoped, and so is the draft of a presenter it builds later inside
// `flow.withCurrent { }`: both are the flow's.
// rivet-expect: EditProfile.swift:29:17: note: Rivet: cannot attribute 3 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.profileDraft)`: an `@Injected` property of `EditProfileViewModel`, built at EditProfile.swift:46:21, where a flow may be current, whose reads the analysis does not judge yet (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// rivet-expect: main.swift:17:14: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `edit.profileDraft`: the receiver `edit` is a flow (`beginFlow`), whose resolutions the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
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
