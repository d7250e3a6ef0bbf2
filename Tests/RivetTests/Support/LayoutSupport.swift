import Rivet
import RivetTestSupport
import Synchronization

/// Counts live instances, so that a test can tell that every value a factory kept was released with it.
final class LayoutTracker: Sendable {
    let live = Atomic<Int>(0)
    let made = Atomic<Int>(0)
}

/// A reference kept inside values of every layout: a leak or a double release shows in its tracker.
final class Tracked: Sendable {
    let serial: Int
    let tracker: LayoutTracker
    init(_ serial: Int, _ tracker: LayoutTracker) {
        self.serial = serial
        self.tracker = tracker
        tracker.live.add(1, ordering: .relaxed)
        tracker.made.add(1, ordering: .relaxed)
    }
    deinit { tracker.live.subtract(1, ordering: .relaxed) }
}

/// The layouts: each builds from a serial and reads the serial back, or -1 when the value is not whole.
enum Layouts {
    struct Empty: Sendable {}
    struct Large: Sendable {
        var a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int
        var text: String
        var ref: Tracked
        var flag: UInt8
    }
    enum Payload: Sendable {
        case none
        case small(UInt8)
        case big(Int, String, Tracked)
    }
    protocol Serial: Sendable { var serial: Int { get } }
    struct SerialValue: Serial { let serial: Int; let ref: Tracked }
    final class SerialObject: Serial, @unchecked Sendable {
        let serial: Int
        let ref: Tracked
        init(_ serial: Int, _ ref: Tracked) {
            self.serial = serial
            self.ref = ref
        }
    }

    static func large(_ serial: Int, _ tracker: LayoutTracker) -> Large {
        Large(a: serial, b: serial &* 2, c: serial &* 3, d: serial &* 4, e: serial &* 5, f: serial &* 6, g: serial &* 7,
              h: serial &* 8, text: "large #\(serial) " + String(repeating: "x", count: 40), ref: Tracked(serial, tracker),
              flag: UInt8(truncatingIfNeeded: serial))
    }

    static func serial(of value: Large) -> Int {
        let s = value.a
        let whole = value.b == s &* 2 && value.c == s &* 3 && value.d == s &* 4 && value.e == s &* 5 && value.f == s &* 6
            && value.g == s &* 7 && value.h == s &* 8 && value.text == "large #\(s) " + String(repeating: "x", count: 40)
            && value.ref.serial == s && value.flag == UInt8(truncatingIfNeeded: s)
        return whole ? s : -1
    }

    static func simd(_ serial: Int) -> SIMD4<Float> { SIMD4(repeating: Float(serial)) }
    static func serial(of value: SIMD4<Float>) -> Int {
        value.x == value.y && value.y == value.z && value.z == value.w ? Int(value.x) : -1
    }

    static func wideSIMD(_ serial: Int) -> SIMD8<Double> { SIMD8(repeating: Double(serial)) }
    static func serial(of value: SIMD8<Double>) -> Int {
        (0..<8).allSatisfy { value[$0] == value[0] } ? Int(value[0]) : -1
    }

    static func payload(_ serial: Int, _ tracker: LayoutTracker) -> Payload {
        .big(serial, "payload #\(serial)", Tracked(serial, tracker))
    }
    static func serial(of value: Payload) -> Int {
        guard case .big(let s, let text, let ref) = value, text == "payload #\(s)", ref.serial == s else { return -1 }
        return s
    }
}

