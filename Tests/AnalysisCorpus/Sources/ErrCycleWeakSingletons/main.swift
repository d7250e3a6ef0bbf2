// Two weak singletons, a map tile cache and a tile downloader, each built from the other.
// rivet-expect: main.swift:15:85: error: Rivet: dependency cycle: `TileCacheKey` needs itself (TileCacheKey -> TileDownloaderKey -> TileCacheKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `TileCacheKey` needs itself (TileCacheKey -> TileDownloaderKey -> TileCacheKey)
import Rivet

final class TileCache: Sendable {
    let downloader: TileDownloader
    init(downloader: TileDownloader) { self.downloader = downloader }
}
final class TileDownloader: Sendable {
    let cache: TileCache
    init(cache: TileCache) { self.cache = cache }
}
struct TileCacheKey: InjectionKey {
    static func make(_ values: InjectedValues) -> TileCache { TileCache(downloader: values[TileDownloaderKey.self]) }
}
struct TileDownloaderKey: InjectionKey {
    static func make(_ values: InjectedValues) -> TileDownloader { TileDownloader(cache: values[TileCacheKey.self]) }
}

struct MapsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(TileCacheKey.self, .weakSingleton)
        registry.register(TileDownloaderKey.self, .weakSingleton)
    }
}

let maps = Factory(MapsAssembly())
print(maps[TileCacheKey.self])
