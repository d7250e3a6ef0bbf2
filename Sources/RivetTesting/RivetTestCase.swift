public import Rivet
public import XCTest

/// An XCTest base class that gives every test method a fresh factory of its own.
///
/// Before each test method (and its `setUp` and `tearDown`), the test case builds ``factory`` from
/// ``assemblies`` and makes it current: `@Injected` properties initialised in the test resolve from it,
/// and so do the tasks the test starts. Singletons and flows are built anew for each test; overrides are
/// seen by that test only. The factory is released when the test ends.
///
/// ```swift
/// final class UsersPresenterTests: RivetTestCase {
///     override var assemblies: [any Assembly] { [AppAssembly()] }
///
///     func test_presenter_showsTheMockUsers() async throws {
///         factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
///         let presenter = UsersPresenter()
///         let names = try await presenter.userNames()
///         XCTAssertEqual(names, ["mock"])
///     }
/// }
/// ```
///
/// A test case that already has another base class can get the same effect with
/// ``withIsolatedFactory(_:strict:fileID:filePath:line:column:_:)`` around `super.invokeTest()`.
open class RivetTestCase: XCTestCase {
    private var _factory: Factory?

    /// The assemblies each test's factory is built from; none by default, so keys resolve with their
    /// own `make`. Override it to name the app's assemblies and the test's own.
    open var assemblies: [any Assembly] { [] }

    /// Whether a key built with its live default (not overridden, not registered with a closure) fails
    /// the test, with a message naming the key. `false` by default; override it to return `true`.
    open var isStrict: Bool { false }

    /// The running test's factory. Available from `setUp` to `tearDown`.
    public var factory: Factory {
        guard let _factory else {
            preconditionFailure("Rivet: RivetTestCase.factory is only available while a test runs (setUp, the test, tearDown).")
        }
        return _factory
    }

    /// Runs the test (with `setUp` and `tearDown`) inside a fresh factory.
    override open func invokeTest() {
        let scope = _IsolatedScope(assemblies: assemblies, strict: isStrict)
        _factory = scope.factory
        defer { _factory = nil }
        scope.run(reportingTo: .xcTest(file: #filePath, line: #line)) { _ in super.invokeTest() }
    }
}
