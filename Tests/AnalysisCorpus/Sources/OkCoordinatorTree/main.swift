// A coordinator tree: the tab bar coordinator begins one flow per tab, each flow's assembly implements
// the screen interface key, and each tab has its own flow-scoped navigation stack.
// rivet-expect: main.swift:10:29: note: Rivet: cannot attribute 4 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `root.children[0].screen`: the receiver `root.children[0]` may hold `root.children[0]`, an element of a collection or a subscript, which the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

let root = TabBarCoordinator(factory: Factory(AppAssembly()))
root.start()
precondition(root.children.map(\.screen.title) == ["Feed", "Profile"])
precondition(root.children[0].screen.navigation !== root.children[1].screen.navigation)
precondition(root.children[0].flow[NavigationStackKey.self] === root.children[0].screen.navigation)
