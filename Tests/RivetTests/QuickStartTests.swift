import Rivet
import Testing

// The README's quick start, compiled and run. `.ci/check-snippets` checks that every line of the README's
// block stands here, in order.

protocol Greeter: Sendable {
    func greet(_ name: String) -> String
}

struct EnglishGreeter: Greeter {
    func greet(_ name: String) -> String { "Hello, \(name)!" }
}

struct GreeterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Greeter { EnglishGreeter() }
}

extension InjectedValues {
    var greeter: any Greeter { self[GreeterKey.self] }
}

struct GreetingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(GreeterKey.self, .singleton)
    }
}

final class WelcomePresenter {
    @Injected(\.greeter) var greeter
    func title(for name: String) -> String { greeter.greet(name) }
}

@Suite struct QuickStartTests {
    @Test func quickStart_resolvesTheGreeterIntoThePresenter() {
        let factory = Factory(GreetingAssembly())
        let presenter = factory.withCurrent { WelcomePresenter() }
        #expect(presenter.title(for: "Ada") == "Hello, Ada!")
    }
}
