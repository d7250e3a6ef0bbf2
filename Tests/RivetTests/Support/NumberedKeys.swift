import Rivet

// As many distinct keys as a test needs, without writing them out: `NumberedKey<Zero>`, `NumberedKey<Next<Zero>>`,
// ... Each is its own type, so its own key. `NumberedKeys.first(n)` lists the first n; their static methods
// register, await and read the key of that number, so a test works with `keys[i]` as it would with `KeyI.self`.

/// A number written as a type: `Zero`, `Next<Zero>`, `Next<Next<Zero>>`, ...
protocol TypeNumber: SendableMetatype {}
enum Zero: TypeNumber {}
enum Next<N: TypeNumber>: TypeNumber {}

/// The key of one type number. Unregistered, it is a transient built by this make.
struct NumberedKey<N: TypeNumber>: InjectionKey {
    static func make(_ values: InjectedValues) -> Opened { Opened("unregistered") }
}

extension TypeNumber {
    /// Registers this number's key with an async make.
    static func registerAsync(
        _ registry: inout Registry,
        _ lifecycle: AsyncLifecycle = .singleton,
        make: @escaping @Sendable (AsyncInjectedValues) async throws -> Opened
    ) {
        registry.registerAsync(NumberedKey<Self>.self, lifecycle, make: make)
    }

    /// Registers this number's key with a sync make.
    static func register(_ registry: inout Registry, _ lifecycle: Lifecycle, make: @escaping @Sendable (InjectedValues) -> Opened) {
        registry.register(NumberedKey<Self>.self, lifecycle, make: make)
    }

    /// Awaits this number's key from inside an async make.
    static func awaited(_ values: AsyncInjectedValues) async throws -> Opened {
        try await values.resolve(NumberedKey<Self>.self)
    }

    /// Awaits this number's key from a factory or a flow.
    static func awaited(_ factory: Factory) async throws -> Opened {
        try await factory.resolve(NumberedKey<Self>.self)
    }

    /// Resolves this number's key synchronously.
    static func read(_ factory: Factory) -> Opened {
        factory[NumberedKey<Self>.self]
    }

    /// Resolves this number's key synchronously from inside a sync make.
    static func read(_ values: InjectedValues) -> Opened {
        values[NumberedKey<Self>.self]
    }

    /// Overrides this number's key with an async make.
    static func overrideAsync(_ factory: Factory, make: @escaping @Sendable (AsyncInjectedValues) async throws -> Opened) {
        factory.overrideAsync(NumberedKey<Self>.self, make: make)
    }

    /// The key's name in Rivet's messages.
    static var keyName: String { String(describing: NumberedKey<Self>.self) }

    fileprivate static var next: any TypeNumber.Type { Next<Self>.self }
}

enum NumberedKeys {
    /// The first `count` type numbers, from `Zero`: `first(n)[i]` is the number i.
    static func first(_ count: Int) -> [any TypeNumber.Type] {
        var numbers: [any TypeNumber.Type] = []
        numbers.reserveCapacity(count)
        var number: any TypeNumber.Type = Zero.self
        for _ in 0..<count {
            numbers.append(number)
            number = number.next
        }
        return numbers
    }
}
