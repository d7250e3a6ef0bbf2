extension Analysis {
    /// Whether this module was compiled with optimization, as `Package.swift` asks in every configuration: the build
    /// plugin runs the check on each build, and unoptimized it takes several times as long. `assert` evaluates its
    /// condition only in an unoptimized build.
    package static let isOptimizedBuild: Bool = {
        var isOptimized = true
        assert({ isOptimized = false; return true }())
        return isOptimized
    }()
}
