import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Documentation/Hooks.md quotes these tests; the app code they build is in
// Messaging.swift.

@Suite struct HooksGuideTests {
    // Once per new instance

    @Test func onCreate_runsOncePerNewValue_neverOnACachedOne() {
        let factory = Factory(MessagingAssembly())
        let connection = factory.chatConnection
        _ = factory.chatConnection
        _ = factory.beginFlow().chatConnection
        #expect(connection.startCount == 1)   // a singleton is new once
    }

    @Test func onCreate_onATransient_runsAtEveryResolution() {
        let factory = Factory(MessagingAssembly())
        _ = factory[ConversationPresenterKey.self, 1]
        _ = factory[ConversationPresenterKey.self, 1]
        #expect(factory.screenTracker.opened == ["conversation 1", "conversation 1"])
    }

    @Test func onCreate_inAFlow_runsOncePerValueOfTheFlowsOwnRegistration() {
        let factory = Factory(MessagingAssembly())
        let chat = factory.beginFlow(ChatFlowAssembly())
        _ = chat[ConversationPresenterKey.self, 1]
        _ = chat[ConversationPresenterKey.self, 1]   // cached in the flow: no hook
        _ = chat[ConversationPresenterKey.self, 2]
        _ = factory.beginFlow(ChatFlowAssembly())[ConversationPresenterKey.self, 1]   // another flow's own
        #expect(factory.screenTracker.opened == ["chat 1", "chat 2", "chat 1"])   // the root's hook: not here
    }

    @Test func onCreate_onAnAsyncComponent_runsOnceAfterItsMake() async throws {
        struct OpenedAssembly: Assembly {
            let opened: Counter
            func assemble(into registry: inout Registry) {
                registry.registerAsync(NotesDatabaseKey.self, .singleton)
                registry.onCreate(NotesDatabaseKey.self) { _, _ in opened.increment() }
            }
        }
        let opened = Counter()
        let factory = Factory(OpenedAssembly(opened: opened))
        try await factory.warmUp()
        try await factory.warmUp()
        _ = factory.notesDatabase
        #expect(opened.value == 1)
    }

    // Decorations

    @Test func decorations_wrapInTheOrderTheAssembliesAddedThem_firstInnermost() {
        let factory = Factory(MessagingAssembly(), DiagnosticsAssembly())
        let logging = factory.messagesRepository as? LoggingMessages
        #expect(logging?.wrapped is CachingMessages)
        #expect((logging?.wrapped as? CachingMessages)?.wrapped is RemoteMessages)
        #expect(factory.messagesRepository === logging)   // decorated once: the singleton is the wrapped value
    }

    @Test func actions_runAfterTheDecorations_onTheValueCallersGet() {
        struct SeenAssembly: Assembly {
            let seen: Locked<[String]>
            func assemble(into registry: inout Registry) {
                registry.onCreate(MessagesRepositoryKey.self) { _, messages in
                    seen.withLock { $0.append("\(type(of: messages))") }
                }
            }
        }
        let seen = Locked<[String]>([])
        let factory = Factory(MessagingAssembly(), SeenAssembly(seen: seen), DiagnosticsAssembly())
        _ = factory.messagesRepository
        #expect(seen.withLock { $0 } == ["LoggingMessages"])
    }

    @Test func hooks_attachToTheRegistrationInForce_whicheverAssemblyMadeIt() {
        struct OfflineMessagesAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(MessagesRepositoryKey.self, .singleton) { _ in RemoteMessages() }
            }
        }
        let factory = Factory(MessagingAssembly(), OfflineMessagesAssembly())
        #expect(factory.messagesRepository is CachingMessages)   // MessagingAssembly's decoration
    }

    // Overrides and reset

    @Test func override_replacesTheRegistrationWithItsHooks_andResetBringsThemBack() {
        let factory = Factory(MessagingAssembly())
        factory.override(MessagesRepositoryKey.self) { _ in RemoteMessages() }
        #expect(factory.messagesRepository is RemoteMessages)   // exactly the override's value
        factory.reset()
        #expect(factory.messagesRepository is CachingMessages)
    }

    // Errors

    @Test func hookForAKeyItsScopeDoesNotRegister_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(MessagingAssembly())
            _ = factory.beginFlow(LateTrackingAssembly())
        }
        #expect(result?.rivetMessage == """
            Rivet: `ChatConnectionKey` has a hook (onCreate or decorate) in flow(LateTrackingAssembly), which does not \
            register it, so the hook would never run; register it in the same assemblies: registry.register(ChatConnectionKey.self, ...).
            """)
    }

    @Test func hookResolvingWhatNeedsItsOwnKey_isACycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(MessagingAssembly(), PresenceAssembly()).chatConnection
        }
        #expect(result?.rivetMessage == """
            Rivet: dependency cycle: `ChatConnectionKey` needs itself (ChatConnectionKey -> PresenceKey -> ChatConnectionKey); \
            break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
            """)
    }
}

/// A screen's tests get exactly the mock they override: no decoration, no hook.
@Suite(.isolatedFactory(MessagingAssembly(), DiagnosticsAssembly()))
struct ConversationScreenTests {
    @Test(.overriding(MessagesRepositoryKey.self, with: RemoteMessages()))
    func presenter_getsTheMockUndecorated() {
        #expect(Factory.current[ConversationPresenterKey.self, 1].messages is RemoteMessages)
    }
}

// Wrong assemblies.

/// A flow that adds a hook for a key only its parent registers.
struct LateTrackingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.onCreate(ChatConnectionKey.self) { _, connection in connection.start() }
    }
}

/// Who is online, read from the connection.
final class Presence: Sendable {
    let connection: ChatConnection
    init(connection: ChatConnection) { self.connection = connection }
}

struct PresenceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Presence { Presence(connection: values.chatConnection) }
}

/// A hook that resolves the presence, whose make resolves the connection being built: a cycle.
struct PresenceAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.onCreate(ChatConnectionKey.self) { values, _ in _ = values[PresenceKey.self] }
    }
}
