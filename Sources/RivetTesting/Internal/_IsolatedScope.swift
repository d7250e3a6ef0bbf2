import Rivet

/// One isolated scope: a fresh factory and, in strict mode, the log of the live defaults it built.
///
/// Every public entry point (``RivetTestCase``, ``withIsolatedFactory(_:strict:fileID:filePath:line:column:_:)``
/// and ``IsolatedFactoryTrait``) makes one of these, binds its factory with `withCurrent` around the
/// test, then lets it report. A plain scope costs one `Factory` and one task-local binding.
struct _IsolatedScope {
    let factory: Factory
    let log: _LiveDefaultLog?

    init(assemblies: [any Assembly], strict: Bool) {
        if strict {
            let log = _LiveDefaultLog()
            factory = Factory(assemblies: assemblies, observer: log)
            self.log = log
        } else {
            factory = Factory(assemblies: assemblies)
            log = nil
        }
    }

    /// Runs `body` with the factory current, then reports what strict mode found, even if `body` throws.
    /// `reporter` is only evaluated in strict mode.
    func run<R>(reportingTo reporter: @autoclosure () -> _StrictFailureReporter, _ body: (Factory) throws -> R) rethrows -> R {
        defer { report(to: reporter) }
        return try factory.withCurrent { try body(factory) }
    }

    /// Runs asynchronous `body` with the factory current, then reports what strict mode found.
    func run<R>(
        reportingTo reporter: @autoclosure () -> _StrictFailureReporter,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (Factory) async throws -> R
    ) async rethrows -> R {
        defer { report(to: reporter) }
        return try await factory.withCurrent { try await body(factory) }
    }

    /// Records one test failure per key built with its live default, in the order first built.
    func report(to reporter: () -> _StrictFailureReporter) {
        guard let log else { return }
        let keys = log.keys
        guard !keys.isEmpty else { return }
        let reporter = reporter()
        for key in keys { reporter.record(_StrictFailureReporter.message(forKey: key)) }
    }
}
