/// Stands in for UIKit: the system creates the scene delegate and calls it through its protocol, so no
/// call of `scene(_:willConnectTo:)` names the app's type.
protocol WindowSceneDelegate: AnyObject {
    func scene(_ scene: WindowScene, willConnectTo session: String)
}
final class WindowScene {
    var rootViewController: AnyObject?
}
enum Application {
    static func main(_ makeDelegate: () -> any WindowSceneDelegate) {
        let delegate = makeDelegate()
        delegate.scene(WindowScene(), willConnectTo: "default")
    }
}
