/// The search for a dependency cycle across threads: thread A builds X and waits for Y, which thread B
/// builds while it waits for X. Each would wait for ever; Rivet reports the chain instead.
///
/// Runs under the creation monitor (CreationCell.swift), where every thread it follows is waiting (its
/// `waitingFor` is set only while it waits there), so their frames hold still while they are read.

/// Whether the thread of `me` waiting for `cell` would close a cycle of waiting threads; if so, the keys of
/// the cycle, first and last the same, starting at the cell `me` builds that the last thread waits for.
/// Under the monitor.
func _cycleOfWaitingThreads(
    from me: UnsafeMutablePointer<_ResolutionStack>,
    waitingFor cell: UnsafeMutablePointer<UInt>
) -> [ObjectIdentifier]? {
    // Walk builder -> the cell it waits for -> that cell's builder ... until the chain ends or reaches me.
    var wanted = cell
    var builder = _CreationCell.builder(of: cell)
    var steps = 0
    while let thread = builder, thread != me {
        steps += 1
        guard let next = thread.pointee.waitingFor, steps <= 4096 else { return nil }
        wanted = next
        builder = _CreationCell.builder(of: next)
    }
    guard builder != nil else { return nil }
    // `wanted` is a cell `me` builds. The keys: my frames from the one that claimed it, then each waiting
    // thread's frames from the one that claimed the cell the previous thread waits for. The last thread's
    // innermost frame resolves the key of the cell `me` builds: the chain ends where it started.
    var keys = _keys(of: me, fromClaimOf: wanted, skippingFirst: false)
    var next = cell
    while let thread = _CreationCell.builder(of: next), thread != me {
        keys += _keys(of: thread, fromClaimOf: next, skippingFirst: true)
        guard let waited = thread.pointee.waitingFor else { break }
        next = waited
    }
    return keys
}

/// The keys `thread` resolves from the frame that claimed `cell` to its innermost frame, without the
/// first when `skippingFirst`. Under the monitor, `thread` waiting there (or the caller's own).
private func _keys(
    of thread: UnsafeMutablePointer<_ResolutionStack>,
    fromClaimOf cell: UnsafeMutablePointer<UInt>,
    skippingFirst: Bool
) -> [ObjectIdentifier] {
    let depth = thread.pointee.depth
    let frames = thread.pointee.frames
    var start = 0
    while start < depth && frames[start].cell != cell { start += 1 }
    if skippingFirst { start += 1 }
    return start < depth ? (start..<depth).map { frames[$0].key } : []
}
