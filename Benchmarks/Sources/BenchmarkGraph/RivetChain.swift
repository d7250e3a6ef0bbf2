import Rivet

// S5: a 10-deep transient chain of Rivet keys, Link9Key -> ... -> Link0Key.

public struct Link0Key: InjectionKey { public static func make(_ v: InjectedValues) -> Link { Link(next: nil) } }
public struct Link1Key: InjectionKey { public static func make(_ v: InjectedValues) -> Link { Link(next: v[Link0Key.self]) } }
public struct Link2Key: InjectionKey { public static func make(_ v: InjectedValues) -> Link { Link(next: v[Link1Key.self]) } }
public struct Link3Key: InjectionKey { public static func make(_ v: InjectedValues) -> Link { Link(next: v[Link2Key.self]) } }
public struct Link4Key: InjectionKey { public static func make(_ v: InjectedValues) -> Link { Link(next: v[Link3Key.self]) } }
public struct Link5Key: InjectionKey { public static func make(_ v: InjectedValues) -> Link { Link(next: v[Link4Key.self]) } }
public struct Link6Key: InjectionKey { public static func make(_ v: InjectedValues) -> Link { Link(next: v[Link5Key.self]) } }
public struct Link7Key: InjectionKey { public static func make(_ v: InjectedValues) -> Link { Link(next: v[Link6Key.self]) } }
public struct Link8Key: InjectionKey { public static func make(_ v: InjectedValues) -> Link { Link(next: v[Link7Key.self]) } }
public struct Link9Key: InjectionKey { public static func make(_ v: InjectedValues) -> Link { Link(next: v[Link8Key.self]) } }
