// swift-tools-version: 6.0
// The differential generator: writes seeded app-shaped programs against Rivet, builds them in batches, runs
// each one and judges it with `rivet check` (README.md). Its only dependency is Foundation; the batches it
// writes depend on Rivet by path.
import PackageDescription

let package = Package(
    name: "Differential",
    platforms: [.macOS(.v13)],
    targets: [
        .executableTarget(name: "differential"),
    ],
    swiftLanguageModes: [.v6]
)
