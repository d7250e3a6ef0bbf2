/// How many more times the user may try to sign in. One per login flow: a new flow starts afresh.
@MainActor public final class LoginAttempts {
    public let limit: Int
    public private(set) var failures = 0

    public init(limit: Int) {
        self.limit = limit
    }

    public var remaining: Int { max(limit - failures, 0) }
    public var isLockedOut: Bool { remaining == 0 }

    public func recordFailure() {
        failures += 1
    }
}
