// swift-tools-version: 6.2
import PackageDescription

// The build plugin runs `rivet` on every build, in the build's own configuration, so an app's debug build compiles the
// analysis and its tool unoptimized: a new app's first (clean) build waits for the tool's whole compile, which
// optimized for size made 8x as long as without the plugin; the check is written to run quickly unoptimized
// (Documentation/Performance.md, "The build plugin"). RIVET_OPTIMIZED_TOOL=1 compiles them optimized for size in debug
// builds too: a check about four times as fast, for about 80 s more when the tool is first built on two cores (an app
// with a large graph, built mostly incrementally, may prefer it). RIVET_UNOPTIMIZED_TOOL=1 leaves them unoptimized
// whatever else is set. Changing either variable rebuilds the tool.
let optimizesTool = Context.environment["RIVET_OPTIMIZED_TOOL"] == "1" && Context.environment["RIVET_UNOPTIMIZED_TOOL"] != "1"
let toolSettings: [SwiftSetting] = optimizesTool ? [.unsafeFlags(["-Osize"], .when(configuration: .debug))] : []

let package = Package(
    name: "Rivet",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "Rivet", targets: ["Rivet"]),
        .library(name: "RivetTesting", targets: ["RivetTesting"]),
        .executable(name: "rivet", targets: ["RivetCLI"]),
        .plugin(name: "RivetBuildPlugin", targets: ["RivetBuildPlugin"]),
        .plugin(name: "RivetGraphPlugin", targets: ["RivetGraphPlugin"]),
        .plugin(name: "RivetExplainPlugin", targets: ["RivetExplainPlugin"]),
    ],
    targets: [
        .target(name: "_RivetShims"),
        .target(name: "Rivet", dependencies: ["_RivetShims"]),
        .target(name: "RivetTesting", dependencies: ["Rivet"]),
        .target(name: "RivetAnalysis", swiftSettings: toolSettings),
        // Not named `rivet`: its build folder would collide with `Rivet`'s on case-insensitive file systems.
        .executableTarget(name: "RivetCLI", dependencies: ["RivetAnalysis"], path: "Sources/rivet", swiftSettings: toolSettings),
        .plugin(name: "RivetBuildPlugin", capability: .buildTool(), dependencies: ["RivetCLI"]),
        .plugin(
            name: "RivetGraphPlugin",
            capability: .command(
                intent: .custom(verb: "rivet-graph", description: "Writes Documentation/DependencyGraph.md: a Mermaid diagram of the package's Rivet graph."),
                permissions: [.writeToPackageDirectory(reason: "Writes the dependency graph to Documentation/DependencyGraph.md.")]
            ),
            dependencies: ["RivetCLI"]
        ),
        .plugin(
            name: "RivetExplainPlugin",
            capability: .command(
                intent: .custom(verb: "rivet-explain", description: "Explains a Rivet key: where it is declared and registered, which registration each factory and flow uses, who resolves it and what it resolves.")
            ),
            dependencies: ["RivetCLI"]
        ),
        // The app code and test doubles both runtime test targets use: a plain target, not a product.
        .target(name: "RivetTestSupport", dependencies: ["Rivet"], path: "Tests/RivetTestSupport"),
        .testTarget(name: "RivetTests", dependencies: ["Rivet", "RivetTesting", "RivetTestSupport"]),
        .testTarget(name: "RivetTestingTests", dependencies: ["RivetTesting", "Rivet", "RivetTestSupport"]),
        .testTarget(name: "RivetAnalysisTests", dependencies: ["RivetAnalysis", "Rivet", "RivetTesting", "RivetTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && target.type != .plugin && !target.name.hasPrefix("_") {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

// CI's sanitizer and release steps run only the runtime's suites: RIVET_RUNTIME_TESTS_ONLY=1 leaves the analysis, its
// tool and its tests out of those builds, which would otherwise compile them three more times.
if Context.environment["RIVET_RUNTIME_TESTS_ONLY"] == "1" {
    let analysis: Set<String> = ["RivetAnalysis", "RivetCLI", "RivetAnalysisTests", "RivetBuildPlugin", "RivetGraphPlugin", "RivetExplainPlugin"]
    package.targets.removeAll { analysis.contains($0.name) }
    package.products.removeAll { product in product.name == "rivet" || product.name.hasPrefix("RivetBuild") || product.name.hasPrefix("RivetGraph") || product.name.hasPrefix("RivetExplain") }
}

// CI's sanitizer and release steps run a few suites: RIVET_TEST_EXCLUDE (paths under Tests/, separated by spaces, as
// `RivetTests/Guides/Shop.swift`) leaves those files out of their test targets, and leaves out a test target that it
// names whole (`RivetTestingTests`). .ci/test-sources names the files a filter does not need, and .ci/run fails when
// that build lists a selected test fewer than the whole build does.
if let listed = Context.environment["RIVET_TEST_EXCLUDE"] {
    let paths = listed.split(separator: " ").map(String.init)
    package.targets.removeAll { target in target.type == .test && paths.contains(target.name) }
    for target in package.targets where target.type == .test {
        target.exclude += paths.filter { $0.hasPrefix(target.name + "/") }.map { String($0.dropFirst(target.name.count + 1)) }
    }
}
