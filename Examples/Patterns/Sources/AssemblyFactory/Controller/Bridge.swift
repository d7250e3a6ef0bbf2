/// The lighting bridge on the local network. It answers in its own text format: `Kitchen=1;Hall=0`.
public protocol Bridge: Sendable {
    func status() -> String
}

/// A bridge that answers from memory, standing in for the device.
public struct LocalBridge: Bridge {
    public init() {}

    public func status() -> String { "Kitchen=1;Hall=0;Study=1" }
}
