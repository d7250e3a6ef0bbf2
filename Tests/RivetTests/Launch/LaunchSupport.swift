import Rivet
import RivetTestSupport

/// Registers ``ThingKey`` to build a thing labelled `label`: which of several assemblies applied shows in
/// the label a factory resolves.
struct LabelAssembly: Assembly, Sendable {
    let label: String
    init(_ label: String) { self.label = label }
    func assemble(into registry: inout Registry) {
        let label = label
        registry.register(ThingKey.self) { _ in Thing(label) }
    }
}

/// Registers ``ThingKey`` with what the registry's launch context says: how an assembly reads it itself.
struct ArgumentsAssembly: Assembly, Sendable {
    func assemble(into registry: inout Registry) {
        let arguments = registry.launch.arguments.dropFirst().joined(separator: " ")
        registry.register(ThingKey.self) { _ in Thing(arguments) }
    }
}

/// A launch with the given arguments after the program's path, and nothing else.
func launch(_ arguments: String..., environment: [String: String] = [:]) -> LaunchContext {
    LaunchContext(arguments: ["/Applications/App.app/App"] + arguments, environment: environment)
}
