// swift-tools-version: 6.2
import PackageDescription

// Five classic app-architecture patterns on Rivet, one library target each, with tests that swap in
// mocks: `swift test --package-path Examples/Patterns`. See README.md here.
let patterns = ["BuilderRouter", "InjectedValuesKeys", "MVPCoordinator", "FlowContainers", "AssemblyFactory"]

let rivet: Target.Dependency = .product(name: "Rivet", package: "Rivet")
let buildPlugin: Target.PluginUsage = .plugin(name: "RivetBuildPlugin", package: "Rivet")

let package = Package(
    name: "Patterns",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [
        .package(name: "Rivet", path: "../.."),
    ],
    targets: patterns.flatMap { pattern -> [Target] in
        [
            .target(name: pattern, dependencies: [rivet], plugins: [buildPlugin]),
            .testTarget(
                name: "\(pattern)Tests",
                dependencies: [.target(name: pattern), rivet, .product(name: "RivetTesting", package: "Rivet")],
                plugins: [buildPlugin]
            ),
        ]
    },
    swiftLanguageModes: [.v6]
)
