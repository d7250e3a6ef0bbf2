// A chat room and its message composer refer to each other; the room takes the composer lazily
// (@LazyInjected), which breaks the cycle.
// rivet-expect: main.swift:8:21: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@LazyInjected(\.composer)`: an `@LazyInjected(\.composer)` property resolves on first read, which the analysis follows only where a make reads it from the host it has just built (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class ChatRoom {
    @LazyInjected(\.composer) var composer
    let name = "general"
}

final class Composer: Sendable {
    let roomName: String
    init(room: ChatRoom) { roomName = room.name }
}

struct ChatRoomKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ChatRoom { ChatRoom() }
}
struct ComposerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Composer { Composer(room: values.chatRoom) }
}
extension InjectedValues {
    var chatRoom: ChatRoom { self[ChatRoomKey.self] }
    var composer: Composer { self[ComposerKey.self] }
}

struct ChatAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ChatRoomKey.self)
        registry.register(ComposerKey.self)
    }
}

let factory = Factory(ChatAssembly())
let room = factory.chatRoom
precondition(room.composer.roomName == "general")
