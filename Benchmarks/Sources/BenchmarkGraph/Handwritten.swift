// Hand-written construction: the limit every container is measured against.

public enum Handwritten {
    /// S2's baseline: a `static let` read.
    public static let logger: any Logger = ConsoleLogger()

    /// The S2 singleton returned from a call the optimizer cannot see through, as a resolution returns it:
    /// an owned reference, so the caller retains and releases it (the floor under Rivet's S2).
    @inline(never) public static func loggerReturnedOwned() -> any Logger { logger }
    public static let api: any APIClient = HTTPAPIClient(logger: logger)
    public static let repository: any UserRepository = RemoteUserRepository(api: api, logger: logger)

    /// S3: every dependency new, as a container builds transients: each dependent gets its own logger.
    @inline(never)
    public static func transientPresenter() -> any Presenter {
        let api: any APIClient = HTTPAPIClient(logger: ConsoleLogger())
        let repository: any UserRepository = RemoteUserRepository(api: api, logger: ConsoleLogger())
        return UsersPresenter(repository: repository, logger: ConsoleLogger())
    }

    /// S4: a new presenter over the shared dependencies.
    @inline(never)
    public static func presenterOverSingletons() -> any Presenter {
        UsersPresenter(repository: repository, logger: logger)
    }

    /// S5: ten links, built innermost first.
    @inline(never)
    public static func chain() -> Link {
        var link = Link(next: nil)
        for _ in 1..<10 { link = Link(next: link) }
        return link
    }
}

/// S6's baseline: a host given its dependency by its initialiser.
public final class HandwrittenHost {
    public let logger: any Logger
    public init(logger: any Logger = Handwritten.logger) { self.logger = logger }
}