// Keys of every layout. Their own `make`s are never used: every test registers them with a closure.
struct LayoutByteKey: InjectionKey { static func make(_: InjectedValues) -> UInt8 { 0 } }
struct LayoutEmptyKey: InjectionKey { static func make(_: InjectedValues) -> Layouts.Empty { Layouts.Empty() } }
struct LayoutSIMDKey: InjectionKey { static func make(_: InjectedValues) -> SIMD4<Float> { .zero } }
struct LayoutWideSIMDKey: InjectionKey { static func make(_: InjectedValues) -> SIMD8<Double> { .zero } }
struct LayoutLargeKey: InjectionKey {
    static func make(_: InjectedValues) -> Layouts.Large { Layouts.large(-7, LayoutTracker()) }
}
struct LayoutOptionalKey: InjectionKey { static func make(_: InjectedValues) -> Tracked? { nil } }
struct LayoutPayloadKey: InjectionKey { static func make(_: InjectedValues) -> Layouts.Payload { .none } }
struct LayoutExistentialKey: InjectionKey {
    static func make(_: InjectedValues) -> any Layouts.Serial { Layouts.SerialValue(serial: -7, ref: Tracked(-7, LayoutTracker())) }
}
struct LayoutObjectKey: InjectionKey {
    static func make(_: InjectedValues) -> any AnyObject & Layouts.Serial {
        Layouts.SerialObject(-7, Tracked(-7, LayoutTracker()))
    }
}
struct LayoutClosureKey: InjectionKey { static func make(_: InjectedValues) -> @Sendable () -> Int { { -7 } } }
/// A generic key: each type argument is a key of its own.
struct LayoutGenericKey<T: Sendable>: InjectionKey { static func make(_: InjectedValues) -> [T] { [] } }

/// One layout: how to register its key with a serial-stamped closure and how to read the serial back.
struct LayoutCase: Sendable {
    let name: String
    let register: @Sendable (inout Registry, Lifecycle, LayoutTracker, Counter) -> Void
    let override: @Sendable (Factory, LayoutTracker, Counter, Int) -> Void
    let resolve: @Sendable (Factory) -> Int

    init<K: InjectionKey & SendableMetatype>(
        _ name: String,
        _: K.Type,
        build: @escaping @Sendable (Int, LayoutTracker) -> K.Value,
        serial: @escaping @Sendable (K.Value) -> Int
    ) {
        self.name = name
        register = { registry, lifecycle, tracker, counter in
            registry.register(K.self, lifecycle) { _ in build(counter.increment(), tracker) }
        }
        override = { factory, tracker, counter, base in
            factory.override(K.self) { _ in build(base + counter.increment(), tracker) }
        }
        resolve = { factory in serial(factory[K.self]) }
    }

    /// Every layout; each value carries its build's serial (the empty one reports the builds' count instead).
    static let all: [LayoutCase] = [
        LayoutCase("UInt8", LayoutByteKey.self, build: { s, _ in UInt8(truncatingIfNeeded: s) }, serial: { Int($0) }),
        LayoutCase("SIMD4<Float>", LayoutSIMDKey.self, build: { s, _ in Layouts.simd(s) }, serial: Layouts.serial(of:)),
        LayoutCase("SIMD8<Double>", LayoutWideSIMDKey.self, build: { s, _ in Layouts.wideSIMD(s) }, serial: Layouts.serial(of:)),
        LayoutCase("large struct", LayoutLargeKey.self, build: Layouts.large, serial: Layouts.serial(of:)),
        LayoutCase("optional class", LayoutOptionalKey.self, build: { s, t in Tracked(s, t) }, serial: { $0?.serial ?? -1 }),
        LayoutCase("enum with payload", LayoutPayloadKey.self, build: Layouts.payload, serial: Layouts.serial(of:)),
        LayoutCase("existential", LayoutExistentialKey.self, build: { s, t in Layouts.SerialValue(serial: s, ref: Tracked(s, t)) },
                   serial: { $0.serial }),
        LayoutCase("class existential", LayoutObjectKey.self, build: { s, t in Layouts.SerialObject(s, Tracked(s, t)) },
                   serial: { $0.serial }),
        LayoutCase("closure", LayoutClosureKey.self, build: { s, t in
            let ref = Tracked(s, t)
            return { ref.serial }
        }, serial: { $0() }),
        LayoutCase("generic key <Int>", LayoutGenericKey<Int>.self, build: { s, _ in [s, s] },
                   serial: { $0.count == 2 && $0[0] == $0[1] ? $0[0] : -1 }),
        LayoutCase("generic key <String>", LayoutGenericKey<String>.self, build: { s, _ in ["\(s)"] },
                   serial: { $0.count == 1 ? Int($0[0]) ?? -1 : -1 }),
        LayoutCase("generic key <SIMD4<Float>>", LayoutGenericKey<SIMD4<Float>>.self, build: { s, _ in [Layouts.simd(s)] },
                   serial: { $0.count == 1 ? Layouts.serial(of: $0[0]) : -1 }),
    ]
}
