import Rivet

/// The app's launch: one factory for the whole app, and the first module built with the shared
/// dependencies that every Router after it passes on.
public enum ShopApp {
    public static func start(factory: Factory, navigator: any Navigator) {
        let catalog = CatalogBuilder(factory: factory).build(shared: factory.sharedDependencies, navigator: navigator)
        navigator.push(catalog)
    }
}
