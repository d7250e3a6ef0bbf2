import Foundation
import Rivet
import RivetTestSupport
import Testing

// Issue 10, item 6: creating a singleton holds no lock another singleton's creation needs. A `make` that waits for
// another thread resolving another singleton of the same tree completes, and so do two root factories whose
// singletons resolve each other's. Each scenario runs in an exit test with a watchdog: a deadlock ends the child
// with exit code 124 (and fails the test) after 10 seconds instead of hanging the run.

/// A singleton whose make waits for another thread to resolve a helper (the shape of `DispatchQueue.main.sync`).
struct WaitingSingletonKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

/// Another singleton, which the helper thread resolves.
struct HelperSingletonKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("helper") }
}

/// The app's singleton that needs the feature module's, and the one the feature module's needs.
struct AppNeedsFeatureKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}
struct AppServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("app service") }
}
/// The feature module's singleton that needs the app's, and the one the app's needs.
struct FeatureNeedsAppKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}
struct FeatureServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("feature service") }
}

enum Deadlock {
    /// Where the helper thread resolves its singleton: in the waiting singleton's factory, or in a flow begun from it
    /// that registers the helper itself (the same tree).
    enum HelperScope: String, Codable, Sendable, CustomTestStringConvertible {
        case sameFactory, flowOfTheFactory
        var testDescription: String { rawValue }
    }

    /// The exit test's body: a singleton's make starts a thread that resolves another singleton of the same tree
    /// and waits for it. Exits 0 when the value is right.
    static func singletonWaitingForAnotherThread(helperIn helperScope: HelperScope) {
        Watchdog.start("a singleton's make waiting for a thread resolving another singleton (\(helperScope))")
        let flow = Mailbox<Factory>()
        let factory = Factory(TestAssembly { registry in
            registry.register(HelperSingletonKey.self, .singleton)
            registry.register(WaitingSingletonKey.self, .singleton) { values in
                let helper = Mailbox<Thing>()
                let done = DispatchSemaphore(value: 0)
                Thread {
                    helper.value = helperScope == .sameFactory ? values[HelperSingletonKey.self] : flow.value![HelperSingletonKey.self]
                    done.signal()
                }.start()
                done.wait()
                return Thing("waited for \(helper.value!.label)")
            }
        })
        flow.value = factory.beginFlow(TestAssembly { $0.register(HelperSingletonKey.self, .singleton) { _ in Thing("flow's helper") } })
        let label = factory[WaitingSingletonKey.self].label
        let expected = helperScope == .sameFactory ? "waited for helper" : "waited for flow's helper"
        guard label == expected else {
            reportLine("wrong value: \(label)")
            exit(1)
        }
    }

    /// The exit test's body: the app's `AppNeedsFeature` needs the feature module's `FeatureService`, and the
    /// feature's `FeatureNeedsApp` needs the app's `AppService`. Two threads build the first two at once, each
    /// waiting inside its make until the other is inside its own, then each resolving the other factory's
    /// singleton: with one creation lock per factory tree, each holds the lock the other needs.
    static func twoRootsResolvingEachOthersSingletons() {
        Watchdog.start("two root factories whose singletons resolve each other's")
        let feature = Mailbox<Factory>()
        let app = Mailbox<Factory>()
        let appInside = DispatchSemaphore(value: 0)
        let featureInside = DispatchSemaphore(value: 0)
        app.value = Factory(TestAssembly { registry in
            registry.register(AppServiceKey.self, .singleton)
            registry.register(AppNeedsFeatureKey.self, .singleton) { _ in
                appInside.signal()
                featureInside.wait()
                return Thing("app with \(feature.value![FeatureServiceKey.self].label)")
            }
        })
        feature.value = Factory(TestAssembly { registry in
            registry.register(FeatureServiceKey.self, .singleton)
            registry.register(FeatureNeedsAppKey.self, .singleton) { _ in
                featureInside.signal()
                appInside.wait()
                return Thing("feature with \(app.value![AppServiceKey.self].label)")
            }
        })
        let appLabel = Mailbox<String>()
        let featureLabel = Mailbox<String>()
        onThreads(2) { index in
            if index == 0 {
                appLabel.value = app.value![AppNeedsFeatureKey.self].label
            } else {
                featureLabel.value = feature.value![FeatureNeedsAppKey.self].label
            }
        }
        guard appLabel.value == "app with feature service", featureLabel.value == "feature with app service" else {
            reportLine("wrong values: \(appLabel.value ?? "none"), \(featureLabel.value ?? "none")")
            exit(1)
        }
    }
}

extension Soundness {
    @Suite struct DeadlockTests {
        @Test(arguments: [Deadlock.HelperScope.sameFactory, .flowOfTheFactory])
        func singletonsMakeWaitingForAThreadThatResolvesAnotherSingletonOfTheTree_completes(helperIn scope: Deadlock.HelperScope) async {
            await #expect(processExitsWith: .success) { [scope] in
                Deadlock.singletonWaitingForAnotherThread(helperIn: scope)
            }
        }

        @Test func twoRootFactoriesWhoseSingletonsResolveEachOthers_builtFromTwoThreadsAtOnce_complete() async {
            await #expect(processExitsWith: .success) {
                Deadlock.twoRootsResolvingEachOthersSingletons()
            }
        }
    }
}
