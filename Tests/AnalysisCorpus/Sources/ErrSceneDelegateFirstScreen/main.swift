// A scene delegate, called only by the system (here a stand-in for UIKit that calls it through its
// protocol), installs the root factory and builds the first screen, whose presenter's `@Injected`
// onboarding state is flow-scoped: read at the root, where no flow runs.
// Decided (issue 27): a stored property's initial value runs where its type is built; a parameter of a
// function's own name, and a call written with trailing closures alone, no longer stop the binding.
// rivet-expect: App.swift:30:21: error: Rivet: flow-scoped `OnboardingStateKey` resolved with no flow running (WelcomePresenter -> OnboardingStateKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[OnboardingStateKey.self].
// runtime-expect: crash Rivet: flow-scoped `OnboardingStateKey` resolved with no flow running
Application.main { SceneDelegate() }
