import Rivet
import RivetTestSupport
import Testing

// Issue 10, item 2: scopes that register nothing share nothing. Two threads, each with a scope of its own that
// registers nothing (an empty `Factory()`, a test's isolated factory with no assemblies, a flow begun with none),
// each overriding a key and resetting in a loop, must each see only their own override, and not crash.

extension Soundness {
    @Suite struct EmptyScopeResetTests {
        enum EmptyScope: CaseIterable, CustomTestStringConvertible {
            case factory, isolatedFactory, strictIsolatedFactory, flow

            /// A new scope of this kind, registering nothing.
            func make() -> Factory {
                switch self {
                case .factory: Factory()
                case .isolatedFactory: Factory(assemblies: [])   // what RivetTesting builds for a test with no assemblies
                case .strictIsolatedFactory: Factory(assemblies: [], observer: EventLog())   // what strict mode builds
                case .flow: Factory().beginFlow()
                }
            }

            var testDescription: String {
                switch self {
                case .factory: "Factory()"
                case .isolatedFactory: "Factory(assemblies: [])"
                case .strictIsolatedFactory: "strict isolated factory"
                case .flow: "Factory().beginFlow()"
                }
            }
        }

        /// Each of two threads overrides a key in a scope of its own and resets it, 50,000 times or for 2 seconds,
        /// whichever comes first (a debug build does the 50,000 in about a second).
        @Test(arguments: EmptyScope.allCases)
        func scopesRegisteringNothing_overriddenAndResetOnTwoThreads_eachSeesOnlyItsOwnOverride(scope: EmptyScope) {
            let wrong = Tally()
            let deadline = nanosecondsNow() + 2_000_000_000
            onThreads(2, stackSize: largeThreadStack) { thread in   // see largeThreadStack
                let factory = scope.make()
                let mine = "thread \(thread)"
                for round in 0..<50_000 {
                    factory.override(ThingKey.self) { _ in Thing(mine) }
                    if factory.thing.label != mine { wrong.add() }
                    factory.reset()
                    if factory.thing.label != "live" { wrong.add() }
                    if round.isMultiple(of: 1_000), wrong.value > 0 || nanosecondsNow() > deadline { break }
                }
            }
            #expect(wrong.value == 0, "\(wrong.value) resolutions saw another scope's registrations")
        }
    }
}
