import Rivet

// FromFactory.md: what becomes of the list of key paths that Factory suggests in place of tags.

protocol AccountExporter: Sendable {
    var format: String { get }
}

struct CSVExporter: AccountExporter { let format = "csv" }
struct PDFExporter: AccountExporter { let format = "pdf" }

/// Was `static var exporters: [KeyPath<Container, Factory<any AccountExporter>>]`, which the app kept up to
/// date: a list that each module contributes to.
struct AccountExportersKey: ListKey {
    typealias Element = any AccountExporter
}

// In the CSV module.
struct CSVExportAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(AccountExportersKey.self) { _ in CSVExporter() }
    }
}

// In the PDF module.
struct PDFExportAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(AccountExportersKey.self) { _ in PDFExporter() }
    }
}
