import Rivet

protocol AnalyticsSink: Sendable { func record(_ event: String) }
struct ConsoleSink: AnalyticsSink { func record(_ event: String) { print("console:", event) } }
struct VerboseSink: AnalyticsSink { func record(_ event: String) { print("verbose:", event) } }
struct RemoteSink: AnalyticsSink { func record(_ event: String) {} }

struct AnalyticsSinksKey: DictionaryKey {
    typealias EntryKey = String
    typealias Element = any AnalyticsSink
}
struct ConsoleSinkKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any AnalyticsSink { ConsoleSink() }
}
