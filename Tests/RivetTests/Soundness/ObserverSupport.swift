import Foundation
import Rivet
import Synchronization

// Locks are NSLock, not Synchronization's Mutex: on Linux that one waits with futexes, which the thread sanitizer
// does not see (StressLocked).

// What the observer soundness suites share: an observer that keeps a compact record of each event (no factory:
// an observer a factory keeps must not keep that factory), and the checks every record set must pass.

/// One event, as `ObservedRecords` keeps it.
struct ObservedRecord: Sendable {
    let id: UInt64
    let parentID: UInt64?
    let key: ObjectIdentifier
    let keyName: String
    let argument: String?
    let lifecycle: Lifecycle?
    let isAsync: Bool
    let outcome: ResolutionEvent.Outcome
    let scope: String
    let start: UInt64
    let end: UInt64
}

/// Keeps a record of every event it is told of, from any thread; optionally runs `inside` in each call.
final class ObservedRecords: ResolutionObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [ObservedRecord] = []
    private let inside: (@Sendable (ResolutionEvent) -> Void)?

    init(inside: (@Sendable (ResolutionEvent) -> Void)? = nil) {
        self.inside = inside
    }

    func observe(_ resolution: ResolutionEvent) {
        inside?(resolution)
        let record = ObservedRecord(
            id: resolution.id, parentID: resolution.parentID, key: ObjectIdentifier(resolution.key),
            keyName: resolution.keyName, argument: resolution.argument, lifecycle: resolution.lifecycle,
            isAsync: resolution.isAsync, outcome: resolution.outcome, scope: resolution.scope,
            start: resolution.start, end: resolution.end
        )
        lock.withLock { recorded.append(record) }
    }

    /// The records in the order their resolutions began.
    var records: [ObservedRecord] { lock.withLock { recorded }.sorted { $0.id < $1.id } }

    func records<K>(of key: K.Type) -> [ObservedRecord] {
        records.filter { $0.key == ObjectIdentifier(key) }
    }

    func count<K>(of key: K.Type, _ outcome: ResolutionEvent.Outcome) -> Int {
        records(of: key).count { $0.outcome == outcome }
    }

    /// What is wrong with the records as a whole: a number given twice, a parent that is not an earlier
    /// resolution this observer was told of, or one that ended before its child began, a sync resolution that
    /// failed, a transient that was not built.
    func malformations() -> [String] {
        let records = records
        var byID: [UInt64: ObservedRecord] = [:]
        var problems: [String] = []
        for record in records {
            if byID.updateValue(record, forKey: record.id) != nil { problems.append("id \(record.id) told twice") }
        }
        for record in records {
            if let parentID = record.parentID {
                if parentID >= record.id { problems.append("\(record.keyName) #\(record.id) has a later parent #\(parentID)") }
                if let parent = byID[parentID] {
                    if parent.start > record.start { problems.append("\(record.keyName) #\(record.id) began before its parent") }
                    if !parent.isAsync && parent.end < record.end {
                        problems.append("\(record.keyName) #\(record.id) ended after its sync parent \(parent.keyName) #\(parentID)")
                    }
                } else {
                    problems.append("\(record.keyName) #\(record.id) has a parent #\(parentID) nobody was told of")
                }
            }
            if record.outcome == .failed && !record.isAsync { problems.append("sync \(record.keyName) #\(record.id) failed") }
            if record.lifecycle == .transient && record.outcome != .built {
                problems.append("transient \(record.keyName) #\(record.id) was \(record.outcome)")
            }
            if record.start > record.end { problems.append("\(record.keyName) #\(record.id) ended before it began") }
        }
        return problems
    }
}

/// A count that makes and deinits add to.
final class MakeCount: Sendable {
    private let total = Atomic<Int>(0)
    var value: Int { total.load(ordering: .acquiring) }
    func add() { total.add(1, ordering: .acquiringAndReleasing) }
}

/// A value whose deinit runs `body`: user code run wherever its last holder lets go.
final class OnDeinit: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    deinit { body() }
}

/// An action run once, by whoever fires it first after it was armed.
final class OneShot: @unchecked Sendable {
    private let lock = NSLock()
    private var action: (@Sendable () -> Void)?
    func arm(_ body: @escaping @Sendable () -> Void) { lock.withLock { action = body } }
    func fire() {
        let body = lock.withLock {
            defer { action = nil }
            return action
        }
        body?()
    }
}
