// A launch function builds the root with Factory(assemblies: [...]) and resolves a flow-scoped
// coordinator from it.
// rivet-expect: App.swift:34:23: error: Rivet: flow-scoped `LoginCoordinatorKey` resolved with no flow running (LoginCoordinatorKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[LoginCoordinatorKey.self].
// runtime-expect: crash Rivet: flow-scoped `LoginCoordinatorKey` resolved with no flow running (LoginCoordinatorKey)
print(launch())
