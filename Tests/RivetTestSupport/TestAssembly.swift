public import Rivet

/// An assembly made of a closure, for tests that register a few keys their own way. Sendable, so that a
/// trait (`.isolatedFactory(TestAssembly { ... })`) can hold one.
public struct TestAssembly: Assembly, Sendable {
    let body: @Sendable (inout Registry) -> Void
    public init(_ body: @escaping @Sendable (inout Registry) -> Void) { self.body = body }
    public func assemble(into registry: inout Registry) { body(&registry) }
}
