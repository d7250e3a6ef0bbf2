import Foundation
import Testing
@testable import RivetAnalysis

/// The build plugin checks the program on every build, in the build's configuration: the analysis must be compiled
/// with optimization in a debug build too (`Package.swift`), or each check takes several times as long.
@Suite struct OptimizedBuildTests {
    @Test func analysis_isOptimized_unlessTheBuildAsksOtherwise() {
        let asksUnoptimized = ProcessInfo.processInfo.environment["RIVET_UNOPTIMIZED_TOOL"] == "1"
        #expect(Analysis.isOptimizedBuild == !asksUnoptimized)
    }
}
