/// The components of an app, a feature or a flow, and their lifecycles.
///
/// An assembly only describes: it registers keys into a ``Registry``. A ``Factory`` built from several
/// assemblies applies them in order, so a later assembly overrides what an earlier one registered.
///
/// ```swift
/// struct AppAssembly: Assembly {
///     func assemble(into registry: inout Registry) {
///         registry.register(LoggerKey.self, .singleton)
///         registry.register(APIClientKey.self, .singleton) { values in HTTPClient(log: values.logger) }
///         registry.register(SessionKey.self, .flow)
///         registry.register(UsersRepositoryKey.self)
///     }
/// }
///
/// let factory = Factory(AppAssembly(), DebugAssembly())
/// ```
public protocol Assembly {
    /// Registers this assembly's components.
    ///
    /// - Parameter registry: The registrations of the factory or flow being built.
    func assemble(into registry: inout Registry)
}
