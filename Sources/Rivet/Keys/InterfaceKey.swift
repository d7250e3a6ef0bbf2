/// A key whose live value is registered by another module: the interface / implementation split.
///
/// The module that declares the interface declares the key with no `make`; the module that implements it
/// registers the live value in its assembly. Resolving the key when no assembly registered it stops with
/// ``RivetError/missingRegistration(key:searched:chain:)``, naming the key and the assemblies searched.
///
/// ```swift
/// // PaymentsInterface
/// struct PaymentsKey: InterfaceKey { typealias Value = any Payments }
///
/// // PaymentsLive
/// struct PaymentsAssembly: Assembly {
///     func assemble(into registry: inout Registry) {
///         registry.register(PaymentsKey.self, .singleton) { _ in StripePayments() }
///     }
/// }
/// ```
public protocol InterfaceKey: InjectionKey {}

extension InterfaceKey {
    /// Reports that nothing registered the key: an interface key has no live default.
    public static func make(_ values: InjectedValues) -> Value {
        values.factory._failMissingRegistration(Self.self)
    }
}
