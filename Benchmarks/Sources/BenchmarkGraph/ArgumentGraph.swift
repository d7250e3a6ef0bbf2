import Benchmark
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

// S15-S18: what issue 14 added, on the graph of Graph.swift: a presenter built for one user id (a
// parameterized key), a list several assemblies contribute to, and a singleton with an onCreate hook;
// with the hand-written code each one stands for.

/// S15, S16: a presenter for one user, over the shared repository and logger.
public final class UserDetailPresenter: Sendable {
    public let id: Int
    public let repository: any UserRepository
    public let logger: any Logger
    public init(id: Int, repository: any UserRepository, logger: any Logger) {
        self.id = id
        self.repository = repository
        self.logger = logger
    }
}

/// S18: what an onCreate hook does in the benchmark: hands the value to a function the optimizer cannot
/// see through, and keeps nothing.
public let observeCreation: @Sendable (any Logger) -> Void = { blackHole($0) }

extension Handwritten {
    /// S15: a new presenter for `id` over the shared dependencies.
    @inline(never)
    public static func userDetail(id: Int) -> UserDetailPresenter {
        UserDetailPresenter(id: id, repository: repository, logger: logger)
    }

    /// S16: one presenter per id, kept in a dictionary behind a lock.
    public static let userDetails = UserDetailCache()

    /// S17: the five elements of the list, new each time, in an array literal.
    @inline(never)
    public static func sinks() -> [any Logger] {
        [ConsoleLogger(), ConsoleLogger(), ConsoleLogger(), ConsoleLogger(), ConsoleLogger()]
    }

    /// S17: the five shared elements of the list, in an array literal.
    @inline(never)
    public static func sharedSinks() -> [any Logger] {
        [logger, sink1, sink2, sink3, sink4]
    }

    public static let sink1: any Logger = ConsoleLogger()
    public static let sink2: any Logger = ConsoleLogger()
    public static let sink3: any Logger = ConsoleLogger()
    public static let sink4: any Logger = ConsoleLogger()

    /// S18: a transient built, then handed to the onCreate action.
    @inline(never)
    public static func observedLogger() -> any Logger {
        let logger: any Logger = ConsoleLogger()
        observeCreation(logger)
        return logger
    }
}

/// What an app writes by hand for one value per argument: a dictionary behind a mutex (every result
/// checked), the value built under the lock on a miss (S16 measures hits only). Written for its types, as
/// hand-written code is: nothing generic is left for the optimizer to leave unspecialized.
public final class UserDetailCache: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var presenters: [Int: UserDetailPresenter] = [:]

    public init() {
        precondition(pthread_mutex_init(mutex, nil) == 0)
    }

    deinit {
        precondition(pthread_mutex_destroy(mutex) == 0)
        mutex.deallocate()
    }

    @inline(never)
    public subscript(id: Int) -> UserDetailPresenter {
        precondition(pthread_mutex_lock(mutex) == 0)
        defer { precondition(pthread_mutex_unlock(mutex) == 0) }
        if let presenter = presenters[id] { return presenter }
        let presenter = Handwritten.userDetail(id: id)
        presenters[id] = presenter
        return presenter
    }
}
