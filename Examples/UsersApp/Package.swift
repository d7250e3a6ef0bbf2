// swift-tools-version: 6.2
import PackageDescription

// A small MVP + coordinator app on Rivet, run as a command-line program:
// `swift run --package-path Examples/UsersApp users-app` (debug) or `... -c release users-app`.
// Rivet's build plugin checks its dependency graph on every build; `swift package --package-path
// Examples/UsersApp --allow-writing-to-package-directory rivet-graph` draws it in Documentation/DependencyGraph.md.
let package = Package(
    name: "UsersApp",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [
        .package(name: "Rivet", path: "../.."),
    ],
    targets: [
        // Everything but the console: services, the configurations, the login and users flows, deep links.
        .target(
            name: "UsersAppKit",
            dependencies: [.product(name: "Rivet", package: "Rivet")],
            plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
        ),
        // A second feature module: the profile's deep link (`usersapp://me`), contributed to the routes
        // that UsersAppKit declares, which knows nothing of it.
        .target(
            name: "ProfileKit",
            dependencies: ["UsersAppKit", .product(name: "Rivet", package: "Rivet")],
            plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
        ),
        // The console screens, the scripted user and the composition root.
        .executableTarget(
            name: "users-app",
            dependencies: ["UsersAppKit", "ProfileKit", .product(name: "Rivet", package: "Rivet")],
            path: "Sources/UsersApp",
            plugins: [.plugin(name: "RivetBuildPlugin", package: "Rivet")]
        ),
        .testTarget(
            name: "UsersAppKitTests",
            dependencies: [
                "UsersAppKit",
                .product(name: "Rivet", package: "Rivet"),
                .product(name: "RivetTesting", package: "Rivet"),
            ]
        ),
        // The composition root (`makeAppFactory`): which assemblies a launch picks.
        .testTarget(
            name: "UsersAppTests",
            dependencies: ["users-app", "UsersAppKit", .product(name: "Rivet", package: "Rivet")]
        ),
        .testTarget(
            name: "ProfileKitTests",
            dependencies: [
                "ProfileKit",
                "UsersAppKit",
                .product(name: "Rivet", package: "Rivet"),
                .product(name: "RivetTesting", package: "Rivet"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
