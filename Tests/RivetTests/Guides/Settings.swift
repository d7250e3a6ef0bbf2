import Rivet

// The settings screen of Documentation/Collections.md: sections that
// several modules contribute to one list, and analytics sinks that they contribute by name.

/// One section of the settings screen: each feature module adds its own.
struct SettingsSection: Equatable, Sendable {
    let title: String
}

/// The settings screen's sections, from every module that contributes one.
struct SettingsSectionsKey: ListKey {
    typealias Element = SettingsSection
}

/// Where analytics events go.
protocol AnalyticsSink: AnyObject, Sendable {}

final class ConsoleSink: AnalyticsSink {}
final class CrashReporter: AnalyticsSink {}

/// The analytics sinks, by name, from every module that contributes one.
struct AnalyticsSinksKey: DictionaryKey {
    typealias EntryKey = String
    typealias Element = any AnalyticsSink
}

/// The notifications module's section, behind a key of its own: a test can replace it alone.
struct NotificationsSectionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> SettingsSection { SettingsSection(title: "Notifications") }
}

struct CrashReporterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any AnalyticsSink { CrashReporter() }
}

extension InjectedValues {
    var settingsSections: [SettingsSection] { self[SettingsSectionsKey.self] }
    var analyticsSinks: [String: any AnalyticsSink] { self[AnalyticsSinksKey.self] }
}

/// The settings screen: its sections come through @Injected, as any component's dependencies do.
final class SettingsPresenter {
    @Injected(\.settingsSections) var sections

    func rows() -> [String] { sections.map(\.title) }
}

// The general module's assembly.
struct GeneralSettingsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(SettingsSectionsKey.self) { _ in SettingsSection(title: "General") }
        registry.contribute(SettingsSectionsKey.self) { _ in SettingsSection(title: "Appearance") }
    }
}

// The notifications module's assembly.
struct NotificationsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(NotificationsSectionKey.self, .singleton)
        registry.contribute(SettingsSectionsKey.self, NotificationsSectionKey.self)   // that key's lifecycle
    }
}

/// The signed-in flow adds the account section: it exists only in that flow.
struct SignedInSettingsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(SettingsSectionsKey.self) { _ in SettingsSection(title: "Account") }
    }
}

/// A kiosk build shows fixed sections: a registration of the whole list stands for every contribution.
struct KioskSettingsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SettingsSectionsKey.self) { _ in [SettingsSection(title: "About")] }
    }
}

struct AnalyticsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in ConsoleSink() }
        registry.register(CrashReporterKey.self, .singleton)
        registry.contribute(AnalyticsSinksKey.self, at: "crashes", CrashReporterKey.self)
    }
}

/// Another module that names its sink "console" too: two contributions for one entry.
struct DebugAnalyticsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in ConsoleSink() }
    }
}
