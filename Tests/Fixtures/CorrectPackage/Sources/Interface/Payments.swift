import Rivet

/// An interface key: its live value is registered by the App target, which the Interface target's
/// own check (a library: partial) must not report as missing.
public protocol Payments: Sendable {
    func pay(_ cents: Int) -> String
}

public struct PaymentsKey: InterfaceKey {
    public typealias Value = any Payments
}

public struct ClockKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> @Sendable () -> Int { { 42 } }
}

extension InjectedValues {
    public var payments: any Payments { self[PaymentsKey.self] }
    public var clock: @Sendable () -> Int { self[ClockKey.self] }
}
