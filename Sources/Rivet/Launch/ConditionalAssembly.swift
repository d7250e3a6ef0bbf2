/// An assembly applied only when a ``LaunchCondition`` holds in the launch context of the factory being
/// built: what ``Assembly/when(_:)`` returns.
///
/// Where the condition does not hold it registers nothing, so an earlier assembly's registrations stay in
/// force. Messages and contribution sources name it by its base: `MockNetworkAssembly`, not
/// `ConditionalAssembly<MockNetworkAssembly>`.
public struct ConditionalAssembly<Base: Assembly>: Assembly {
    /// The assembly applied when the condition holds.
    public let base: Base
    /// The condition, checked against ``Registry/launch`` each time the assemblies are applied (a factory
    /// built, a flow begun, a `reset()`).
    public let condition: LaunchCondition

    /// Applies `base` if `condition` holds in `registry`'s launch context.
    ///
    /// - Parameter registry: The registrations of the factory or flow being built.
    public func assemble(into registry: inout Registry) {
        guard condition.matches(registry.launch) else { return }
        let outer = registry._assembling
        registry._assembling = Base.self
        defer { registry._assembling = outer }
        base.assemble(into: &registry)
    }
}

extension ConditionalAssembly: Sendable where Base: Sendable {}

extension ConditionalAssembly: _WrappingAssembly {
    var _wrapped: any Assembly { base }
    var _condition: LaunchCondition { condition }
}

extension Assembly {
    /// This assembly, applied only when `condition` holds in the launch context of the factory being built.
    ///
    /// ```swift
    /// Factory(launch: .current, AppAssembly(), MockNetworkAssembly().when(.argument("-mock-network")))
    /// ```
    ///
    /// Chained, every condition must hold: `DebugMenuAssembly().when(.debug).when(.not(.test))`.
    ///
    /// - Parameter condition: When to apply this assembly.
    /// - Returns: The conditional assembly.
    public func when(_ condition: LaunchCondition) -> ConditionalAssembly<Self> {
        ConditionalAssembly(base: self, condition: condition)
    }
}
