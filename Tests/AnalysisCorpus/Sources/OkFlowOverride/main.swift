// A test-like override on a flow: the flow's clock is stubbed, the root and other flows keep theirs.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

protocol Clock: Sendable { var now: Int { get } }
struct SystemClock: Clock { var now: Int { 100 } }
struct StoppedClock: Clock { var now: Int { 0 } }
final class Countdown: Sendable {
    let clock: any Clock
    init(clock: any Clock) { self.clock = clock }
}
struct ClockKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Clock { SystemClock() }
}
struct CountdownKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Countdown { Countdown(clock: values[ClockKey.self]) }
}
struct TimerAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ClockKey.self)
        registry.register(CountdownKey.self, .flow)
    }
}

let factory = Factory(TimerAssembly())
let stubbed = factory.beginFlow()
stubbed.override(ClockKey.self) { _ in StoppedClock() }
precondition(stubbed[CountdownKey.self].clock.now == 0)
precondition(factory.beginFlow()[CountdownKey.self].clock.now == 100)
precondition(factory[ClockKey.self].now == 100)
