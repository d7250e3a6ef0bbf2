// A singleton image loader reaches the flow's request context through a graph-scoped request builder.
// rivet-expect: main.swift:24:86: error: Rivet: singleton `ImageLoaderKey` depends on flow-scoped `RequestContextKey` (ImageLoaderKey -> RequestBuilderKey -> RequestContextKey); make ImageLoaderKey flow-scoped or resolve RequestContextKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `ImageLoaderKey` depends on flow-scoped `RequestContextKey` (ImageLoaderKey -> RequestBuilderKey -> RequestContextKey)
import Rivet

final class RequestContext: Sendable {}
final class RequestBuilder: Sendable {
    let context: RequestContext
    init(context: RequestContext) { self.context = context }
}
final class ImageLoader: Sendable {
    let builder: RequestBuilder
    init(builder: RequestBuilder) { self.builder = builder }
}

struct RequestContextKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RequestContext { RequestContext() }
}
struct RequestBuilderKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RequestBuilder { RequestBuilder(context: values[RequestContextKey.self]) }
}
struct ImageLoaderKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ImageLoader { ImageLoader(builder: values[RequestBuilderKey.self]) }
}

struct MediaAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RequestContextKey.self, .flow)
        registry.register(RequestBuilderKey.self, .graph)
        registry.register(ImageLoaderKey.self, .singleton)
    }
}

let app = Factory(MediaAssembly())
let gallery = app.beginFlow()
print(gallery[ImageLoaderKey.self])
