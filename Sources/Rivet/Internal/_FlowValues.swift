/// A flow's `.flow` components by key: a short list, searched in order (a flow holds a handful).
/// Guarded by the tree lock.
@usableFromInline
struct _FlowValues {
    private var values: [(key: ObjectIdentifier, box: AnyObject)] = []

    init() {}

    @usableFromInline
    func value(for key: ObjectIdentifier) -> AnyObject? {
        values.first { $0.key == key }?.box
    }

    @usableFromInline
    mutating func set(_ box: AnyObject, for key: ObjectIdentifier) {
        values.append((key, box))
    }

    mutating func removeValue(for key: ObjectIdentifier) {
        values.removeAll { $0.key == key }
    }

    mutating func removeAll() {
        values.removeAll()
    }
}
