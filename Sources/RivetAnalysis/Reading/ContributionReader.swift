/// Reads contributions and hooks as written: `registry.contribute(K.self) { values in … }`,
/// `contribute(K.self, E.self)`, `contribute(K.self, at: "x") { … }`, and `registry.onCreate(K.self) { … }`,
/// `registry.decorate(K.self, with: { … })`.
enum ContributionReader {
    /// One way the call gives its value, in the order written: a `make:`, `perform:` or `with:` argument (a
    /// closure, or when nil code the analysis cannot read), or an element key `E.self`.
    enum Builder {
        case closure(Closure?)
        case element(name: [Word], at: Expression)
    }

    /// What a contribution or hook call says.
    struct Written {
        /// The key's type: `Logs.SinksKey` in `Logs.SinksKey.self`.
        var key: [Word]
        /// `K.self`: where the call is reported.
        var keyExpression: Expression
        var entry: EntryKey?
        var isSourceWritten = false
        /// The builders written in the arguments, in order; at most one is read, a second means the call is
        /// not Rivet's (``isForeign``).
        var builders: [Builder] = []
        /// The closure after the parentheses.
        var trailingClosure: Closure?
        /// Whether an argument is not one of the method's: the builders before it are listed, the call is not Rivet's.
        var isForeign = false
    }

    /// `contribute(K.self, …)`.
    static func contribution(_ call: Call) -> Written? {
        guard var written = keyed(call) else { return nil }
        var hasBuilder = false
        for argument in call.arguments.dropFirst() {
            if let label = argument.label {
                switch label.text {
                case RivetWord.at.rawValue: written.entry = entryKey(argument.value)
                case RivetWord.make.rawValue:
                    written.builders.append(.closure(closure(argument.value)))
                    hasBuilder = true
                case "file", "line": written.isSourceWritten = true
                default:
                    written.isForeign = true
                    return written
                }
            } else if !hasBuilder, let element = RegistrationReader.metatype(argument.value) {
                written.builders.append(.element(name: element, at: argument.value))
                hasBuilder = true
            } else {
                written.isForeign = true
                return written
            }
        }
        return written
    }

    /// `onCreate(K.self) { … }` (`perform:`) or `decorate(K.self) { … }` (`with:`).
    static func hook(_ call: Call, label: RivetWord) -> Written? {
        guard var written = keyed(call) else { return nil }
        for argument in call.arguments.dropFirst() {
            guard argument.isLabelled(label) else {
                written.isForeign = true
                return written
            }
            written.builders.append(.closure(closure(argument.value)))
        }
        return written
    }

    /// The call's key when its first argument is `K.self`, with its trailing closure.
    private static func keyed(_ call: Call) -> Written? {
        guard call.open >= 0, let first = call.arguments.first, first.label == nil, let key = RegistrationReader.metatype(first.value)
        else { return nil }
        return Written(key: key, keyExpression: first.value, trailingClosure: call.trailingClosures.first?.closure)
    }

    private static func closure(_ value: Expression) -> Closure? {
        if case .closure(let closure) = value.kind { return closure }
        return nil
    }

    /// The `at:` argument: a string or integer literal the runtime names as written, or code the analysis
    /// does not evaluate.
    private static func entryKey(_ value: Expression) -> EntryKey {
        if case .string(let literal) = value.kind {
            let text = literal.text
            let bytes = Array(text.utf8)
            let isPlain = bytes.count >= 2 && bytes[0] == UInt8(ascii: "\"") && bytes[bytes.count - 1] == UInt8(ascii: "\"")
                && !text.hasPrefix("\"\"\"") && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }
            if isPlain { return .string(text) }
        }
        var number = value
        var isNegative = false
        if case .prefixed("-", let operand) = value.kind {
            number = operand
            isNegative = true
        }
        if case .number = number.kind {
            let digits = number.quoted.filter { $0 != "_" }
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                let value = String(digits.drop { $0 == "0" })
                if value.isEmpty { return .integer("0") }
                return .integer((isNegative ? "-" : "") + value)
            }
        }
        return .unread(value.quoted)
    }
}
