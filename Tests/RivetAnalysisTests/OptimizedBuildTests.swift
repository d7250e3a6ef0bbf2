import Foundation
import Testing
@testable import RivetAnalysis

/// The build plugin checks the program on every build, in the build's configuration: in a debug build the analysis
/// is compiled unoptimized (a quick first build), unless the build asks for it optimized (`Package.swift`).
@Suite struct OptimizedBuildTests {
    @Test func analysis_isUnoptimizedInADebugBuild_unlessTheBuildAsksForItOptimized() {
        let environment = ProcessInfo.processInfo.environment
        let asksOptimized = environment["RIVET_OPTIMIZED_TOOL"] == "1" && environment["RIVET_UNOPTIMIZED_TOOL"] != "1"
        #expect(Analysis.isOptimizedBuild == asksOptimized)
    }
}
