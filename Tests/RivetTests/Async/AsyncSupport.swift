import Rivet
import RivetTestSupport
import Synchronization

/// Counts how many times each async make ran, across tasks.
final class BuildCounter: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    func count(_ name: String) {
        counts.withLock { $0[name, default: 0] += 1 }
    }

    subscript(name: String) -> Int {
        counts.withLock { $0[name, default: 0] }
    }
}

/// A component built asynchronously, recording its name.
final class Opened: Sendable {
    let name: String
    let dependencies: [Opened]

    init(_ name: String, _ dependencies: [Opened] = []) {
        self.name = name
        self.dependencies = dependencies
    }
}

/// Thrown by a make that fails on purpose.
struct OpenFailed: Error, Equatable, CustomStringConvertible {
    let reason: String
    var description: String { "OpenFailed(\(reason))" }
}
