// swift-tools-version: 6.0
// Three targets, two of them checked by the build plugin: a problem inside the checked library must be
// printed once (by the library's own check, not again by the app's), and one inside the library that
// has no plugin must still be printed, by the app's check.
import PackageDescription

let package = Package(
    name: "TwoTargetPackage",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [.package(name: "Rivet", path: "../../..")],
    targets: [
        .target(
            name: "Lib",
            dependencies: [.product(name: "Rivet", package: "Rivet")],
            plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
        ),
        .target(name: "Plain", dependencies: ["Lib", .product(name: "Rivet", package: "Rivet")]),
        .executableTarget(
            name: "App",
            dependencies: ["Plain", .product(name: "Rivet", package: "Rivet")],
            plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
