public import Rivet

/// Runs `body` with a fresh factory of its own: the way to isolate a test that cannot subclass
/// ``RivetTestCase``, or one part of any test.
///
/// The factory is built from `assemblies` and is current while `body` runs: `@Injected` properties
/// initialised inside resolve from it, and so do the tasks `body` starts (not detached tasks or other
/// threads). Singletons, flows and overrides belong to this factory alone and go with it when `body`
/// returns. Works in XCTest and in Swift Testing, in parallel tests too.
///
/// ```swift
/// func test_presenter_showsTheMockUsers() async throws {
///     try await withIsolatedFactory(AppAssembly()) { factory in
///         factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
///         let presenter = UsersPresenter()
///         let names = try await presenter.userNames()
///         XCTAssertEqual(names, ["mock"])
///     }
/// }
/// ```
///
/// A test case that cannot subclass can wrap every test method at once:
///
/// ```swift
/// override func invokeTest() {
///     withIsolatedFactory(AppAssembly()) { _ in super.invokeTest() }
/// }
/// ```
///
/// - Parameters:
///   - assemblies: The assemblies the factory is built from; a later one overrides an earlier one.
///   - strict: When `true`, every key built with its live default (its own `make`, neither overridden
///     nor registered with a closure) records a test failure naming it, once `body` returns: in the
///     running Swift Testing test if there is one, else in the running XCTest test.
///   - fileID: Where strict-mode failures point in Swift Testing: the caller's file, by default.
///   - filePath: Where strict-mode failures point: the caller's file, by default.
///   - line: Where strict-mode failures point: the caller's line, by default.
///   - column: Where strict-mode failures point in Swift Testing: the caller's column, by default.
///   - body: The test, given its factory.
/// - Returns: What `body` returns.
public func withIsolatedFactory<R>(
    _ assemblies: any Assembly...,
    strict: Bool = false,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (Factory) throws -> R
) rethrows -> R {
    try _IsolatedScope(assemblies: assemblies, strict: strict).run(
        reportingTo: .caller(fileID: fileID, filePath: filePath, line: line, column: column),
        body
    )
}

/// Runs asynchronous `body` with a fresh factory of its own; see the synchronous overload.
///
/// - Parameters:
///   - assemblies: The assemblies the factory is built from; a later one overrides an earlier one.
///   - strict: When `true`, every key built with its live default records a test failure naming it.
///   - fileID: Where strict-mode failures point in Swift Testing: the caller's file, by default.
///   - filePath: Where strict-mode failures point: the caller's file, by default.
///   - line: Where strict-mode failures point: the caller's line, by default.
///   - column: Where strict-mode failures point in Swift Testing: the caller's column, by default.
///   - isolation: Where `body` runs; the caller's isolation by default.
///   - body: The test, given its factory.
/// - Returns: What `body` returns.
public func withIsolatedFactory<R>(
    _ assemblies: any Assembly...,
    strict: Bool = false,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (Factory) async throws -> R
) async rethrows -> R {
    try await _IsolatedScope(assemblies: assemblies, strict: strict).run(
        reportingTo: .caller(fileID: fileID, filePath: filePath, line: line, column: column),
        body
    )
}
