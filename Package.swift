// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Rivet",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "Rivet", targets: ["Rivet"]),
        .library(name: "RivetTesting", targets: ["RivetTesting"]),
    ],
    targets: [
        .target(name: "_RivetShims"),
        .target(name: "Rivet", dependencies: ["_RivetShims"]),
        .target(name: "RivetTesting", dependencies: ["Rivet"]),
        .testTarget(name: "RivetTests", dependencies: ["Rivet"]),
        .testTarget(name: "RivetTestingTests", dependencies: ["RivetTesting", "Rivet"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && !target.name.hasPrefix("_") {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
