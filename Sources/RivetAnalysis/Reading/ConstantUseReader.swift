/// Reads the resolutions made through factory constants: `let factory = Factory(…)` (or a scoped root's
/// body parameter), then `factory[K.self]`, `factory.name`, `try await factory.resolve(K.self)`.
///
/// Those certainly made, after the construction (not in nested blocks or `#if`), up to the constant's first
/// use that could change what it resolves (an override, passing it on, a declaration of the name again),
/// wherever that is; and how many come before anything could build one of its async components
/// (``FactoryConstruction/resolutionsBeforeWarmUp``). Each use it does not read a resolution through is
/// kept with why, for the resolution sites the reading does not record.
struct ConstantUseReader {
    let syntax: SyntaxFile

    /// A constant bound to a construction.
    struct Constant {
        var variable: Word
        /// The first token of the code that may use it: after the construction, or a scoped root's body.
        var usesStart: Int
    }

    /// What was read through one constant.
    struct Read {
        var resolutions: [Resolution] = []
        var beforeWarmUp = 0
    }

    /// The members that only read the factory: they change nothing it resolves.
    private static let factoryMembers = Set([RivetWord.beginFlow, .reset, .withCurrent, .resolve, .isFlow, .description].map(\.rawValue))

    /// The members through which an async component of the factory may be built: a warm-up, an await, and
    /// handing the factory to code that may do either (a flow that awaits its singletons, `withCurrent`).
    private static let warmingMembers = Set([RivetWord.warmUp, .resolve, .beginFlow, .withCurrent].map(\.rawValue))

    /// What each of `constants` resolves, in order, and why each use not read was not, by byte offset.
    /// `isTypeBody` tells whether a `{` opens a type's body, where the name may be the type's own property.
    ///
    /// The uses of one name are indexed once. A constant declared again in its own block under the same
    /// `#if` clauses (in the cases of a `switch`; thousands of times at file scope in generated or half-edited
    /// code) reads no resolution past the next declaration, which stops it as any use it cannot read does.
    /// Past it, the earlier constant would only mark the uses as read past a change and look for a warm-up
    /// elsewhere, over the very uses the next constant reads: so each constant's walk ends at the next
    /// declaration and takes the rest from the next one's, the constants being read from the last back. Each
    /// use is then visited a bounded number of times rather than once per constant before it (16,000
    /// file-scope constants of one name took 40 s; they take 0.1 s), and what is found is the same.
    /// `uses` are where the constants' names are used, as ``SyntaxFile/uses(named:)`` finds them.
    func read(_ constants: [Constant], uses: [String: [Word]], isTypeBody: (Int) -> Bool) -> (reads: [Read], skipped: [Int32: String]) {
        // The next constant of the same name declared in the same block under the same `#if` clauses.
        var next = [Int?](repeating: nil, count: constants.count)
        var latest: [Declared: Int] = [:]
        for (index, constant) in constants.enumerated() {
            let variable = constant.variable
            let key = Declared(scope: variable.scope, depth: variable.compilationDepth, name: variable.text)
            if let previous = latest[key], variable.anchor >= constants[previous].usesStart { next[previous] = index }
            latest[key] = index
        }
        var reads = [Read](repeating: Read(), count: constants.count)
        var skipped: [Int32: String] = [:]
        // Whether an async component may be warmed elsewhere through a use after each constant's name.
        var warmedAfter = [Bool](repeating: false, count: constants.count)
        // From the last constant back, a use keeping the reason the last constant to reach it gave.
        for index in constants.indices.reversed() {
            var walk = Walk(syntax: syntax, constant: constants[index], uses: uses[constants[index].variable.text] ?? [])
            let following = next[index].map { constants[$0].variable }
            walk.read(upTo: following, isTypeBody: isTypeBody) { offset, reason in
                if skipped[offset] == nil { skipped[offset] = reason }
            }
            var isWarmedElsewhere = walk.isWarmedElsewhere
            if let after = next[index] {
                isWarmedElsewhere = isWarmedElsewhere || warmedAfter[after]
                // Past the next declaration this constant reads nothing: a use the next constants leave
                // keeps the reason it would give.
                walk.fill(after: constants[after].variable, upTo: next[after].map { constants[$0].variable }, isTypeBody: isTypeBody) { offset, reason in
                    if skipped[offset] == nil { skipped[offset] = reason }
                }
            }
            warmedAfter[index] = isWarmedElsewhere || walk.isWarmedBeforeStart(isTypeBody: isTypeBody)
            reads[index] = Read(resolutions: walk.found, beforeWarmUp: isWarmedElsewhere ? 0 : walk.beforeWarmUp ?? walk.found.count)
        }
        return (reads, skipped)
    }

