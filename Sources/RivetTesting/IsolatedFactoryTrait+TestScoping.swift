internal import Rivet
public import Testing

extension IsolatedFactoryTrait {
    /// Provides a scope for each test case (not for suites), and only from the first of the
    /// ``IsolatedFactoryTrait``s that apply to the test: that one builds the factory for all of them.
    ///
    /// - Parameters:
    ///   - test: The test or suite about to run.
    ///   - testCase: The test case about to run; `nil` for a suite or a test function as a whole.
    /// - Returns: This trait, or `nil` where it provides no scope.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        guard testCase != nil, !test.isSuite else { return nil }
        guard let first = test.traits.lazy.compactMap({ $0 as? IsolatedFactoryTrait }).first else { return self }
        return first.identity === identity ? self : nil
    }

    /// Runs one test case with a fresh factory made of every ``IsolatedFactoryTrait`` applying to the test.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case.
    ///   - function: The test case's body.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        var traits = test.traits.compactMap { $0 as? IsolatedFactoryTrait }
        if !traits.contains(where: { $0.identity === identity }) { traits.append(self) }
        let scope = _IsolatedScope(assemblies: traits.flatMap(\.assemblies), strict: traits.contains(where: \.isStrict))
        for trait in traits {
            for override in trait.overrides { override(scope.factory) }
        }
        if traits.contains(where: \.warmsUp) { try await scope.factory.warmUp() }
        try await scope.run(reportingTo: .swiftTesting(test.sourceLocation)) { _ in try await function() }
    }
}
