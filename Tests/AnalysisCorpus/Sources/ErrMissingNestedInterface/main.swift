// Interface keys nested in a module namespace; the maps feature's location provider is never registered.
// rivet-expect: main.swift:20:36: error: Rivet: no live value for `LocationProviderKey`: it has no make of its own and no assembly registers one (searched Factory(MapsAssembly); chain ViewModelKey -> LocationProviderKey); register it in the assembly of the module that implements it: registry.register(LocationProviderKey.self) { values in ... }.
// runtime-expect: crash Rivet: no live value for `LocationProviderKey`
import Rivet

protocol LocationProviding: Sendable { var here: (Double, Double) { get } }

enum MapsInterface {
    struct LocationProviderKey: InterfaceKey { typealias Value = any LocationProviding }
}

final class MapViewModel: Sendable {
    let location: any LocationProviding
    init(location: any LocationProviding) { self.location = location }
}

enum Maps {
    struct ViewModelKey: InjectionKey {
        static func make(_ values: InjectedValues) -> MapViewModel {
            MapViewModel(location: values[MapsInterface.LocationProviderKey.self])
        }
    }
}

struct MapsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(Maps.ViewModelKey.self)
    }
}

let factory = Factory(MapsAssembly())
print(factory[Maps.ViewModelKey.self].location.here)
