/// Counts how many of the builds it watches run at the same moment: two when a warm-up builds two
/// components at once, one when it builds them one after the other.
actor OverlapProbe {
    private var running = 0
    private(set) var mostAtOnce = 0

    /// Runs as a build that takes `milliseconds`, counted while it runs.
    func build(taking milliseconds: UInt64) async throws {
        running += 1
        mostAtOnce = max(mostAtOnce, running)
        defer { running -= 1 }
        try await Task.sleep(nanoseconds: milliseconds * 1_000_000)
    }
}
