/// The lexical pass that finds every resolution site of a file, whatever the parser made of it, and says
/// for each one the parser did not record what stopped it, from the parser's own decisions
/// (``SiteRegions``) or, failing those, from the receiver and the code around it.
///
/// The forms: `x[K.self]` and `x[K.self, …]` (a subscript, not an array literal); `x.name` where `name`
/// is an accessor the program declares (not followed by `(`; `self.name` only inside an extension of
/// `InjectedValues`, `AsyncInjectedValues` or `Factory`, where `self` is values or a factory); `@Injected(…)`
/// and `@LazyInjected(…)`; `x.resolve(K.self)`, and a bare `resolve(K.self)` inside an extension of
/// `AsyncInjectedValues` (an async accessor's body). A bare `self[K.self]` counts only in those extensions too.
struct SiteScanner {
    let view: TokenView
    let regions: SiteRegions
    /// The offsets of the sites the parser recorded in the model.
    let recorded: Set<Int32>

    /// The tokens where a site of a form that needs no accessor name may start: `[` before a name, `@`, and
    /// `resolve` and `contribute` called after a dot.
    static func candidates(in view: TokenView) -> [Int] {
        var found: [Int] = []
        for index in 0..<view.count {
            switch view.kind(index) {
            case .leftBracket where view.kind(index + 1) == .identifier, .at:
                found.append(index)
            case .dot where view.kind(index + 2) == .leftParen && (view.isWord(index + 1, .resolve) || view.isWord(index + 1, .contribute)):
                found.append(index + 1)
            default:
                break
            }
        }
        return found
    }

    /// The sites of the forms that do not depend on the program's accessor names, among the tokens where
    /// one may start (``candidates(in:)``, and the parser's: a bare `resolve` in an async accessor), in order.
    func keyedSites(at candidates: [Int]) -> [FoundSite] {
        var found: [FoundSite] = []
        for index in candidates {
            switch view.kind(index) {
            case .leftBracket:
                if let site = subscriptSite(at: index) { found.append(site) }
            case .at:
                if let site = injectionSite(at: index) { found.append(site) }
            case .identifier where view.isWord(index, .resolve):
                if let site = resolveSite(at: index) { found.append(site) }
            case .identifier where view.isWord(index, .contribute):
                found += contributionSites(at: index)
            default:
                break
            }
        }
        return found
    }

    /// The member accesses named like one of `names`, the program's accessors.
    func accessorSites(named names: AccessorNames) -> [FoundSite] {
        var found: [FoundSite] = []
        for index in 1..<max(1, view.count) where view.kind(index) == .dot && view.kind(index + 1) == .identifier {
            let name = view.tokens[index + 1]
            guard view.kind(index + 2) != .leftParen, names.contains(view.bytes, Int(name.start), Int(name.end)),
                let receiver = receiver(before: index), !isResolution(receiver, accessors: names)
            else { continue }
            let end = index + 2
            found.append(site(.accessor, receiver: receiver, end: end))
        }
        return found
    }

    // MARK: The forms

    private func subscriptSite(at bracket: Int) -> FoundSite? {
        guard view.match(bracket) > bracket, let (after, isGeneric) = metatypeEnd(at: bracket + 1),
            view.kind(after) == .rightBracket || view.kind(after) == .comma,
            let receiver = receiver(before: bracket)
        else { return nil }
        var site = site(.subscript, receiver: receiver, end: view.match(bracket) + 1)
        if isGeneric, site.reason != nil { site.reason = genericKeyReason(endingAt: after) }
        return site
    }

    /// Why a site of a generic key is not read: `A<T>.self` ends `> . self`; `A<T>.B.self` ends `B . self`.
    private func genericKeyReason(endingAt end: Int) -> String {
        view.kind(end - 3) == .identifier ? "a key nested in a generic type, which the analysis skips" : "a generic key, which the analysis skips"
    }

