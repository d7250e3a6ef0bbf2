// Factory(assemblies: [...]) with feature assemblies; a later one re-registers a transient formatter as
// a singleton (an override, not a duplicate), safe since it reads only singletons.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Locale: Sendable { let identifier = "en_GB" }
final class PriceFormatter: Sendable {
    let locale: Locale
    init(locale: Locale) { self.locale = locale }
    func format(_ pence: Int) -> String { "£\(pence / 100).\(pence % 100)" }
}
struct LocaleKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Locale { Locale() }
}
struct PriceFormatterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PriceFormatter { PriceFormatter(locale: values[LocaleKey.self]) }
}

struct CoreAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LocaleKey.self, .singleton)
    }
}
struct CatalogAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PriceFormatterKey.self)
    }
}
struct PerformanceAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PriceFormatterKey.self, .singleton)
    }
}

let factory = Factory(assemblies: [CoreAssembly(), CatalogAssembly(), PerformanceAssembly()])
precondition(factory[PriceFormatterKey.self] === factory[PriceFormatterKey.self])
precondition(factory[PriceFormatterKey.self].format(1250) == "£12.50")
