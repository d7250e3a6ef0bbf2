extension Parser {
    /// Reads `registry.contribute(K.self) { values in … }`, `contribute(K.self, E.self)`,
    /// `contribute(K.self, at: "x") { … }` and `contribute(K.self, at: "x", E.self)` (and `make:` for the
    /// trailing closure), whose method name is at `name`.
    mutating func readContribution(methodAt name: Int) {
        guard let (close, arguments, components) = keyedCall(methodAt: name) else { return }
        let first = arguments[0]
        var contribution = Contribution(call: location(name))
        var builder: Builder?
        for argument in arguments.dropFirst() {
            if isLabelled(argument) {
                switch view.text(argument.lowerBound) {
                case RivetWord.at.rawValue: contribution.entry = entryKey(argument.lowerBound + 2, end: argument.upperBound)
                case RivetWord.make.rawValue: builder = self.builder(argument.lowerBound + 2, end: argument.upperBound, isAsync: false)
                case "file", "line": contribution.isSourceWritten = true
                default: return  // not Rivet's method
                }
            } else if builder == nil, let (element, end) = view.qualifiedMetatype(at: argument.lowerBound), end == argument.upperBound {
                contribution.elementKey = element[element.count - 1]
                builder = .code([Resolution(target: .key(element[element.count - 1]), location: location(argument.lowerBound))])
            } else {
                return
            }
        }
        guard let builder = withTrailingClosure(builder, after: close) else { return }
        append(keyComponents: components, at: first.lowerBound, method: name, builder: builder, role: .contribution(contribution))
    }

    /// Reads `registry.onCreate(K.self) { values, value in … }` and `registry.decorate(K.self) { values, value in … }`
    /// (and their `perform:` and `with:` forms), whose method name is at `name`.
    mutating func readHook(methodAt name: Int) {
        let hook: Hook = view.isWord(name, .onCreate) ? .onCreate : .decorate
        guard let (close, arguments, components) = keyedCall(methodAt: name) else { return }
        let first = arguments[0]
        var builder: Builder?
        for argument in arguments.dropFirst() {
            guard isLabelled(argument), view.isWord(argument.lowerBound, hook == .onCreate ? .perform : .with) else { return }
            builder = self.builder(argument.lowerBound + 2, end: argument.upperBound, isAsync: false)
        }
        guard let builder = withTrailingClosure(builder, after: close) else { return }
        append(keyComponents: components, at: first.lowerBound, method: name, builder: builder, role: .hook(hook))
    }

    /// The call whose method name is at `name`, when its first argument is `K.self`: its closing parenthesis,
    /// its arguments and the key's components.
    func keyedCall(methodAt name: Int) -> (close: Int, arguments: [Range<Int>], key: [String])? {
        let close = view.match(name + 1)
        let arguments = self.arguments(name + 1, close)
        guard let first = arguments.first, let (components, keyEnd) = view.qualifiedMetatype(at: first.lowerBound),
            keyEnd == first.upperBound
        else { return nil }
        return (close, arguments, components)
    }

    /// `builder`, or the trailing closure after `close` if there is one; nil when there is neither, or both
    /// (not Rivet's method).
    func withTrailingClosure(_ builder: Builder?, after close: Int) -> Builder? {
        guard view.kind(close + 1) == .leftBrace else { return builder }
        return builder == nil ? .code(closureResolutions(close + 1)) : nil
    }

    /// Records a contribution or a hook for the key written `components`, whose `K.self` starts at `key`.
    private mutating func append(keyComponents components: [String], at key: Int, method name: Int, builder: Builder, role: RegistrationRole) {
        let (container, conditions, isConditional) = placement(of: name)
        var registration = Registration(
            keyName: components[components.count - 1],
            writtenName: components.joined(separator: "."),
            location: location(key),
            lifecycle: nil,
            isLifecycleWritten: false,
            builder: builder,
            assembly: container.map { result.assemblies[$0].name },
            container: container,
            conditions: conditions,
            isConditional: isConditional,
            isOverride: false
        )
        registration.role = role
        result.registrations.append(registration)
    }

    /// The `at:` argument from token `start` up to `end`: a string or integer literal the runtime names as
    /// written, or code the analysis does not evaluate.
    private func entryKey(_ start: Int, end: Int) -> EntryKey {
        if end == start + 1, view.kind(start) == .string {
            let text = view.text(start)
            let bytes = Array(text.utf8)
            let isPlain = bytes.count >= 2 && bytes[0] == UInt8(ascii: "\"") && bytes[bytes.count - 1] == UInt8(ascii: "\"")
                && !text.hasPrefix("\"\"\"") && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }
            if isPlain { return .string(text) }
        }
        let isNegative = end == start + 2 && view.isOperator(start, "-")
        let number = isNegative ? start + 1 : start
        if end == number + 1, view.kind(number) == .number {
            let digits = view.text(number).filter { $0 != "_" }
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                let value = String(digits.drop { $0 == "0" })
                if value.isEmpty { return .integer("0") }
                return .integer((isNegative ? "-" : "") + value)
            }
        }
        return .unread(quote(from: start, to: end))
    }
}
