// The reports presenter defers its PDF renderer with @LazyInjected; exporting a report reads it, and no
// module registers the renderer's interface key.
// rivet-expect: main.swift:15:21: error: Rivet: no live value for `PDFRendererKey`: it has no make of its own and no assembly registers one (searched Factory(ReportsAssembly); chain @LazyInjected(\.pdfRenderer) -> PDFRendererKey); register it in the assembly of the module that implements it: registry.register(PDFRendererKey.self) { values in ... }.
// rivet-expect: main.swift:15:21: note: Rivet: cannot attribute `@LazyInjected(\.pdfRenderer)` to a factory or flow (an `@LazyInjected(\.pdfRenderer)` property resolves on first read, which the analysis follows only where a make reads it from the host it has just built), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: crash Rivet: no live value for `PDFRendererKey`
import Rivet

protocol PDFRendering: Sendable { func render(_ text: String) -> [UInt8] }
struct PDFRendererKey: InterfaceKey { typealias Value = any PDFRendering }
extension InjectedValues {
    var pdfRenderer: any PDFRendering { self[PDFRendererKey.self] }
}

final class ReportsPresenter {
    @LazyInjected(\.pdfRenderer) var renderer
    func export() -> Int { renderer.render("Q3").count }
}

struct ReportsAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let factory = Factory(ReportsAssembly())
var presenter = factory.withCurrent { ReportsPresenter() }
print(presenter.export())
