import AssemblyFactory

/// Rooms the test chooses; counts how often it was asked.
final class StubLightsController: LightsController, @unchecked Sendable {
    private let stored: [Room]
    private(set) var calls = 0   // touched by one test's thread only

    init(_ rooms: [Room]) { stored = rooms }

    func rooms() -> [Room] {
        calls += 1
        return stored
    }
}
