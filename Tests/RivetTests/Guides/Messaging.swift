import Rivet
import RivetTestSupport

// The messaging app of Documentation/Hooks.md: components that something must
// be done to once each is built (a connection to start, a screen to track) or that are wrapped (a
// repository with a cache and a log), with onCreate and decorate.

/// Records the screens that were opened, as analytics would send them.
final class ScreenTracker: Sendable {
    private let screens = Locked<[String]>([])

    func opened(_ screen: String) { screens.withLock { $0.append(screen) } }
    var opened: [String] { screens.withLock { $0 } }
}

/// The connection to the chat server: it must be started once it is built.
final class ChatConnection: Sendable {
    private let starts = Counter()

    func start() { starts.increment() }
    var startCount: Int { starts.value }
}

protocol MessagesRepository: AnyObject, Sendable {
    func messages(in conversation: Int) -> [String]
}

final class RemoteMessages: MessagesRepository {
    func messages(in conversation: Int) -> [String] { ["Hello from \(conversation)"] }
}

/// Keeps what the repository it wraps returned.
final class CachingMessages: MessagesRepository {
    let wrapped: any MessagesRepository
    init(_ wrapped: any MessagesRepository) { self.wrapped = wrapped }
    func messages(in conversation: Int) -> [String] { wrapped.messages(in: conversation) }
}

/// Logs each call to the repository it wraps.
final class LoggingMessages: MessagesRepository {
    let wrapped: any MessagesRepository
    let tracker: ScreenTracker
    init(_ wrapped: any MessagesRepository, tracker: ScreenTracker) {
        self.wrapped = wrapped
        self.tracker = tracker
    }
    func messages(in conversation: Int) -> [String] { wrapped.messages(in: conversation) }
}

/// Shows one conversation.
final class ConversationPresenter {
    let id: Int
    let messages: any MessagesRepository
    init(id: Int, messages: any MessagesRepository) {
        self.id = id
        self.messages = messages
    }
}

struct ScreenTrackerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ScreenTracker { ScreenTracker() }
}

struct ChatConnectionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ChatConnection { ChatConnection() }
}

struct MessagesRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any MessagesRepository { RemoteMessages() }
}

struct ConversationPresenterKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> ConversationPresenter {
        ConversationPresenter(id: id, messages: values.messagesRepository)
    }
}

extension InjectedValues {
    var screenTracker: ScreenTracker { self[ScreenTrackerKey.self] }
    var chatConnection: ChatConnection { self[ChatConnectionKey.self] }
    var messagesRepository: any MessagesRepository { self[MessagesRepositoryKey.self] }
}

struct MessagingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ScreenTrackerKey.self, .singleton)
        registry.register(ChatConnectionKey.self, .singleton)
        registry.onCreate(ChatConnectionKey.self) { _, connection in connection.start() }   // once: built once
        registry.register(MessagesRepositoryKey.self, .singleton)
        registry.decorate(MessagesRepositoryKey.self) { _, messages in CachingMessages(messages) }
        registry.register(ConversationPresenterKey.self)   // transient: every resolution is a new presenter
        registry.onCreate(ConversationPresenterKey.self) { values, id, _ in
            values.screenTracker.opened("conversation \(id)")
        }
    }
}

/// A diagnostics module, added after the messaging one: its decoration wraps the cached repository.
struct DiagnosticsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.decorate(MessagesRepositoryKey.self) { values, messages in
            LoggingMessages(messages, tracker: values.screenTracker)
        }
    }
}

/// One open chat: its conversation screens are kept while it runs, each tracked once.
struct ChatFlowAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ConversationPresenterKey.self, .flow)   // the flow's own registration...
        registry.onCreate(ConversationPresenterKey.self) { values, id, _ in   // ...with the flow's own hook
            values.screenTracker.opened("chat \(id)")
        }
    }
}
