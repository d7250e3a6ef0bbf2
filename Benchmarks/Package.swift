// swift-tools-version: 6.1
import PackageDescription

// Resolution benchmarks: Rivet side by side with hand-written construction, Swinject and swift-dependencies,
// on the same object graph in the same run. From the repository root:
//   swift package --package-path Benchmarks benchmark --no-progress
// One suite per concern under Benchmarks/<Suite>/<Suite>.swift; the graph they share is BenchmarkGraph.
let package = Package(
    name: "RivetBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Rivet", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        .target(
            name: "BenchmarkGraph",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Rivet", package: "Rivet"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        ),
        .target(
            name: "GeneratedKeys",
            dependencies: [.product(name: "Rivet", package: "Rivet"), .product(name: "Swinject", package: "Swinject")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for suite in ["Resolution", "PropertyWrapper", "TestIsolation", "Threads", "Scaling", "Flows", "AsyncWarmUp", "Arguments", "AppIntegration", "Tracing"] {
    package.targets.append(.executableTarget(
        name: suite,
        dependencies: [
            "BenchmarkGraph",
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "Rivet", package: "Rivet"),
            .product(name: "Swinject", package: "Swinject"),
            .product(name: "Dependencies", package: "swift-dependencies"),
        ] + (suite == "Scaling" ? ["GeneratedKeys"] : []),
        path: "Benchmarks/\(suite)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ))
}
