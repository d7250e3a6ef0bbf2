import Rivet

// S11-S14 as Rivet async keys: each make awaits what it needs; a warm-up builds them all.

/// S11: three independent components, 100 ms each.
public struct StoreKey: AsyncInjectionKey {
    public static func make(_ values: AsyncInjectedValues) async throws -> Opened { try await .open("store", taking: 100) }
}

public struct ConfigurationKey: AsyncInjectionKey {
    public static func make(_ values: AsyncInjectedValues) async throws -> Opened { try await .open("configuration", taking: 100) }
}

public struct KeychainKey: AsyncInjectionKey {
    public static func make(_ values: AsyncInjectedValues) async throws -> Opened { try await .open("keychain", taking: 100) }
}

public struct ThreeAsyncAssembly: Assembly {
    public init() {}
    public func assemble(into registry: inout Registry) {
        registry.registerAsync(StoreKey.self)
        registry.registerAsync(ConfigurationKey.self)
        registry.registerAsync(KeychainKey.self)
    }
}

/// S12: C awaits A, then B (as a make is naturally written); A and B are independent. 50 ms each.
public struct DiamondAKey: AsyncInjectionKey {
    public static func make(_ values: AsyncInjectedValues) async throws -> Opened { try await .open("a", taking: 50) }
}

public struct DiamondBKey: AsyncInjectionKey {
    public static func make(_ values: AsyncInjectedValues) async throws -> Opened { try await .open("b", taking: 50) }
}

public struct DiamondCKey: AsyncInjectionKey {
    public static func make(_ values: AsyncInjectedValues) async throws -> Opened {
        let a = try await values.resolve(DiamondAKey.self)
        let b = try await values.resolve(DiamondBKey.self)
        return try await .open("c", taking: 50, from: [a, b])
    }
}

public struct DiamondAssembly: Assembly {
    public init() {}
    public func assemble(into registry: inout Registry) {
        registry.registerAsync(DiamondAKey.self)
        registry.registerAsync(DiamondBKey.self)
        registry.registerAsync(DiamondCKey.self)
    }
}

/// S13: the logger of S2, as an async singleton, beside S2's sync one.
public struct AsyncLoggerKey: AsyncInjectionKey {
    public static func make(_ values: AsyncInjectedValues) async throws -> any Logger { ConsoleLogger() }
}

public struct WarmAsyncAssembly: Assembly {
    public init() {}
    public func assemble(into registry: inout Registry) {
        registry.registerAsync(AsyncLoggerKey.self)
        registry.register(LoggerKey.self, .singleton)
    }
}

/// S14: one component that takes 10 ms to build, counting its builds.
public struct SingleFlightKey: InterfaceKey {
    public typealias Value = Opened
}

public struct SingleFlightAssembly: Assembly {
    let builds: BuildCount

    public init(counting builds: BuildCount) {
        self.builds = builds
    }

    public func assemble(into registry: inout Registry) {
        let builds = builds
        registry.registerAsync(SingleFlightKey.self) { _ in
            await builds.increment()
            return try await .open("shared", taking: 10)
        }
    }
}
