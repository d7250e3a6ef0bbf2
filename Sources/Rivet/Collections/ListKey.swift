/// A collection that several assemblies, in several modules, contribute elements to: plugins, deep-link
/// handlers, analytics sinks, menu items.
///
/// Each assembly adds elements with ``Registry/contribute(_:file:line:make:)`` (a closure) or
/// ``Registry/contribute(_:_:file:line:)`` (another key, with that key's lifecycle); resolving the key
/// returns them all, in this order: the root factory's first, then each flow's down to the one
/// resolving; within a factory or flow, in the order of its assemblies; within an assembly, in the order
/// of its calls. The array is built at each resolution; each element lives as its contribution says.
///
/// ```swift
/// struct DeepLinkHandlersKey: ListKey { typealias Element = any DeepLinkHandler }
///
/// // ProfileAssembly
/// registry.contribute(DeepLinkHandlersKey.self, ProfileLinkHandlerKey.self)
/// // SettingsAssembly
/// registry.contribute(DeepLinkHandlersKey.self) { _ in SettingsLinkHandler() }
///
/// let handlers = factory[DeepLinkHandlersKey.self]   // [ProfileLinkHandler, SettingsLinkHandler]
/// ```
///
/// A test replaces the whole list with ``Factory/override(_:_:make:)-(_,Lifecycle?,_)`` on the key, or one element by
/// overriding the key it was contributed with.
public protocol ListKey: InjectionKey, SendableMetatype where Value == [Element] {
    /// The type of one element.
    associatedtype Element
}

extension ListKey {
    /// No elements: what the key resolves to where nothing contributes.
    public static func make(_ values: InjectedValues) -> [Element] { [] }
}
