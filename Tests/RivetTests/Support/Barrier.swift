/// Holds every task that arrives until `parties` have arrived, then lets them all go: the way a test
/// makes sure that several scopes are running at the same moment, each inside its own.
actor Barrier {
    private let parties: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(parties: Int) {
        self.parties = parties
    }

    func arriveAndWait() async {
        arrived += 1
        if arrived >= parties {
            for continuation in waiting { continuation.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}
