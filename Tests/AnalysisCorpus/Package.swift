// swift-tools-version: 6.0
// The analysis corpus: app-shaped programs, one executable target each, judged by `rivet check` and by
// running them (see README.md and .ci/check-corpus). No build plugin: error programs must still compile.
import Foundation
import PackageDescription

let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sources")
let programs = (try? FileManager.default.contentsOfDirectory(atPath: sources.path))?.filter { !$0.hasPrefix(".") }.sorted() ?? []

let package = Package(
    name: "AnalysisCorpus",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [.package(name: "Rivet", path: "../..")],
    targets: programs.map { name in
        .executableTarget(name: name, dependencies: [.product(name: "Rivet", package: "Rivet")])
    },
    swiftLanguageModes: [.v6]
)
