/// An assembly that stands for another in messages (``ConditionalAssembly``).
protocol _WrappingAssembly {
    var _wrapped: any Assembly { get }
}

/// An assembly's name in messages: its type's, or the name of the assembly it wraps.
func _assemblyName(of assembly: any Assembly) -> String {
    if let wrapper = assembly as? any _WrappingAssembly { return _assemblyName(of: wrapper._wrapped) }
    return _name(of: type(of: assembly))
}
