/// An assembly that stands for another in messages (``ConditionalAssembly``).
protocol _WrappingAssembly {
    var _wrapped: any Assembly { get }
    /// The condition it applies the wrapped assembly under.
    var _condition: LaunchCondition { get }
}

/// An assembly's name in messages: its type's, or the name of the assembly it wraps.
func _assemblyName(of assembly: any Assembly) -> String {
    if let wrapper = assembly as? any _WrappingAssembly { return _assemblyName(of: wrapper._wrapped) }
    return _name(of: type(of: assembly))
}

/// Why `assembly` is not applied in `launch`: each of its conditions (chained `.when`s) that does not hold, as
/// messages name them; empty when it is applied.
func _unmetConditions(of assembly: any Assembly, in launch: LaunchContext) -> [String] {
    guard let wrapper = assembly as? any _WrappingAssembly else { return [] }
    let inner = _unmetConditions(of: wrapper._wrapped, in: launch)
    return wrapper._condition.matches(launch) ? inner : ["`\(wrapper._condition.description)`"] + inner
}
