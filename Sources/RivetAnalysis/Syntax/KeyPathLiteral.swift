/// A key path literal: `\.name`, `\InjectedValues.name`, `\Type.a.b`.
struct KeyPathLiteral {
    /// Whether it names its root type (`\InjectedValues.name`) rather than starting with a dot (`\.name`).
    let hasRoot: Bool
    /// The names after the backslash, root included when written: `[InjectedValues, name]`.
    let names: [Word]
}
