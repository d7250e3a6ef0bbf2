import Dispatch
import _RivetShims

/// Whether the caller runs where the main actor runs: the main thread, or (on Linux, once the main
/// thread has handed the main queue to `dispatchMain()`) a block of the main queue.
func _isOnMainActor() -> Bool {
    rivet_is_main_thread() || DispatchQueue.getSpecific(key: _mainQueueKey.value) != nil
}

/// Marks the main queue, so that its blocks can be recognised on whatever thread drains them.
/// (Wrapped because the key type is Sendable on some platforms' Dispatch and not on others.)
private let _mainQueueKey: _UncheckedSendable<DispatchSpecificKey<Bool>> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return _UncheckedSendable(key)
}()

/// Stops with `mainActorRequired` unless the caller runs where the main actor runs: before a main-actor
/// registration builds its value or hands out one it keeps.
@usableFromInline
func _checkMainActor(_ key: ObjectIdentifier) {
    guard _isOnMainActor() else { _fail(.mainActorRequired(key: _name(of: key), chain: _currentChain() + [_name(of: key)])) }
}
