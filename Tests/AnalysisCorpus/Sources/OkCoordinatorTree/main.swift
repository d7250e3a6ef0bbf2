// A coordinator tree: the tab bar coordinator begins one flow per tab, each flow's assembly implements
// the screen interface key, and each tab has its own flow-scoped navigation stack.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

let root = TabBarCoordinator(factory: Factory(AppAssembly()))
root.start()
precondition(root.children.map(\.screen.title) == ["Feed", "Profile"])
precondition(root.children[0].screen.navigation !== root.children[1].screen.navigation)
precondition(root.children[0].flow[NavigationStackKey.self] === root.children[0].screen.navigation)
