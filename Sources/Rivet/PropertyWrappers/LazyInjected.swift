/// A dependency resolved on first read, from the factory that was current when its host was initialised.
///
/// Use it to defer an expensive component, or to let two components refer to each other. Like a `lazy`
/// property, the first read mutates the host: don't race on it from several threads.
///
/// ```swift
/// final class ReportsPresenter {
///     @LazyInjected(\.pdfRenderer) var renderer    // built only if a report is exported
/// }
/// ```
@propertyWrapper
public struct LazyInjected<Value> {
    private let keyPath: KeyPath<InjectedValues, Value>
    private let factory: Factory
    private var value: Value?

    /// Remembers the accessor and the current factory; resolves nothing yet.
    ///
    /// - Parameter keyPath: The accessor, as in `\.pdfRenderer`.
    public init(_ keyPath: KeyPath<InjectedValues, Value>) {
        self.keyPath = keyPath
        self.factory = Factory._current(for: "@LazyInjected of type \(Value.self)")
    }

    /// The dependency, resolved on first read.
    public var wrappedValue: Value {
        mutating get {
            if let value { return value }
            let resolved = factory[dynamicMember: keyPath]
            value = resolved
            return resolved
        }
    }
}
