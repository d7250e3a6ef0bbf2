// A chat room and its message composer refer to each other; the room takes the composer lazily
// (@LazyInjected), which breaks the cycle.
// rivet-expect: none
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
