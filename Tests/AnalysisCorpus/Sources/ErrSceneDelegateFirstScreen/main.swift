// A scene delegate, called only by the system (here a stand-in for UIKit that calls it through its
// protocol), installs the root factory and builds the first screen, whose presenter's `@Injected`
// onboarding state is flow-scoped: read at the root, where no flow runs.
// FINDING: rivet check only notes the presenter's two `@Injected` sites ("built at App.swift:30:21 (a
// stored property's initial value), where the analysis does not know which factory is current"). Three
// things stop it, each checked alone on a copy of this program: (1) the presenter is built in the initial
// value of a stored property of the view controller, and that value is not followed to where the view
// controller is built (`WelcomeViewController()` in `scene`); with the presenter built in an `init` it then
// stops at (2): the body of `scene` is taken as "named other than in a call (scene)" because its
// parameter is named `scene` too, UIKit's own signature `scene(_ scene: UIScene, willConnectTo:options:)`;
// with the parameter renamed it stops at (3): `Application.main { SceneDelegate() }`, a call written with
// only a trailing closure, counts as "named other than in a call (main)"; written
// `Application.main({ SceneDelegate() })`, or with no caller at all, the error below is reported.
// rivet-expect-pending: App.swift:30:21: error: Rivet: flow-scoped `OnboardingStateKey` resolved with no flow running (WelcomePresenter -> OnboardingStateKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[OnboardingStateKey.self].
// runtime-expect: crash Rivet: flow-scoped `OnboardingStateKey` resolved with no flow running
Application.main { SceneDelegate() }
