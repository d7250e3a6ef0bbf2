// expected-error: 'register' is deprecated: a ListKey collects contributions: use registry.contribute(Key.self) { values in ... }; to replace the whole list, register it with make:
// A list registered without a make would replace every contribution with an empty list: it must not compile
// (warnings are errors in CI).
import Rivet

struct SettingsSection: Sendable {}
struct SettingsSectionsKey: ListKey { typealias Element = SettingsSection }

struct SettingsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SettingsSectionsKey.self, .singleton)
    }
}
