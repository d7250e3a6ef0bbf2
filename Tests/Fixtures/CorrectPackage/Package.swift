// swift-tools-version: 6.0
// A package with a correct graph across two targets: `swift build` must succeed, using accessors that
// the build plugin generates.
import PackageDescription

let package = Package(
    name: "CorrectPackage",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [.package(name: "Rivet", path: "../../..")],
    targets: [
        .target(
            name: "Interface",
            dependencies: [.product(name: "Rivet", package: "Rivet")],
            plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
        ),
        .executableTarget(
            name: "App",
            dependencies: ["Interface", .product(name: "Rivet", package: "Rivet")],
            plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
