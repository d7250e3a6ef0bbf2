import Foundation

/// The products the user has picked, shared by every module that shows or changes them.
public final class Cart: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []

    public init() {}

    public var count: Int { lock.withLock { names.count } }

    public func add(_ product: Product) {
        lock.withLock { names.append(product.name) }
    }
}
