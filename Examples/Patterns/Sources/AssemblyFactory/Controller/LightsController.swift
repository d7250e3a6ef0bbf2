/// The rooms and their lights, in the model layer's terms. How they are fetched is this layer's business.
public protocol LightsController: Sendable {
    func rooms() -> [Room]
}

/// Asks the bridge and translates its text format into rooms.
public struct BridgeLightsController: LightsController {
    let bridge: any Bridge

    public init(bridge: any Bridge) { self.bridge = bridge }

    public func rooms() -> [Room] {
        bridge.status().split(separator: ";").compactMap { entry in
            let parts = entry.split(separator: "=")
            return parts.count == 2 ? Room(name: String(parts[0]), isLit: parts[1] == "1") : nil
        }
    }
}
