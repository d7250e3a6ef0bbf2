/// A flow's `.flow` components: a short chain of boxes, newest first (a flow holds a handful), so that
/// storing one costs the one allocation of its box. Guarded by the tree lock.
@usableFromInline
struct _FlowValues {
    private var newest: _FlowBox?

    init() {}

    @usableFromInline
    func value(for key: ObjectIdentifier) -> _FlowBox? {
        var box = newest
        while let candidate = box, candidate.key != key { box = candidate.next }
        return box
    }

    @usableFromInline
    mutating func insert(_ box: _FlowBox) {
        box.next = newest
        newest = box
    }

    /// Unlinks the key's box; a key has at most one, since boxes are only added under the lock when absent.
    mutating func removeValue(for key: ObjectIdentifier) {
        if newest?.key == key {
            newest = newest?.next
            return
        }
        var previous = newest
        while let current = previous?.next {
            if current.key == key {
                previous?.next = current.next
                return
            }
            previous = current
        }
    }

    mutating func removeAll() {
        newest = nil
    }
}

/// One flow component, linked to the one stored before it.
@usableFromInline
class _FlowBox {
    @usableFromInline let key: ObjectIdentifier
    @usableFromInline var next: _FlowBox?

    @usableFromInline
    init(key: ObjectIdentifier) {
        self.key = key
    }
}

@usableFromInline
final class _TypedFlowBox<Value>: _FlowBox {
    @usableFromInline let value: Value

    @usableFromInline
    init(key: ObjectIdentifier, value: Value) {
        self.value = value
        super.init(key: key)
    }
}
