public import Rivet
public import Testing

/// A Swift Testing trait that runs each test, and each case of a parameterized test, with a fresh
/// factory of its own.
///
/// Make one with ``Testing/Trait/isolatedFactory(_:)``, ``Testing/Trait/overriding(_:_:make:)``,
/// ``Testing/Trait/overriding(_:make:)`` (a parameterized key), ``Testing/Trait/overriding(_:with:)``, ``Testing/Trait/overridingAsync(_:_:make:)``,
/// ``Testing/Trait/strictFactory`` or ``Testing/Trait/warmedUp``, on a `@Test` or a `@Suite`.
/// However many of them apply to a test, from its suites and from the test itself, they describe **one**
/// factory: the assemblies of all of them (suite traits first), then their overrides (so a test's own
/// override wins), strict if any of them asks, warmed up before the test if any of them asks.
///
/// ```swift
/// @Suite(.isolatedFactory(AppAssembly()))
/// struct UsersPresenterTests {
///     @Test(.overriding(UsersRepositoryKey.self, with: MockUsersRepository()))
///     func presenter_showsTheMockUsers() async throws {
///         let presenter = UsersPresenter()
///         #expect(try await presenter.userNames() == ["mock"])
///     }
/// }
/// ```
///
/// The factory is bound to the test's task (a task local, not a global), so tests running in parallel
/// never see each other's singletons or overrides. Inside the test, `Factory.current` is the
/// test's factory: override more keys through it.
public struct IsolatedFactoryTrait: TestTrait, SuiteTrait, TestScoping {
    /// The assemblies this trait adds.
    let assemblies: [any Assembly & Sendable]
    /// The overrides this trait adds, applied in order once the factory is built.
    let overrides: [@Sendable (Factory) -> Void]
    /// Whether this trait asks for strict mode.
    let isStrict: Bool
    /// Whether this trait asks for the factory's async components to be built before the test runs.
    let warmsUp: Bool
    /// This trait's identity, so that only the first of the traits applying to a test builds the factory.
    let identity = _Identity()

    /// Applies to every test of a suite, each with its own factory.
    public var isRecursive: Bool { true }

    init(
        assemblies: [any Assembly & Sendable] = [],
        overrides: [@Sendable (Factory) -> Void] = [],
        isStrict: Bool = false,
        warmsUp: Bool = false
    ) {
        self.assemblies = assemblies
        self.overrides = overrides
        self.isStrict = isStrict
        self.warmsUp = warmsUp
    }

    final class _Identity: Sendable {}
}

extension Trait where Self == IsolatedFactoryTrait {
    /// Runs each test with a fresh factory built from `assemblies`.
    ///
    /// ```swift
    /// @Test(.isolatedFactory(AppAssembly()))
    /// ```
    ///
    /// The trait keeps the assemblies for every test it applies to, on any thread, so each must be
    /// `Sendable`. Swift infers that for an internal struct of `Sendable` properties, never for a public one:
    /// an assembly your app's module exports says so itself, `public struct AppAssembly: Assembly, Sendable`.
    ///
    /// - Parameter assemblies: The assemblies; they follow those of the traits of enclosing suites.
    /// - Returns: The trait.
    public static func isolatedFactory(_ assemblies: any (Assembly & Sendable)...) -> Self {
        IsolatedFactoryTrait(assemblies: assemblies)
    }

    /// Runs each test with a fresh factory in which `key` is built by `make`.
    ///
    /// The override replaces how the key is built, not how long its value lives: the key keeps the
    /// lifecycle it is registered with (a singleton is built once per test, a flow-scoped key once per
    /// flow, a transient on every resolution) unless you pass one.
    ///
    /// ```swift
    /// @Test(.overriding(UsersRepositoryKey.self) { _ in MockUsersRepository() })
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - lifecycle: The lifecycle of the override; by default the one the key is registered with.
    ///   - make: Builds the value, once per test or more often as the lifecycle says.
    /// - Returns: The trait.
    public static func overriding<K: InjectionKey & SendableMetatype>(
        _ key: K.Type,
        _ lifecycle: Lifecycle? = nil,
        make: @escaping @Sendable (InjectedValues) -> K.Value
    ) -> Self {
        IsolatedFactoryTrait(overrides: [{ $0.override(K.self, lifecycle, make: make) }])
    }

