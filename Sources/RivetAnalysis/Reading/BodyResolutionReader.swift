/// Reads the resolutions a make or builder body certainly makes through its values parameter:
/// `values[K.self]`, `values[K.self, argument]`, `values.name`, `try await values.resolve(K.self)`, and the
/// types it constructs (`Presenter(…)`, whose `@Injected` properties resolve as it is built).
///
/// Certainly: whenever the body runs. So only what is written at the body's own level, outside nested
/// blocks and closures (which may run later or not at all; but a closure that runs at once, ``EagerClosure``,
/// is read as part of the body) and outside `#if`, and before anything that may
/// skip what follows: a `guard`, a block that may `return`, `throw`, `break` or `continue`, a short-circuit
/// or optional operator (`??`, `&&`, `||`, `? :`, `?.`), or a new declaration of the parameter's name.
struct BodyResolutionReader {
    let syntax: SyntaxFile

    /// The parameter a body resolves through.
    enum Parameter {
        /// A named parameter: `values` in `make(_ values: InjectedValues)` or `{ values in`.
        case named(Word)
        /// A closure that names none: `$0`.
        case anonymous

        /// How the body's region names it (``SiteRegions/Body/parameter``).
        var text: String {
            switch self {
            case .named(let word): word.text
            case .anonymous: "$0"
            }
        }

        func matches(_ word: Word) -> Bool {
            switch self {
            case .named(let parameter): word.isSame(as: parameter)
            case .anonymous: word.is("$0")
            }
        }
    }

    /// What a body resolves, and the region it was read over (where the reading stopped, and why), for the
    /// resolution sites the reading does not record.
    struct Read {
        var resolutions: [Resolution] = []
        /// Nil for a closure whose parameter is `_`: there is nothing to read through.
        var region: SiteRegions.Body?
        /// The regions of the closures read with it that run at once (``EagerClosure``).
        var nested: [SiteRegions.Body] = []
    }

    /// The resolutions `block` certainly makes through `parameter`; `isAsync` when that is
    /// `AsyncInjectedValues`, whose own accessors await.
    func resolutions(in block: Block, through parameter: Parameter, isAsync: Bool) -> Read {
        var read = Read(region: SiteRegions.Body(open: block.offset, close: block.closeOffset, parameter: parameter.text))
        let depth = block.compilationDepth
        func stop(_ offset: Int32, _ reason: String) -> Read {
            read.region?.stop = (offset, reason)
            return read
        }
        for element in block.elements {
            switch element {
            case .block(let nested):
                // Through a named parameter only: `$0` in the nested closure is that closure's own.
                if case .named = parameter, nested.compilationDepth == depth, EagerClosure.runsAtOnce(nested) {
                    let inner = resolutions(in: nested, through: parameter, isAsync: isAsync)
                    read.resolutions += inner.resolutions
                    read.nested += (inner.region.map { [$0] } ?? []) + inner.nested
                }
                // A closure that runs at once returns to the body: only a `throw` in it may skip what follows.
                if EagerClosure.runsAtOnce(nested) ? syntax.mayThrow(nested) : syntax.mayLeave(nested) {
                    return stop(nested.offset, "after a block that may `return`, `throw`, `break` or `continue`")
                }
            case .operator(let written):
                if written.mayShortCircuit { return stop(written.offset, "after `\(written.text)`, which may skip what follows") }
            case .word(let word):
                if word.is("guard") { return stop(word.offset, "after a `guard`, which may leave first") }
                if word.isCalled, !word.isAfterDot, word.isCapitalised, word.compilationDepth == depth {
                    read.resolutions.append(Resolution(
                        target: .construction(word.text), location: syntax.location(of: word), memberRead: Self.memberRead(afterCall: word)
                    ))
                } else if word.is("init"), word.isCalled, word.compilationDepth == depth, let target = Self.implicitConstruction(word) {
                    read.resolutions.append(Resolution(target: target, location: syntax.location(of: word)))
                } else if parameter.matches(word) {
                    if word.isDeclared { return stop(word.offset, "after `\(parameter.text)` is declared again") }
                    if word.compilationDepth == depth, !word.isAfterDot, let found = Self.target(after: word) {
                        var target = found.target
                        if isAsync, case .accessor(let name) = target { target = .asyncAccessor(name) }
                        read.resolutions.append(Resolution(
                            target: target, location: syntax.location(of: word), isAwaited: found.isAwaited, hasArgument: found.hasArgument
                        ))
                    }
                }
            }
        }
        return read
    }