    /// Where a constant is declared: its block, its `#if` depth and its name. Two constants declared alike
    /// read the same uses alike.
    private struct Declared: Hashable {
        var scope: Int
        var depth: UInt8
        var name: String
    }

    /// The reading of one constant's uses.
    private struct Walk {
        let syntax: SyntaxFile
        let constant: Constant
        /// Where the name is used, in order.
        let uses: [Word]
        /// The block the constant is declared in (-1: the file), and the token that ends it.
        let scope: Int
        let end: Int
        let depth: UInt8
        let name: String
        var found: [Resolution] = []
        var beforeWarmUp: Int?
        var isWarmedElsewhere = false

        init(syntax: SyntaxFile, constant: Constant, uses: [Word]) {
            self.syntax = syntax
            self.constant = constant
            self.uses = uses
            scope = constant.variable.scope
            end = constant.variable.block?.close ?? syntax.view.count
            depth = constant.variable.compilationDepth
            name = constant.variable.text
        }

        /// The first use for which `isBefore` no longer holds (the uses are in order).
        private func firstUse(where isBefore: (Word) -> Bool) -> Int {
            uses.partitionPoint { !isBefore($0) }
        }

        /// Only what runs whenever the scope runs: not in an `if`, a closure or `#if`.
        private func isCertain(_ word: Word) -> Bool { word.compilationDepth == depth && word.scope == scope }

        /// Where a use in the constant's own block may be skipped: after `??`, `&&`, `||` or `?` in its
        /// statement, after an early exit, or after a call that may throw.
        private func mayBeSkipped(_ word: Word) -> String? {
            let view = syntax.view
            if let skipping = view.shortCircuit(before: word.anchor) { return "after `\(skipping)`" }
            if syntax.earlyExit(in: scope, from: constant.usesStart, before: word.anchor) != nil { return "after an early exit" }
            if syntax.throwingCall(in: scope, before: word.anchor).map({ $0 >= constant.usesStart }) == true { return "after a call that may throw (`try`)" }
            return nil
        }

        /// Whether a type body lies between the use and the constant's block: there the name may be the
        /// type's own property.
        private func isInsideType(_ word: Word, _ isTypeBody: (Int) -> Bool) -> Bool {
            word.isNested(below: scope, inBlockWhere: isTypeBody)
        }

        private var typeReason: String { "where `\(name)` may name a type's own property rather than the factory constant" }

        /// The use that may have changed what the constant resolves, once one has.
        private var change: Word?

        private var changed: String {
            guard let change else { return "after an earlier use of `\(name)` that may change what it resolves (an override, or passing it on)" }
            return "after `\(lineQuote(of: change))`, an earlier use of `\(name)` that may change what it resolves (an override, or passing it on)"
        }

        /// The line the word is on, condensed, cut after `lineQuoteLimit` characters.
        private func lineQuote(of word: Word) -> String {
            let view = syntax.view
            var start = word.anchor
            var steps = 0
            while start > 0, !view.isLineBreak(before: start), steps < Self.lineTokenLimit { start -= 1; steps += 1 }
            var end = word.anchor
            steps = 0
            while end + 1 < view.count, !view.isLineBreak(before: end + 1), steps < Self.lineTokenLimit { end += 1; steps += 1 }
            let text = BranchText.condensed(view.bytes[Int(view.tokens[start].start)..<Int(view.tokens[end].end)])
            return text.count <= Self.lineQuoteLimit ? text : String(text.prefix(Self.lineQuoteLimit)) + "…"
        }