    /// After `A.B.self` or `A<T>.self` starting at `index`: the index after `self`, and whether the type
    /// has generic arguments.
    private func metatypeEnd(at index: Int) -> (end: Int, isGeneric: Bool)? {
        // Without making strings: this runs at every `[` of every file.
        guard view.kind(index) == .identifier, !view.isWord(index, "self") else { return nil }
        var nameEnd = index + 1
        while view.kind(nameEnd) == .dot, view.kind(nameEnd + 1) == .identifier, !view.isWord(nameEnd + 1, "self") {
            nameEnd += 2
        }
        if view.kind(nameEnd) == .dot, view.isWord(nameEnd + 1, "self") { return (nameEnd + 2, false) }
        guard view.kind(nameEnd) == .operator, view.bytes[Int(view.tokens[nameEnd].start)] == UInt8(ascii: "<") else { return nil }
        // The generic arguments, to the `>` that closes them, on one level of brackets.
        var depth = 0
        var cursor = nameEnd
        var steps = 0
        while cursor < view.count, steps < 64 {
            steps += 1
            switch view.kind(cursor) {
            case .operator:
                let token = view.tokens[cursor]
                for offset in Int(token.start)..<Int(token.end) {
                    if view.bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if view.bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 {
                    // `A<T>.self`, or a key nested in a generic type: `A<T>.B.self`.
                    var end = cursor + 1
                    while view.kind(end) == .dot, view.kind(end + 1) == .identifier, !view.isWord(end + 1, "self") { end += 2 }
                    guard view.kind(end) == .dot, view.isWord(end + 1, "self") else { return nil }
                    return (end + 2, true)
                }
            case .identifier, .dot, .comma, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen:
                break
            default:
                return nil
            }
            cursor = view.next(after: cursor)
        }
        return nil
    }

    private func resolveSite(at name: Int) -> FoundSite? {
        guard let (after, isGeneric) = metatypeEnd(at: name + 2) else { return nil }
        let end = view.match(name + 1) + 1
        if view.kind(name - 1) == .dot {
            guard let receiver = receiver(before: name - 1) else { return nil }
            var site = site(.resolve, receiver: receiver, end: end)
            if isGeneric, site.reason != nil { site.reason = genericKeyReason(endingAt: after) }
            return site
        }
        // A bare `resolve(K.self)`: only an async accessor's body, where `self` is the values.
        guard enclosingExtension(of: name) == RivetWord.asyncInjectedValues.rawValue else { return nil }
        return site(.resolve, receiver: name, end: end)
    }

    /// `registry.contribute(K.self, E.self)` (or `at: entry, E.self`): the element key's argument.
    private func contributionSites(at name: Int) -> [FoundSite] {
        let close = view.match(name + 1)
        guard view.metatype(at: name + 2) != nil else { return [] }
        var found: [FoundSite] = []
        var start = name + 2
        var cursor = start
        var isFirst = true
        while cursor <= close {
            if cursor == close || view.kind(cursor) == .comma {
                if !isFirst, let (_, end) = view.metatype(at: start), end == cursor {
                    let offset = view.tokens[start].start
                    let text = self.text(from: chainStart(name - 2), to: close + 1)
                    found.append(FoundSite(
                        form: .contribute, text: text, offset: offset,
                        reason: recorded.contains(offset) ? nil : "a contribution the analysis does not read"
                    ))
                }
                isFirst = false
                start = cursor + 1
                cursor += 1
                continue
            }
            cursor = view.next(after: cursor)
        }
        return found
    }

    private func injectionSite(at sign: Int) -> FoundSite? {
        // `@Injected(` or `@Rivet.Injected(`.
        let wrapper = view.isWord(sign + 1, .rivet) && view.kind(sign + 2) == .dot ? sign + 3 : sign + 1
        guard view.isWord(wrapper, .injected) || view.isWord(wrapper, .lazyInjected), view.kind(wrapper + 1) == .leftParen else {
            return nil
        }
        let form: ResolutionSite.Form = view.isWord(wrapper, .injected) ? .injected : .lazyInjected
        let close = view.match(wrapper + 1)
        let text = self.text(from: sign, to: close + 1)
        // The parser records `@Injected(\.name)` at `name`.
        let name = close - 1
        if view.kind(name) == .identifier, recorded.contains(view.tokens[name].start) {
            return FoundSite(form: form, text: text, offset: view.tokens[name].start, reason: nil)
        }
        return FoundSite(
            form: form, text: text, offset: view.tokens[sign].start,
            reason: "a key path the analysis does not read (only `\\.name` and `\\InjectedValues.name` are)"
        )
    }

    // MARK: Receivers

    private static let notReceivers: Set<String> = [
        "return", "in", "case", "throw", "try", "await", "where", "is", "as", "else", "yield", "some", "any", "let", "var",
        "if", "guard", "while", "for", "switch", "repeat", "do", "catch",
    ]

    /// The last token of the receiver before the `[` or `.` at `index`, if there is one (not an array
    /// literal, an implicit member, a key path); `self` only where it is values or a factory.
    private func receiver(before index: Int) -> Int? {
        let previous = index - 1
        switch view.kind(previous) {
        case .identifier:
            if Self.notReceivers.contains(view.text(previous)) { return nil }
            if view.kind(previous - 1) == .backslash { return nil }  // `\.name` key path
            if view.kind(previous - 1) == .dot, view.kind(previous - 2) == .identifier, view.kind(previous - 3) == .backslash {
                return nil  // `\Rivet.InjectedValues.name`
            }
            if view.isWord(previous, "self") || view.isWord(previous, "Self") {
                guard view.kind(previous - 1) != .dot else { return previous }
                let type = enclosingExtension(of: previous)
                return [RivetWord.injectedValues, .asyncInjectedValues, .factory].contains { $0.rawValue == type } ? previous : nil
            }
            return previous
        case .rightParen, .rightBracket:
            return previous
        case .number where view.kind(previous - 1) == .dot:
            // `pair.0.name`: a tuple's element.
            return previous
        case .operator:
            // `x?[…]`, `x!.name`: the operator is glued to the receiver.
            let token = view.tokens[previous]
            guard token.end == view.tokens[index].start, token.end - token.start == 1,
                view.bytes[Int(token.start)] == UInt8(ascii: "?") || view.bytes[Int(token.start)] == UInt8(ascii: "!"),
                view.kind(previous - 1) == .identifier || view.kind(previous - 1) == .rightParen || view.kind(previous - 1) == .rightBracket
            else { return nil }
            return previous
        default:
            return nil
        }
    }

    /// The first token of the receiver chain that ends at `last`: `coordinator.factory`,
    /// `factory.beginFlow()`, `root.children[0]`.
    private func chainStart(_ last: Int) -> Int {
        var start = last
        var steps = 0
        while steps < 32 {
            steps += 1
            switch view.kind(start) {
            case .rightParen, .rightBracket:
                let open = view.match(start)
                guard open >= 0 else { return start }
                let before = view.kind(open - 1)
                guard before == .identifier || before == .rightParen || before == .rightBracket else { return open }
                start = open - 1
                continue
            case .operator:
                start -= 1
                continue
            default:
                break
            }
            guard view.kind(start - 1) == .dot,
                view.kind(start - 2) == .identifier || view.kind(start - 2) == .rightParen || view.kind(start - 2) == .rightBracket
            else { return start }
            start -= 2
        }
        return start
    }

    /// Whether the receiver ending at `last` is itself a resolution (`x[K.self]`, `x.resolve(K.self)`, `x.name`
    /// of an accessor): then a member of it is the resolved component's, not a resolution.
    private func isResolution(_ last: Int, accessors: AccessorNames) -> Bool {
        switch view.kind(last) {
        case .rightBracket:
            let open = view.match(last)
            return open >= 0 && metatypeEnd(at: open + 1) != nil
        case .rightParen:
            let open = view.match(last)
            return open >= 1 && view.isWord(open - 1, .resolve) && metatypeEnd(at: open + 1) != nil
        case .identifier:
            return view.kind(last - 1) == .dot
                && accessors.contains(view.bytes, Int(view.tokens[last].start), Int(view.tokens[last].end))
        default:
            return false
        }
    }

    private func site(_ form: ResolutionSite.Form, receiver: Int, end: Int) -> FoundSite {
        let offset = view.tokens[receiver].start
        let text = self.text(from: chainStart(receiver), to: end)
        guard !recorded.contains(offset) else { return FoundSite(form: form, text: text, offset: offset, reason: nil) }
        return FoundSite(form: form, text: text, offset: offset, reason: reason(receiver: receiver))
    }

    // MARK: Reasons

    /// Why the parser did not record the site whose receiver ends at `receiver`.
    private func reason(receiver: Int) -> String {
        let offset = view.tokens[receiver].start
        let name = view.text(receiver)
        let isPlainName = view.kind(receiver) == .identifier && view.kind(receiver - 1) != .dot
        if isPlainName, let body = regions.bodies.last(where: { $0.open < offset && offset < $0.close && $0.parameter == name }) {
            if let stop = body.stop, offset >= stop.offset { return stop.reason }
            let brace = Int(view.enclosingBrace[receiver])
            if brace < 0 || view.tokens[brace].start != body.open {
                return "inside a block or closure nested in the make or closure the analysis reads, which may not run whenever that runs"
            }
            if let open = index(at: body.open), view.tokens[receiver].ifDepth != view.tokens[open].ifDepth { return "under `#if`" }
            return "a form of resolution the analysis does not read there"
        }
        if let reason = regions.constantUses[offset] { return reason }
        if isPlainName, regions.flowConstants.contains(name) {
            return "the receiver `\(name)` is a flow (`beginFlow`), whose resolutions the analysis does not follow"
        }
        if view.kind(receiver) == .rightParen, view.isWord(view.match(receiver) - 1, .beginFlow) {
            let flow = text(from: chainStart(receiver), to: receiver + 1)
            return "the receiver `\(flow)` is a flow begun in place, whose resolutions the analysis does not follow"
        }
        if view.isWord(receiver, "self") || view.isWord(receiver, .resolve) {
            return "an accessor or extension body the analysis does not read (only `self[K.self]` and `try await resolve(K.self)` are)"
        }
        let receiverText = text(from: chainStart(receiver), to: receiver + 1)
        return "the receiver `\(receiverText)` \(Self.unknownReceiver)" + context(of: receiver)
    }

    /// The token index whose token starts at `offset` (a brace the parser recorded).
    private func index(at offset: Int32) -> Int? {
        var low = 0
        var high = view.count
        while low < high {
            let middle = (low + high) / 2
            if view.tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < view.count && view.tokens[low].start == offset ? low : nil
    }

    /// What the reason for a receiver the parser did not follow says: binding may name what stopped it.
    static let unknownReceiver = "is not a factory or a make's or closure's values that the analysis follows"

    private static let blockWords: Set<String> = [
        "if", "guard", "for", "while", "switch", "repeat", "do", "catch", "else", "defer",
    ]

    /// Where the token is, as a clause: `, in a function's body (`start`)`, `, inside a closure`, `, under `#if``.
    private func context(of index: Int) -> String {
        if view.tokens[index].ifDepth > 0 { return ", under `#if`" }
        let brace = Int(view.enclosingBrace[index])
        guard brace >= 0 else { return ", at file scope" }
        // The statement's head before the brace, back to the previous statement.
        var cursor = brace - 1
        var words: [Int] = []
        var steps = 0
        while cursor >= 0, steps < 64 {
            steps += 1
            switch view.kind(cursor) {
            case .leftBrace, .rightBrace, .semicolon: cursor = -1; continue
            case .rightParen, .rightBracket: cursor = view.match(cursor) - 1; continue
            case .identifier: words.append(cursor)
            case .operator where view.isOperator(cursor, "="):
                return ", inside a closure"
            default: break
            }
            cursor -= 1
        }
        for word in words.reversed() {
            let text = view.text(word)
            switch text {
            case "func": return view.kind(word + 1) == .identifier ? ", in a function's body (`\(view.text(word + 1))`)" : ", in a function's body"
            case "init": return ", in an initializer"
            case "deinit": return ", in a deinitializer"
            case "var", "let", "get", "set", "willSet", "didSet": return ", in a property's body"
            case "struct", "class", "enum", "actor", "extension", "protocol": return ", in a type's body"
            default: if Self.blockWords.contains(text) { return ", in an `\(text)` block" }
            }
        }
        return ", inside a closure"
    }

    /// The name of the extension whose body holds the token, innermost type first; nil when that is not an
    /// extension.
    func enclosingExtension(of index: Int) -> String? {
        var brace = Int(view.enclosingBrace[index])
        var depth = 0
        while brace >= 0, depth < 32 {
            depth += 1
            var cursor = brace - 1
            var steps = 0
            while cursor >= 0, steps < 64 {
                steps += 1
                switch view.kind(cursor) {
                case .leftBrace, .rightBrace, .semicolon: cursor = -1; continue
                case .rightParen, .rightBracket: cursor = view.match(cursor) - 1; continue
                case .identifier:
                    if view.isWord(cursor, "extension") {
                        guard let (components, _) = view.dottedName(at: cursor + 1) else { return nil }
                        return components.last
                    }
                    if view.isWord(cursor, "struct") || view.isWord(cursor, "class") || view.isWord(cursor, "enum")
                        || view.isWord(cursor, "actor") || view.isWord(cursor, "protocol")
                    {
                        return nil
                    }
                default: break
                }
                cursor -= 1
            }
            brace = Int(view.enclosingBrace[brace])
        }
        return nil
    }

    /// The source between two tokens, whitespace condensed, at most 80 characters.
    private func text(from first: Int, to end: Int) -> String {
        let start = max(0, first)
        let last = min(end, view.count) - 1
        guard last >= start else { return "" }
        let bytes = view.bytes[Int(view.tokens[start].start)..<Int(view.tokens[last].end)]
        var condensed: [UInt8] = []
        var wasSpace = false
        for byte in bytes {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
            if isSpace {
                if !wasSpace { condensed.append(0x20) }
            } else {
                condensed.append(byte)
            }
            wasSpace = isSpace
        }
        let text = String(decoding: condensed, as: UTF8.self)
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
