// S11-S14: components that take time to build (a store to open, a configuration to download), simulated by
// sleeping, and what builds them: hand-written `async let` and awaits, and Rivet's async keys.

/// A component built asynchronously, holding what it was built from.
public final class Opened: Sendable {
    public let name: String
    public let dependencies: [Opened]

    public init(_ name: String, _ dependencies: [Opened] = []) {
        self.name = name
        self.dependencies = dependencies
    }

    /// Builds a component that takes `milliseconds` to build, like I/O: the task sleeps, the cores are free.
    public static func open(_ name: String, taking milliseconds: Int, from dependencies: [Opened] = []) async throws -> Opened {
        try await Task.sleep(for: .milliseconds(milliseconds))
        return Opened(name, dependencies)
    }
}

/// How many times a component was built, across tasks (S14 checks that 1,000 awaiters built it once).
public actor BuildCount {
    public private(set) var count = 0

    public init() {}

    public func increment() {
        count += 1
    }
}

/// Hand-written async construction: the limit (`async let`) and the naive way (one await after another).
public enum HandwrittenAsync {
    /// S11: three independent 100 ms components at once.
    public static func threeAtOnce() async throws -> [Opened] {
        async let store = Opened.open("store", taking: 100)
        async let configuration = Opened.open("configuration", taking: 100)
        async let keychain = Opened.open("keychain", taking: 100)
        return try await [store, configuration, keychain]
    }

    /// S11: the same, one after the other.
    public static func threeOneByOne() async throws -> [Opened] {
        let store = try await Opened.open("store", taking: 100)
        let configuration = try await Opened.open("configuration", taking: 100)
        let keychain = try await Opened.open("keychain", taking: 100)
        return [store, configuration, keychain]
    }

    /// S12: C needs A and B, 50 ms each; A and B at once, then C.
    public static func diamond() async throws -> Opened {
        async let a = Opened.open("a", taking: 50)
        async let b = Opened.open("b", taking: 50)
        let dependencies = try await [a, b]
        return try await Opened.open("c", taking: 50, from: dependencies)
    }

    /// S12: the same, one after the other.
    public static func diamondOneByOne() async throws -> Opened {
        let a = try await Opened.open("a", taking: 50)
        let b = try await Opened.open("b", taking: 50)
        return try await Opened.open("c", taking: 50, from: [a, b])
    }
}