        private static let lineQuoteLimit = 60
        private static let lineTokenLimit = 64

        private func uncertain(_ word: Word) -> String {
            word.compilationDepth != depth
                ? "through `\(name)` under `#if`"
                : "through `\(name)` inside a block or closure, which may not run whenever the code around it runs"
        }

        /// Whether the use may build an async component where the constant's code may not run.
        private func mayWarmElsewhere(_ word: Word, _ isTypeBody: (Int) -> Bool) -> Bool {
            guard !isInsideType(word, isTypeBody), let member = word.memberAfter, ConstantUseReader.warmingMembers.contains(member.text) else {
                return false
            }
            return !isCertain(word)
        }

        /// Reads the uses from the constant's start to the end of its block, or to `following`, the next
        /// declaration of the name (inclusive), calling `skip` for each use not read.
        mutating func read(upTo following: Word?, isTypeBody: (Int) -> Bool, skip: (Int32, String) -> Void) {
            var isCollecting = true
            for word in uses[firstUse { $0.anchor < constant.usesStart }...] {
                if word.anchor >= end { break }
                if let following, following.precedes(word) { break }
                if isInsideType(word, isTypeBody) {
                    skip(word.offset, typeReason)
                    continue
                }
                if let member = word.memberAfter {
                    let text = member.text
                    if ConstantUseReader.warmingMembers.contains(text) {
                        let isCertain = isCertain(word)
                        if !isCertain { isWarmedElsewhere = true }
                        if isCollecting, isCertain, let key = BodyResolutionReader.awaitedKey(member) {
                            found.append(Resolution(target: .key(key.writtenName), location: syntax.location(of: word), isAwaited: true))
                        } else {
                            skip(word.offset, isCollecting ? uncertain(word) : changed)
                        }
                        if isCollecting, isCertain, beforeWarmUp == nil { beforeWarmUp = found.count }
                        continue
                    }
                    // Past the first change a warm-up elsewhere may still come first: the uses are read on.
                    guard isCollecting else {
                        skip(word.offset, changed)
                        continue
                    }
                    if ConstantUseReader.factoryMembers.contains(text) { continue }
                    if text.hasPrefix(RivetWord.override.rawValue) || member.isCalled {
                        isCollecting = false
                        change = word
                        continue
                    }
                }
                guard isCollecting else {
                    skip(word.offset, changed)
                    continue
                }
                guard let (target, _, hasArgument) = BodyResolutionReader.target(after: word) else {
                    isCollecting = false
                    change = word
                    continue
                }
                guard isCertain(word) else {
                    skip(word.offset, uncertain(word))
                    continue
                }
                if let place = mayBeSkipped(word) {
                    // Left to the factory following, which judges it where it may not run: a warning.
                    skip(word.offset, "through `\(name)` \(place), which may not run whenever the code around it runs")
                    continue
                }
                found.append(Resolution(target: target, location: syntax.location(of: word), hasArgument: hasArgument))
            }
        }

        /// Gives the reason this constant, no longer reading, would give each use after `declaration` (the
        /// next constant's name) up to `following` (the one after it; inclusive) or the end of the block.
        func fill(after declaration: Word, upTo following: Word?, isTypeBody: (Int) -> Bool, skip: (Int32, String) -> Void) {
            for word in uses[firstUse { !declaration.precedes($0) }...] {
                if word.anchor >= end { break }
                if let following, following.precedes(word) { break }
                skip(word.offset, isInsideType(word, isTypeBody) ? typeReason : changed)
            }
        }

        /// Whether a use between the constant's name and its start may warm elsewhere.
        func isWarmedBeforeStart(isTypeBody: (Int) -> Bool) -> Bool {
            for word in uses[firstUse { !constant.variable.precedes($0) }...] {
                if word.anchor >= constant.usesStart || word.anchor >= end { break }
                if mayWarmElsewhere(word, isTypeBody) { return true }
            }
            return false
        }
    }
}