    /// The resolutions `closure` certainly makes: through its one parameter, or through `$0` when it names
    /// none (none through `_`); `isAsync` when that is `AsyncInjectedValues` (`registerAsync`).
    func resolutions(in closure: Closure, isAsync: Bool) -> Read {
        let block = closure.body
        guard let name = closure.firstHeadName else { return resolutions(in: block, through: .anonymous, isAsync: isAsync) }
        if name.is("_") { return Read(region: nil) }
        return resolutions(in: block, through: .named(name), isAsync: isAsync)
    }

    /// `name` in `Callee(…).name`: what is read at once from the value the call returns.
    static func memberRead(afterCall word: Word) -> String? {
        let view = word.view
        let close = view.closing(word.anchor + 1)
        guard close + 2 < view.count, view.kind(close) == .rightParen, view.kind(close + 1) == .dot,
            view.kind(close + 2) == .identifier
        else { return nil }
        return view.text(close + 2)
    }

    /// `.init(…)` written as an argument of `Callee(…)`, `Callee(label: .init(…))`: the callee and the label.
    static func implicitConstruction(_ word: Word) -> Resolution.Target? {
        let view = word.view
        let dot = word.anchor - 1
        guard view.kind(dot) == .dot else { return nil }
        var label: String?
        switch view.kind(dot - 1) {
        case .colon:
            guard view.kind(dot - 2) == .identifier else { return nil }
            label = view.text(dot - 2)
            guard view.kind(dot - 3) == .leftParen || view.kind(dot - 3) == .comma else { return nil }
        case .leftParen, .comma:
            break
        default:
            return nil
        }
        // The `(` of the call the argument is in.
        var cursor = dot - 1
        var steps = 0
        while cursor > 0, view.kind(cursor) != .leftParen || view.match(cursor) < word.anchor, steps < Block.conditionWalkLimit {
            if view.kind(cursor) == .rightParen || view.kind(cursor) == .rightBracket || view.kind(cursor) == .rightBrace {
                cursor = view.match(cursor)
            }
            cursor -= 1
            steps += 1
        }
        let callee = Word(view: view, anchor: cursor - 1)
        guard cursor > 0, view.kind(cursor) == .leftParen, view.kind(cursor - 1) == .identifier, callee.isCapitalised, !callee.isAfterDot else {
            return nil
        }
        return .implicitConstruction(callee: callee.text, label: label)
    }

    /// What the values at `word` resolve, from what follows it: `[K.self]`, `[K.self, argument]`, `.name`, or
    /// `.resolve(K.self)` (awaited).
    static func target(after word: Word) -> (target: Resolution.Target, isAwaited: Bool, hasArgument: Bool)? {
        if let group = word.subscriptAfter {
            guard let (type, hasValue) = group.metatypeSubscript else { return nil }
            return (.key(type.writtenName), false, hasValue)
        }
        guard let member = word.memberAfter else { return nil }
        guard member.isCalled else { return (.accessor(member.text), false, false) }
        if let key = awaitedKey(member) { return (.key(key.writtenName), true, false) }
        return nil
    }

    /// The key of `resolve(K.self)` or `resolve(K.self, isolation: …)` whose name is `name`.
    static func awaitedKey(_ name: Word) -> Metatype? {
        guard name.is(.resolve) else { return nil }
        return name.call?.metatypeArgument
    }
}
