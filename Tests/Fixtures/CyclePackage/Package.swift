// swift-tools-version: 6.0
// A package whose dependency graph has a cycle: `swift build` must fail with the cycle on its line.
import PackageDescription

let package = Package(
    name: "CyclePackage",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [.package(name: "Rivet", path: "../../..")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "Rivet", package: "Rivet")],
            plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
