extension Analysis {
    /// Whether this module was compiled with optimization: in a release build, or in a debug build that asks for it
    /// (`RIVET_OPTIMIZED_TOOL=1`, `Package.swift`); `rivet check --stats` names it. `assert` evaluates its
    /// condition only in an unoptimized build.
    package static let isOptimizedBuild: Bool = {
        var isOptimized = true
        assert({ isOptimized = false; return true }())
        return isOptimized
    }()
}
