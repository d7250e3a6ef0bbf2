/// Makes concurrently running tests interleave: each one that arrives waits until another arrives after
/// it (or until no one has arrived for a short while), so what one test did is in place while others run.
///
/// If test isolation relied on shared state, a test reading after this would see a later test's value.
/// When tests run one at a time, every wait ends at the quiet period and nothing interleaves.
actor Interleaving {
    private var arrivals = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private let quietPeriod: Duration

    init(quietPeriod: Duration = .milliseconds(50)) {
        self.quietPeriod = quietPeriod
    }

    /// How many tests have arrived so far.
    var count: Int { arrivals }

    /// Releases everyone waiting, then waits for the next arrival (or the quiet period).
    func arriveAndWaitForAnother() async {
        arrivals += 1
        releaseAll()
        let arrival = arrivals
        Task { [quietPeriod] in
            try? await Task.sleep(for: quietPeriod)
            self.releaseIfNoOneArrived(since: arrival)
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func releaseIfNoOneArrived(since arrival: Int) {
        if arrivals == arrival { releaseAll() }
    }

    private func releaseAll() {
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }
}
