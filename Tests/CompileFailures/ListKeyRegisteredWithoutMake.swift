// expected-error: 'register' is deprecated: a ListKey collects contributions: use registry.contribute(Key.self) { values in ... }; to replace the whole list, register it with make:
// Registering a list without a make would replace every contribution with an empty list: deprecated, so an error
// where warnings are errors.
import Rivet

protocol DeepLinkHandler {}
struct DeepLinkHandlersKey: ListKey { typealias Element = any DeepLinkHandler }

struct HandlersAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(DeepLinkHandlersKey.self)
    }
}
