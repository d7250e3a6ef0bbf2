/// What the home screen tells the user, and saving the lights as a scene: business logic that knows
/// the controller layer by its protocol only, and is handed its collaborators ready made.
public final class HomeOverview {
    private let lights: any LightsController
    private let scenes: SceneStore

    public init(lights: any LightsController, scenes: SceneStore) {
        self.lights = lights
        self.scenes = scenes
    }

    public func summary() -> String {
        let rooms = lights.rooms()
        let lit = rooms.filter(\.isLit).map(\.name)
        return "\(lit.count) of \(rooms.count) rooms lit: \(lit.joined(separator: ", "))"
    }

    public var sceneNames: [String] { scenes.names }

    public func saveScene(named name: String) {
        scenes.save(name, litRooms: lights.rooms().filter(\.isLit).map(\.name))
    }
}
