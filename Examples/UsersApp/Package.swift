// swift-tools-version: 6.2
import PackageDescription

// A small MVP app on Rivet, run as a command-line program: `swift run --package-path Examples/UsersApp users-app`.
// Rivet's build plugin checks its dependency graph on every build; `swift package --package-path
// Examples/UsersApp --allow-writing-to-package-directory rivet-graph` draws it in Documentation/DependencyGraph.md.
let package = Package(
    name: "UsersApp",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [
        .package(name: "Rivet", path: "../.."),
    ],
    targets: [
        .target(
            name: "UsersFeature",
            dependencies: [.product(name: "Rivet", package: "Rivet")],
            plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
        ),
        .executableTarget(
            name: "users-app",
            dependencies: ["UsersFeature", .product(name: "Rivet", package: "Rivet")],
            path: "Sources/UsersApp",
            plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
        ),
        .testTarget(name: "UsersFeatureTests", dependencies: ["UsersFeature", .product(name: "Rivet", package: "Rivet")]),
    ],
    swiftLanguageModes: [.v6]
)
