import Rivet

/// The home screen: turns the overview into lines of text, and nothing more. It asks the factory for
/// a fully wired `HomeOverview` instead of building one and its collaborators itself.
public final class HomeViewController {
    @Injected(\.homeOverview) private var overview
    public private(set) var lines: [String] = []

    public init() {}

    public func viewDidLoad() {
        let scenes = overview.sceneNames
        lines = [overview.summary(), "Scenes: \(scenes.isEmpty ? "none" : scenes.joined(separator: ", "))"]
    }

    /// The user saves the current lights under a name.
    public func tapSaveScene(named name: String) {
        overview.saveScene(named: name)
        viewDidLoad()
    }
}
