/// A keyed collection that several assemblies, in several modules, contribute entries to: analytics sinks
/// by name, feature screens by route.
///
/// Each assembly adds an entry with ``Registry/contribute(_:at:file:line:make:)`` or
/// ``Registry/contribute(_:at:_:file:line:)``. Two contributions with the same entry key, in one factory or
/// in a flow and its parents, are an error that names both (and the build plugin reports it when it sees
/// both). The dictionary is built at each resolution; each element lives as its contribution says.
///
/// ```swift
/// struct AnalyticsSinksKey: DictionaryKey {
///     typealias EntryKey = String
///     typealias Element = any AnalyticsSink
/// }
///
/// registry.contribute(AnalyticsSinksKey.self, at: "console") { values in ConsoleSink(log: values.logger) }
/// ```
public protocol DictionaryKey: InjectionKey, SendableMetatype where Value == [EntryKey: Element] {
    /// What identifies an entry.
    associatedtype EntryKey: Hashable
    /// The type of one element.
    associatedtype Element
}

extension DictionaryKey {
    /// No entries: what the key resolves to where nothing contributes.
    public static func make(_ values: InjectedValues) -> [EntryKey: Element] { [:] }
}
