// Scopes without a container: what S7's test root and S10's flow are when written by hand.

/// S7's comparator: the composition root a test builds by hand. The S4 graph's shared dependencies are lazy
/// properties of one new object, the logger is replaced by a closure the test passes (as Rivet's `override`
/// does), and the presenter is built over them.
public final class HandwrittenRoot {
    private let makeLogger: () -> any Logger
    public private(set) lazy var logger: any Logger = makeLogger()
    public private(set) lazy var api: any APIClient = HTTPAPIClient(logger: logger)
    public private(set) lazy var repository: any UserRepository = RemoteUserRepository(api: api, logger: logger)

    public init(logger makeLogger: @escaping () -> any Logger = { ConsoleLogger() }) {
        self.makeLogger = makeLogger
    }

    /// A new presenter over the root's shared dependencies.
    @inline(never)
    public func presenter() -> any Presenter {
        UsersPresenter(repository: repository, logger: logger)
    }
}

/// S10's comparator: what a flow is without a container, an object that owns its session.
public final class HandwrittenFlow {
    public private(set) lazy var session = FlowSession()
    public init() {}
}
