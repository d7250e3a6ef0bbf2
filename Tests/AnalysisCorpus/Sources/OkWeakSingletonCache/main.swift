// A weak singleton image cache, shared while screens hold it and rebuilt after; it depends on a
// singleton disk store.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class DiskStore: Sendable {}
final class ImageCache: Sendable {
    let disk: DiskStore
    init(disk: DiskStore) { self.disk = disk }
}
final class GalleryScreen {
    @Injected(\.imageCache) var cache
}
struct DiskStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> DiskStore { DiskStore() }
}
struct ImageCacheKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ImageCache { ImageCache(disk: values.diskStore) }
}
extension InjectedValues {
    var diskStore: DiskStore { self[DiskStoreKey.self] }
    var imageCache: ImageCache { self[ImageCacheKey.self] }
}

struct MediaAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(DiskStoreKey.self, .singleton)
        registry.register(ImageCacheKey.self, .weakSingleton)
    }
}

let factory = Factory(MediaAssembly())
var first: GalleryScreen? = factory.withCurrent { GalleryScreen() }
let second = factory.withCurrent { GalleryScreen() }
precondition(first!.cache === second.cache)
weak let shared = second.cache
first = nil
precondition(shared != nil)
precondition(factory.imageCache.disk === factory.diskStore)
