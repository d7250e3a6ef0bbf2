// A `switch` over the build flavour: the beta case registers a singleton feedback reporter reading the
// flow-scoped screen context.
// rivet-expect: main.swift:33:107: error: Rivet: singleton `FeedbackReporterKey` depends on flow-scoped `ScreenContextKey` (FeedbackReporterKey -> ScreenContextKey); make FeedbackReporterKey flow-scoped or resolve ScreenContextKey lazily inside the flow. This happens only when `flavour` is `.beta`.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `FeedbackReporterKey` depends on flow-scoped `ScreenContextKey` (FeedbackReporterKey -> ScreenContextKey)
import Rivet

final class ScreenContext: Sendable { let screen = "home" }
final class FeedbackReporter: Sendable {
    let context: ScreenContext?
    init(context: ScreenContext?) { self.context = context }
}
struct ScreenContextKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ScreenContext { ScreenContext() }
}
struct FeedbackReporterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeedbackReporter { FeedbackReporter(context: nil) }
}

enum Flavour { case appStore, beta, debug }

struct FeedbackAssembly: Assembly {
    let flavour: Flavour

    func assemble(into registry: inout Registry) {
        registry.register(ScreenContextKey.self, .flow)
        switch flavour {
        case .appStore:
            registry.register(FeedbackReporterKey.self)
        case .debug:
            registry.register(FeedbackReporterKey.self, .singleton)
        case .beta:
            registry.register(FeedbackReporterKey.self, .singleton) { values in FeedbackReporter(context: values[ScreenContextKey.self]) }
        }
    }
}

let factory = Factory(FeedbackAssembly(flavour: .beta))
let screen = factory.beginFlow()
print(screen[FeedbackReporterKey.self].context?.screen ?? "-")
