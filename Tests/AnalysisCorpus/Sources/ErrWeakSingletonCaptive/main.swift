// A weak singleton thumbnail cache whose make reads the flow-scoped album: held weakly while screens
// show it, but built in the root, where no flow runs.
// rivet-expect: main.swift:17:90: error: Rivet: singleton `ThumbnailCacheKey` depends on flow-scoped `AlbumKey` (ThumbnailCacheKey -> AlbumKey); make ThumbnailCacheKey flow-scoped or resolve AlbumKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `ThumbnailCacheKey` depends on flow-scoped `AlbumKey` (ThumbnailCacheKey -> AlbumKey)
import Rivet

final class Album: Sendable { let title = "Summer" }
final class ThumbnailCache: Sendable {
    let album: Album
    init(album: Album) { self.album = album }
}
struct AlbumKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Album { Album() }
}
struct ThumbnailCacheKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ThumbnailCache { ThumbnailCache(album: values.album) }
}
extension InjectedValues {
    var album: Album { self[AlbumKey.self] }
    var thumbnailCache: ThumbnailCache { self[ThumbnailCacheKey.self] }
}

struct PhotosAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AlbumKey.self, .flow)
        registry.register(ThumbnailCacheKey.self, .weakSingleton)
    }
}

let photos = Factory(PhotosAssembly())
let albumFlow = photos.beginFlow()
print(albumFlow.thumbnailCache.album.title)