    /// Runs each test with a fresh factory in which the parameterized key `key` is built by `make`, for
    /// every argument.
    ///
    /// The override keeps the lifecycle the key is registered with, with a cache of its own: a
    /// per-argument singleton is built once per argument in each test. To give it another lifecycle,
    /// override it in the test: `Factory.current.override(key, .singleton) { values, argument in ... }`.
    ///
    /// ```swift
    /// @Test(.overriding(UserDetailKey.self) { _, id in UserDetailPresenter(id: id, repository: MockUsersRepository()) })
    /// ```
    ///
    /// - Parameters:
    ///   - key: The parameterized key to override.
    ///   - make: Builds the value for an argument.
    /// - Returns: The trait.
    public static func overriding<K: ParameterizedKey & SendableMetatype>(
        _ key: K.Type,
        make: @escaping @Sendable (InjectedValues, K.Argument) -> K.Value
    ) -> Self {
        IsolatedFactoryTrait(overrides: [{ $0.override(K.self, make: make) }])
    }

    /// Runs each test with a fresh factory in which `key` resolves to `value`.
    ///
    /// Every resolution of the key in the test gets this very value, whatever its lifecycle; the
    /// lifecycle still says where it may be resolved (a flow-scoped key needs a running flow). See
    /// ``Rivet/Factory/override(_:with:)``.
    ///
    /// ```swift
    /// @Test(.overriding(UsersRepositoryKey.self, with: MockUsersRepository()))
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - value: The value every test the trait applies to gets.
    /// - Returns: The trait.
    public static func overriding<K: InjectionKey & SendableMetatype>(_ key: K.Type, with value: K.Value) -> Self
    where K.Value: Sendable {
        IsolatedFactoryTrait(overrides: [{ $0.override(K.self, with: value) }])
    }

    /// Runs each test with a fresh, strict factory: a key built with its live default (its own `make`,
    /// neither overridden nor registered with a closure) records a test failure naming the key.
    ///
    /// ```swift
    /// @Test(.isolatedFactory(AppAssembly()), .strictFactory)
    /// ```
    public static var strictFactory: Self {
        IsolatedFactoryTrait(isStrict: true)
    }

    /// Runs each test with a fresh factory in which `key` is built by an async `make`, as
    /// `Factory.overrideAsync(_:_:make:)` does: a test double that must be set up asynchronously.
    ///
    /// ```swift
    /// @Test(.overridingAsync(DatabaseKey.self) { _ in try await InMemoryDatabase.seeded() }, .warmedUp)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - lifecycle: `.singleton` or `.flow`; by default the key's registered one when it is one of those.
    ///   - make: Builds the value, once per test (or per flow) when the factory warms up or first awaits it.
    /// - Returns: The trait.
    public static func overridingAsync<K: InjectionKey & SendableMetatype>(
        _ key: K.Type,
        _ lifecycle: AsyncLifecycle? = nil,
        make: @escaping @Sendable (AsyncInjectedValues) async throws -> K.Value
    ) -> Self where K.Value: Sendable {
        IsolatedFactoryTrait(overrides: [{ $0.overrideAsync(K.self, lifecycle, make: make) }])
    }

    /// Runs each test with a fresh factory whose async components are built before the test runs
    /// (`Factory.warmUp()`), so that the test resolves them synchronously. A failed warm-up fails
    /// the test with its error.
    ///
    /// ```swift
    /// @Test(.isolatedFactory(AppAssembly()), .warmedUp)
    /// ```
    public static var warmedUp: Self {
        IsolatedFactoryTrait(warmsUp: true)
    }
}
