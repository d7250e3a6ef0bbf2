// swift-tools-version: 6.1
import PackageDescription

// Resolution benchmarks: Rivet side by side with hand-written construction, Swinject and swift-dependencies,
// on the same object graph in the same run. From the repository root:
//   swift package --package-path Benchmarks benchmark --no-progress
// One suite per concern under Benchmarks/<Suite>/<Suite>.swift; the graph they share is BenchmarkGraph (hand-written
// code and Rivet) and PeerGraph (Swinject and swift-dependencies).
//
// The trait MallocCounts (on by default) builds ordo-one/benchmark with its malloc interposer, which counts every
// allocation and adds the same cost to each. `swift package --disable-default-traits ...` builds without it, for
// times alone: the regression gate (Scripts/gate.sh) measures its times that way and its malloc counts with it.
let package = Package(
    name: "RivetBenchmarks",
    platforms: [.macOS(.v13)],
    traits: [
        .trait(name: "MallocCounts", description: "Count allocations: ordo-one/benchmark's malloc interposer"),
        .default(enabledTraits: ["MallocCounts"]),
    ],
    dependencies: [
        .package(name: "Rivet", path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
            traits: [.trait(name: "MallocInterposer", condition: .when(traits: ["MallocCounts"]))]
        ),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        // Hand-written code and Rivet only: what the regression gate builds.
        .target(
            name: "BenchmarkGraph",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Rivet", package: "Rivet"),
            ]
        ),
        // The same graph on the peers.
        .target(
            name: "PeerGraph",
            dependencies: [
                "BenchmarkGraph",
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        ),
        .target(
            name: "GeneratedKeys",
            dependencies: [.product(name: "Rivet", package: "Rivet"), .product(name: "Swinject", package: "Swinject")]
        ),
        // The regression gate's suite: hand-written code and Rivet measured in turns (Scripts/gate.sh).
        .executableTarget(
            name: "Gate",
            dependencies: [
                "BenchmarkGraph",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Rivet", package: "Rivet"),
            ],
            path: "Benchmarks/Gate",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for suite in ["Resolution", "PropertyWrapper", "TestIsolation", "Threads", "Scaling", "Flows", "AsyncWarmUp", "Arguments", "AppIntegration", "Tracing"] {
    package.targets.append(.executableTarget(
        name: suite,
        dependencies: [
            "BenchmarkGraph",
            "PeerGraph",
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "Rivet", package: "Rivet"),
            .product(name: "Swinject", package: "Swinject"),
            .product(name: "Dependencies", package: "swift-dependencies"),
        ] + (suite == "Scaling" ? ["GeneratedKeys"] : []),
        path: "Benchmarks/\(suite)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ))
}
