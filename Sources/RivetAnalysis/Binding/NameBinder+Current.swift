extension NameBinder {
    /// The closures that run in line, where the factory current around them is current inside.
    static let inlineCalls: Set<String> = [
        "Task", "map", "compactMap", "flatMap", "forEach", "filter", "reduce", "contains", "first", "allSatisfy", "sorted", "withCurrent",
        "withScopedRoot", "withIsolatedFactory",
    ]

    /// The factories that may be current at the token `anchor` of `file`, where `@Injected` properties of an
    /// object built there resolve: the receiver of the `withCurrent { }` around it (through `Task { }` and
    /// closures that run in line); else, in a function, what is current at each of its calls (a function the
    /// sources never call is called from outside them, with the installed root current); at the top level of
    /// `main.swift`, the installed roots.
    func currentFactories(at anchor: Int, in file: Int, depth: Int = callDepth) -> Bound {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return .stopped("a file the analysis could not read whole") }
        let view = syntax.view
        var brace = Int(view.enclosingBrace[anchor])
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            steps += 1
            switch BlockKind(brace: brace, in: syntax, outline: outline) {
            case .statement:
                break
            case .type(let type):
                return current(initialising: type, at: anchor, in: file, depth: depth)
            case .property(let property):
                return current(reading: property, in: file, depth: depth)
            case .closure(let trailing):
                if let call = trailing, call.name?.is("detached") == true, call.receiver?.lastName?.is("Task") == true {
                    // A detached task inherits no task-local value: no factory is bound in it, and the installed root is current.
                    return installedRoots(before: anchor, in: file, depth: depth)
                }
                guard let call = trailing, let name = call.name, Self.inlineCalls.contains(name.text) else {
                    let callee = trailing?.name.map { "passed to `\($0.text)`" } ?? "stored or passed on"
                    return .stopped("inside a closure \(callee), which may run where another factory is current")
                }
                if name.is(.withCurrent), let receiver = call.receiver { return value(of: receiver, in: file, depth: depth) }
                if name.is(.withScopedRoot) || name.is(.withIsolatedFactory) {
                    return construction(at: name, in: file).map(Bound.factory) ?? .stopped("a scoped root the analysis does not read")
                }
                if name.is("Task"), call.receiver != nil { return .stopped("inside `\(call.receiver?.quoted ?? "").Task`") }
                if call.receiver?.lastName?.is("Task") == true { return .stopped("inside `Task.\(name.text)`, which runs with no factory current") }
            case .function(let function):
                return current(calling: function, in: file, depth: depth)
            }
            brace = Int(view.enclosingBrace[brace])
        }
        guard index.isMain(file) else { return .stopped("a global's initial value, which runs where it is first read") }
        return installedRoots(before: anchor, in: file, depth: depth)
    }

    /// What is current where a stored property's initial value runs: where the instance is built, at each
    /// `Type(…)` of the sources.
    private func current(initialising type: TypeDeclaration, at anchor: Int, in file: Int, depth: Int) -> Bound {
        guard depth > 0 else { return .stopped("a stored property's initial value") }
        switch initialisingPlaces(type, at: anchor) {
        case .failure(let stop):
            return .stopped(stop.reason)
        case .success(let places):
            // A type the sources never build is built by UI code or the system, where the installed root is current.
            guard !places.isEmpty else { return installedRoots(depth: depth) }
            var found = Bound()
            for (other, call) in places {
                found.formUnion(currentFactories(at: call.nameAnchor, in: other, depth: depth - 1))
            }
            return found
        }
    }

    /// What is current in a computed property's accessor: where the property is read (`x.body`); the installed
    /// roots for one the sources never read, as UI code or the system reads a view's `body`. Reads are told by the
    /// property's name alone (another type's property of that name counts too).
    private func current(reading property: VariableDeclaration, in file: Int, depth: Int) -> Bound {
        let name = property.name.text
        // Keyed without the depth: an accessor whose reads lead back to it adds nothing the second time.
        return cached(Binding(file: file, anchor: property.name.anchor, depth: -1)) {
            var reads: [(file: Int, anchor: Int)] = []
            for other in index.files(mentioning: name) {
                guard let view = index.syntax(other)?.view else { continue }
                for anchor in index.anchors(of: name, in: other) where anchor != property.name.anchor && view.kind(anchor + 1) != .leftParen {
                    let word = Word(view: view, anchor: anchor)
                    guard word.isAfterDot || isProperty(readAt: word, in: other) else { continue }
                    if word.isAssigned { return .stopped("the accessor of `\(name)`, which is also assigned") }
                    reads.append((other, anchor))
                }
            }
            guard !reads.isEmpty else { return installedRoots(depth: depth) }
            guard depth > 0 else { return .stopped("the accessor of `\(name)`, read more than \(Self.callDepth) calls deep") }
            var found = Bound()
            for (other, anchor) in reads { found.formUnion(currentFactories(at: anchor, in: other, depth: depth - 1)) }
            return found
        }
    }

    /// Whether the bare name is a property of the type around it (not a local or a parameter).
    private func isProperty(readAt word: Word, in file: Int) -> Bool {
        if case .property = declaration(of: word, in: file, extensionsDeclare: false) { return true }
        return false
    }

    /// Why the binding stops: a reason worded for a note.
    struct Stop: Error {
        let reason: String
    }

    /// Where the initial value of the stored property of `type` at `anchor` runs: each `Type(…)` of the sources (none
    /// for a type UI code or the system builds). A `static` or `lazy` one runs on first read instead.
    func initialisingPlaces(_ type: TypeDeclaration, at anchor: Int) -> Result<[(file: Int, call: Call)], Stop> {
        let view = type.name.view
        var keyword = anchor
        while keyword > type.brace, !(Int(view.enclosingBrace[keyword]) == type.brace && (view.isWord(keyword, "let") || view.isWord(keyword, "var"))) {
            keyword -= 1
        }
        var modifier = keyword - 1
        while modifier > type.brace, view.kind(modifier) == .identifier, PropertyDeclaration.modifierWords.contains(view.text(modifier)) {
            if view.isWord(modifier, "static") || view.isWord(modifier, "class") || view.isWord(modifier, "lazy") {
                return .failure(Stop(reason: "a `\(view.text(modifier))` property's initial value, which runs where it is first read"))
            }
            modifier -= 1
        }
        let name = type.components.last ?? type.name.text
        guard type.keyword != "extension" else { return .failure(Stop(reason: "a stored property's initial value")) }
        if isTestCase(name) || isSuite(name) { return .failure(Stop(reason: "a test, whose factory the test's scope may bind")) }
        let places: [(file: Int, call: Call)]
        switch memberwisePlaces(constructions(of: name), of: type, property: keyword) {
        case .failure(let stop): return .failure(stop)
        case .success(let found): places = found
        }
        return .success(places)
    }

    /// The calls that build `type`: `Type(…)`, `Type.init(…)` and `let x: Type = .init(…)`, and those that build
    /// a subclass of it (which runs its initializers and initial values too).
    func constructions(of type: String) -> [(file: Int, call: Call)] {
        var found: [(file: Int, call: Call)] = []
        for built in [type] + subclasses(of: type) {
            for file in index.files(mentioning: built) {
                guard let view = index.syntax(file)?.view else { continue }
                for anchor in index.anchors(of: built, in: file) where view.kind(anchor - 1) != .dot {
                    if view.isOperator(anchor + 1, "<"), let close = view.genericClose(anchor + 1), view.kind(close + 1) == .leftParen {
                        // `Holder<Int>(…)`: a generic type, specialised.
                        found.append((file, Call(view: view, nameAnchor: anchor, open: close + 1)))
                    } else if view.kind(anchor + 1) == .leftParen {
                        found.append((file, Call(view: view, nameAnchor: anchor, open: anchor + 1)))
                    } else if view.kind(anchor + 1) == .dot, view.isWord(anchor + 2, "init"), view.kind(anchor + 3) == .leftParen {
                        found.append((file, Call(view: view, nameAnchor: anchor, open: anchor + 3)))
                    } else if let initializer = Self.implicitInitializer(after: anchor, in: view) {
                        found.append((file, Call(view: view, nameAnchor: initializer, open: initializer + 1)))
                    }
                }
            }
            found += implicitArguments(building: built)
            // `Self(…)` and `Self.init(…)` in the type's own bodies.
            for file in index.files(mentioning: "Self") {
                guard let syntax = index.syntax(file), let outline = index.outline(file) else { continue }
                let view = syntax.view
                for anchor in index.anchors(of: "Self", in: file) where view.kind(anchor - 1) != .dot {
                    let open = view.kind(anchor + 1) == .leftParen ? anchor + 1 : (view.kind(anchor + 1) == .dot && view.isWord(anchor + 2, "init") ? anchor + 3 : -1)
                    guard open > 0, view.kind(open) == .leftParen, let host = outline.enclosingType(of: anchor, in: view),
                        (host.components.last ?? host.name.text) == built
                    else { continue }
                    found.append((file, Call(view: view, nameAnchor: anchor, open: open)))
                }
            }
        }
        return found
    }

    /// The `init` of `: Type = .init(…)` (or `Type?`, `Type!`) after the type's name at `anchor`.
    private static func implicitInitializer(after anchor: Int, in view: TokenView) -> Int? {
        guard view.kind(anchor - 1) == .colon else { return nil }
        var cursor = anchor + 1
        if view.isOperator(cursor, "?") || view.isOperator(cursor, "!") { cursor += 1 }
        guard view.isOperator(cursor, "="), view.kind(cursor + 1) == .dot, view.isWord(cursor + 2, "init"), view.kind(cursor + 3) == .leftParen else {
            return nil
        }
        return cursor + 2
    }

    /// What is current in a function: at each of its calls; the installed roots for one the sources never call.
    private func current(calling function: FunctionDeclaration, in file: Int, depth: Int) -> Bound {
        if function.isStatic, function.name?.is(.make) == true {
            return .stopped("a key's `make`")
        }
        if let test = testFactory(runningIn: function, in: file) { return test }
        if isTest(function, in: file) { return .stopped("a test, whose factory the test's scope may bind") }
        let (calls, stop) = callers(of: function, in: file)
        if let stop { return .stopped("the body of \(stop)") }
        guard !calls.isEmpty else { return installedRoots(depth: depth) }
        guard depth > 0 else { return .stopped("a function called more than \(Self.callDepth) calls deep") }
        var found = Bound()
        for (callerFile, call) in calls {
            found.formUnion(currentFactories(at: call.nameAnchor, in: callerFile, depth: depth - 1))
        }
        return found
    }

    /// Whether a test runner calls the function: `@Test`, or a method of an `XCTestCase`.
    private func isTest(_ function: FunctionDeclaration, in file: Int) -> Bool {
        if hasTestAttribute(function) { return true }
        guard let syntax = index.syntax(file), let type = index.outline(file)?.enclosingType(of: function.keyword.anchor, in: syntax.view) else {
            return false
        }
        let name = type.components.last ?? type.name.text
        return isTestCase(name) || isSuite(name)
    }

    /// Whether `@Test` is among the function's attributes.
    func hasTestAttribute(_ function: FunctionDeclaration) -> Bool {
        let view = function.view
        var cursor = function.keyword.anchor - 1
        var steps = 0
        while cursor >= 1, steps < 16 {
            steps += 1
            if view.kind(cursor) == .rightParen { cursor = view.match(cursor) - 1; continue }
            if view.kind(cursor - 1) == .at, view.isWord(cursor, "Test") { return true }
            guard view.kind(cursor) == .identifier || view.kind(cursor) == .at else { break }
            cursor -= 1
        }
        return false
    }

    /// Whether the type holds `@Test` functions, in its body or an extension: Swift Testing builds it (its
    /// `init` and initial values run) inside each test's scope, which its traits may bind a factory for.
    private func isSuite(_ type: String) -> Bool {
        for (file, declaration) in types(named: type) {
            guard let view = index.syntax(file)?.view else { continue }
            let close = view.closing(declaration.brace)
            for anchor in index.anchors(of: "Test", in: file) where anchor > declaration.brace && anchor < close && view.kind(anchor - 1) == .at {
                return true
            }
        }
        return false
    }

    /// The test runners' base classes: a method of a class deriving from one is called by the runner, inside
    /// whatever scope its base class binds.
    private static let testCaseClasses: Set<String> = ["XCTestCase", "RivetTestCase", "QuickSpec", "AsyncSpec"]

    /// Whether the class derives from a test case class, through the superclasses the sources declare.
    private func isTestCase(_ type: String, depth: Int = 0) -> Bool {
        guard depth < Self.inheritanceDepth else { return false }
        for (_, declaration) in types(named: type) {
            guard let superclass = declaration.conformances.first else { continue }
            if Self.testCaseClasses.contains(superclass) || isTestCase(superclass, depth: depth + 1) { return true }
        }
        return false
    }

    /// The factories installed as the root (`Factory.installRoot(…)`); when `anchor` is given, only those a
    /// top-level statement of its file installs before it, if that is where they are all installed.
    func installedRoots(before anchor: Int? = nil, in file: Int? = nil, depth: Int) -> Bound {
        var found = Bound()
        var isAnyBefore = false
        var isAllTopLevelHere = true
        // What each install outside `#if` installs: the runtime keeps the first root installed, and ignores
        // another factory installed after it, which the analysis does not order.
        var installedOutsideConditions: Set<Set<FactoryRef>> = []
        let word = RivetWord.installRoot.rawValue
        for other in index.files(mentioning: word) {
            guard let syntax = index.syntax(other) else { continue }
            for call in syntax.calls(named: [.installRoot]) {
                guard let receiver = call.receiver?.lastName, receiver.is(.factory), let argument = call.arguments.first else { continue }
                let installed = value(of: argument.value, in: other, depth: depth)
                found.formUnion(installed)
                if call.nameAnchor >= 0, syntax.view.tokens[call.nameAnchor].ifDepth == 0 { installedOutsideConditions.insert(installed.factories) }
                let isTopLevel = other == file && call.nameAnchor >= 0 && syntax.view.enclosingBrace[call.nameAnchor] < 0
                isAllTopLevelHere = isAllTopLevelHere && isTopLevel
                if let anchor, isTopLevel, call.nameAnchor < anchor { isAnyBefore = true }
            }
        }
        guard found.stop != nil || !found.factories.isEmpty else { return .stopped("no root installed with `Factory.installRoot` in the sources checked") }
        if installedOutsideConditions.count > 1 {
            found.formUnion(.stopped("roots installed in several places, of which the runtime keeps the first installed"))
        }
        if anchor != nil, isAllTopLevelHere, !isAnyBefore { return .stopped("before the root is installed") }
        return found
    }
}
