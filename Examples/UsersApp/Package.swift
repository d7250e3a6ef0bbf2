// swift-tools-version: 6.2
import PackageDescription

// A small MVP app on Rivet, run as a command-line program: `swift run --package-path Examples/UsersApp users-app`.
let package = Package(
    name: "UsersApp",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [
        .package(name: "Rivet", path: "../.."),
    ],
    targets: [
        .target(name: "UsersFeature", dependencies: [.product(name: "Rivet", package: "Rivet")]),
        .executableTarget(name: "users-app", dependencies: ["UsersFeature", .product(name: "Rivet", package: "Rivet")], path: "Sources/UsersApp"),
        .testTarget(name: "UsersFeatureTests", dependencies: ["UsersFeature", .product(name: "Rivet", package: "Rivet")]),
    ],
    swiftLanguageModes: [.v6]
)
