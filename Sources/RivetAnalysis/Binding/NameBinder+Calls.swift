extension NameBinder {
    /// What a call returns: the returned values of the one function its name and labels pick out.
    func returned(by call: Call, in file: Int, depth: Int) -> Bound {
        guard let name = call.name else { return .stopped("a call of a value the analysis does not follow") }
        guard depth > 0 else { return .stopped("the value `\(name.text)(…)` returns, more than \(Self.callDepth) calls deep") }
        var candidates = functions(named: name.text).filter { Self.matches(call, $0.function) }
        if candidates.isEmpty, !call.isMember, isVariable(name, in: file) {
            return .stopped("`\(name.text)(…)`, a call of a closure stored in `\(name.text)`, which the analysis does not follow")
        }
        if candidates.count > 1, let own = calledMethod(call, in: file, among: candidates) { candidates = [own] }
        guard candidates.count == 1 else {
            return .stopped(candidates.isEmpty
                ? "`\(name.text)(…)`, a call of no function declared in the sources checked"
                : "`\(name.text)(…)`, whose name and labels match \(candidates.count) declarations")
        }
        guard let body = candidates[0].function.body else { return .stopped("`\(name.text)(…)`, a function without a body") }
        if let builder = resultBuilder(before: candidates[0].function.keyword) {
            return .stopped("`\(name.text)(…)`, a function written with the result builder `@\(builder)`, whose value the builder makes")
        }
        if let given = returnedArguments(of: call, in: file, function: candidates[0].function, body: body, declaredIn: candidates[0].file, depth: depth) {
            return given
        }
        return returned(from: body, in: candidates[0].file, depth: depth - 1)
    }

    /// What a call returns when its function returns one of its own parameters (`func began(_ flow: Factory) ->
    /// Factory { …; return flow }`): the argument this call gives for it, not every caller's; nil otherwise.
    private func returnedArguments(of call: Call, in file: Int, function: FunctionDeclaration, body: Block, declaredIn: Int, depth: Int) -> Bound? {
        guard let syntax = index.syntax(declaredIn), let outline = index.outline(declaredIn) else { return nil }
        let view = syntax.view
        var returnedValues: [Expression] = []
        let single = body.returnedExpression
        if case .other = single.kind {
            for anchor in (body.brace + 1)..<min(body.close, view.count) where view.isWord(anchor, "return") {
                guard isOwnLevel(anchor, of: body.brace, syntax: syntax, outline: outline) else { continue }
                let limit = min(view.closing(Int(view.enclosingBrace[anchor])), view.count)
                returnedValues.append(ExpressionParser(view: view).statementValue(from: anchor + 1, limit: limit))
            }
        } else {
            returnedValues = [single]
        }
        guard !returnedValues.isEmpty else { return nil }
        var found = Bound()
        for returnedValue in returnedValues {
            guard let name = returnedValue.name, case .parameter(let parameter, let owner) = declaration(of: name, in: declaredIn),
                owner.keyword.anchor == function.keyword.anchor,
                let position = function.parameters.firstIndex(where: { $0.name.anchor == parameter.name.anchor }),
                let argument = Self.argument(for: position, of: function, in: call)
            else { return nil }
            found.formUnion(value(of: argument, in: file, depth: depth - 1))
        }
        return found
    }

    /// What a body returns: its one expression, or the value of each `return` at its own level (not in a
    /// closure nested in it).
    func returned(from body: Block, in file: Int, depth: Int) -> Bound {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return .nothing }
        let single = body.returnedExpression
        if case .other = single.kind {} else { return value(of: single, in: file, depth: depth) }
        var found = Bound()
        let view = syntax.view
        for anchor in (body.brace + 1)..<min(body.close, view.count) where view.isWord(anchor, "return") {
            guard isOwnLevel(anchor, of: body.brace, syntax: syntax, outline: outline) else { continue }
            let limit = min(view.closing(Int(view.enclosingBrace[anchor])), view.count)
            found.formUnion(value(of: ExpressionParser(view: view).statementValue(from: anchor + 1, limit: limit), in: file, depth: depth))
        }
        if found.factories.isEmpty, found.types.isEmpty, found.stop == nil { found.stop = "a body whose returned value the analysis does not read" }
        return found
    }

    /// Whether only statement bodies lie between the token and the block `brace`.
    private func isOwnLevel(_ anchor: Int, of brace: Int, syntax: SyntaxFile, outline: FileOutline) -> Bool {
        var current = Int(syntax.view.enclosingBrace[anchor])
        var steps = 0
        while current != brace, current >= 0, steps < Word.blockWalkLimit {
            guard case .statement = BlockKind(brace: current, in: syntax, outline: outline) else { return false }
            current = Int(syntax.view.enclosingBrace[current])
            steps += 1
        }
        return current == brace
    }

    /// What a parameter may hold: the argument given for it at every call of its function or initializer.
    func value(of parameter: FunctionDeclaration.Parameter, in function: FunctionDeclaration, file: Int, depth: Int) -> Bound {
        let key = "`\(parameter.name.text)`"
        if let written = instance(ofWritten: parameter.typeText) { return written }
        guard depth > 0 else { return .stopped("\(key), a parameter whose arguments come from more than \(Self.callDepth) calls up") }
        return cached(Binding(file: file, anchor: parameter.name.anchor, depth: depth)) {
            let (calls, stop) = callers(of: function, in: file)
            if let stop { return .stopped("\(key), a parameter of \(stop)") }
            guard !calls.isEmpty else { return .stopped("\(key), a parameter of a function the sources never call") }
            let position = function.parameters.firstIndex { $0.name.anchor == parameter.name.anchor }
            var found = Bound()
            for (callerFile, call) in calls {
                guard let position, let argument = Self.argument(for: position, of: function, in: call) else {
                    if parameter.hasDefault { found.formUnion(.stopped("\(key), left to its default value")) }
                    continue
                }
                found.formUnion(value(of: argument, in: callerFile, depth: depth - 1))
            }
            return found
        }
    }

    /// The one of several methods of a name and labels that `call` runs, told apart by its receiver's type as
    /// ``callsOwnMethod(_:in:_:)`` tells them; nil when that is not one of them for certain.
    func calledMethod(_ call: Call, in file: Int, among candidates: [(file: Int, function: FunctionDeclaration)])
        -> (file: Int, function: FunctionDeclaration)? {
        guard let owners = methodOwners(candidates) else { return nil }
        let method = MethodOwners(own: "", all: owners, overridden: overridden(among: owners), protocols: protocols(among: owners))
        var found: [(file: Int, function: FunctionDeclaration)] = []
        for candidate in candidates {
            guard let syntax = index.syntax(candidate.file),
                let type = index.outline(candidate.file)?.enclosingType(of: candidate.function.keyword.anchor, in: syntax.view)
            else { return nil }
            var own = method
            own.own = type.components.last ?? type.name.text
            switch callsOwnMethod(call, in: file, own) {
            case true?: found.append(candidate)
            case false?: continue
            case nil: return nil
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Every call of the function or initializer, by name and labels; or why they cannot all be known: it is
    /// one of several of its name and labels, or named other than in a call.
    func callers(of function: FunctionDeclaration, in file: Int) -> (calls: [(file: Int, call: Call)], stop: String?) {
        if let found = foundCallers[file]?[function.keyword.anchor] { return found }
        // A receiver's binding that leads back here.
        let asked = Binding(file: file, anchor: function.keyword.anchor, depth: 0)
        guard callersBeingFound.insert(asked).inserted else { return ([], "a function whose calls' receivers depend on its own calls") }
        defer { callersBeingFound.remove(asked) }
        let found = unfoundCallers(of: function, in: file)
        foundCallers[file, default: [:]][function.keyword.anchor] = found
        return found
    }

    private func unfoundCallers(of function: FunctionDeclaration, in file: Int) -> (calls: [(file: Int, call: Call)], stop: String?) {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return ([], "a file the analysis could not read whole") }
        let owner = outline.enclosingType(of: function.keyword.anchor, in: syntax.view).map { $0.components.last ?? $0.name.text }
        let isInitializer = function.keyword.is("init")
        guard let name = isInitializer ? owner : function.name?.text else { return ([], "a function the analysis does not name") }
        let label = isInitializer ? "`\(name).init`" : "`\(name)`"
        let rivals = isInitializer
            ? initializers(of: name).filter { Self.sameLabels($0.function, function) }
            : functions(named: name).filter { Self.sameLabels($0.function, function) }
        // Methods of several types are told apart by their calls' receivers.
        var method: MethodOwners?
        if rivals.count > 1 {
            guard !isInitializer, let owner, let owners = methodOwners(rivals) else {
                return ([], "\(label), one of \(rivals.count) declarations of its name and labels")
            }
            method = MethodOwners(own: owner, all: owners, overridden: overridden(among: owners), protocols: protocols(among: owners))
        }
        var calls: [(file: Int, call: Call)] = []
        for other in index.files(mentioning: name) {
            guard let view = index.syntax(other)?.view else { continue }
            for anchor in index.anchors(of: name, in: other) {
                if view.isWord(anchor - 1, "func") || view.kind(anchor - 1) == .at { continue }
                let isCall = view.kind(anchor + 1) == .leftParen || (isInitializer && view.kind(anchor + 1) == .dot && view.isWord(anchor + 2, "init"))
                let open = view.kind(anchor + 1) == .leftParen ? anchor + 1 : anchor + 3
                if isInitializer {
                    guard isCall, view.kind(open) == .leftParen else { continue }  // a type's name used as a type
                    let call = Call(view: view, nameAnchor: anchor, open: open)
                    if Self.matches(call, function) { calls.append((other, call)) }
                } else if view.kind(anchor + 1) == .leftBrace, !view.isWord(anchor - 1, "var") {
                    // Called with trailing closures alone: `name { … }`.
                    let call = Call(view: view, nameAnchor: anchor, open: -1)
                    if Self.matches(call, function) { calls.append((other, call)) }
                } else {
                    guard isCall else {
                        // An argument's label, or a parameter, local or property of the same name.
                        let word = Word(view: view, anchor: anchor)
                        if view.kind(anchor + 1) == .colon || (!word.isAfterDot && isVariable(word, in: other)) { continue }
                        // The name of a local being declared (`guard let build = builders[route]`).
                        if view.isWord(anchor - 1, "let") || view.isWord(anchor - 1, "var") { continue }
                        return ([], "\(label), which is named other than in a call")
                    }
                    let call = Call(view: view, nameAnchor: anchor, open: anchor + 1)
                    guard Self.matches(call, function) else { continue }
                    // `.name(…)` with no base names a static member or an enum case (`case .began(let flow)`), never a method.
                    if !function.isStatic, Word(view: view, anchor: anchor).isAfterDot, anchor < 2 || !Self.endsValue(anchor - 2, in: view) { continue }
                    if let method {
                        guard let isOwn = callsOwnMethod(call, in: other, method) else {
                            return ([], "\(label), one of \(rivals.count) declarations of its name and labels, called on a receiver whose type the analysis does not know")
                        }
                        if !isOwn { continue }
                    }
                    calls.append((other, call))
                }
            }
        }
        if isInitializer {
            let (more, stop) = initializerCalls(of: function, owner: name, label: label)
            if let stop { return ([], stop) }
            calls += more
        }
        return (calls, nil)
    }

    /// The types whose methods share a name and labels: the one asked about, and all of them.
    struct MethodOwners {
        var own: String
        var all: Set<String>
        /// The owners another owner derives from (its method may run instead); nil when not known.
        var overridden: Set<String>?
        /// The owners declared as protocols.
        var protocols: Set<String>
    }

    /// The types of methods of one name and labels, when each is a method of a different type.
    private func methodOwners(_ rivals: [(file: Int, function: FunctionDeclaration)]) -> Set<String>? {
        var owners: Set<String> = []
        for (file, function) in rivals {
            guard let syntax = index.syntax(file), let outline = index.outline(file),
                let type = outline.enclosingType(of: function.keyword.anchor, in: syntax.view),
                owners.insert(type.components.last ?? type.name.text).inserted
            else { return nil }
        }
        return owners
    }

    /// Whether `call` calls the method of `method.own` rather than another type's: by its receiver's type, or, for
    /// a call on `self` or none, by the type it is written in; false when it cannot run `method.own`'s (none of those
    /// types is it, or derives from it, or is derived from by it); nil when that type is not known to be one of
    /// them, or another of them derives from it and may override it.
    private func callsOwnMethod(_ call: Call, in file: Int, _ method: MethodOwners) -> Bool? {
        var types: Set<String>
        if let receiver = call.receiver, !(receiver.name?.is("self") ?? false) {
            let bound = value(of: receiver, in: file)
            guard bound.stop == nil, bound.factories.isEmpty else { return nil }
            types = bound.types
        } else {
            guard let syntax = index.syntax(file), let outline = index.outline(file),
                let type = outline.enclosingType(of: call.nameAnchor, in: syntax.view)
            else { return nil }
            types = [type.components.last ?? type.name.text]
        }
        guard !types.isEmpty, types.isSubset(of: method.all) else { return nil }
        // A call that cannot run this owner's method whichever way it dispatches is another's, known or not.
        if !mayRun(method.own, on: types, method) { return false }
        guard !mayDispatchElsewhere(types, method) else { return nil }
        if types == [method.own] { return true }
        return types.contains(method.own) ? nil : false
    }

    /// Every `.init(…)` of the sources, found on the first question.
    func memberInitializerCallSites() -> [(file: Int, anchor: Int)] {
        if let found = memberInitializerCalls { return found }
        var found: [(file: Int, anchor: Int)] = []
        for file in index.files(mentioning: "init") {
            guard let view = index.syntax(file)?.view else { continue }
            for anchor in index.anchors(of: "init", in: file) where anchor >= 2 && view.kind(anchor - 1) == .dot && view.kind(anchor + 1) == .leftParen {
                found.append((file, anchor))
            }
        }
        memberInitializerCalls = found
        return found
    }

    /// The calls of an initializer written other than `Type(…)`: `self.init(…)` in the type, `super.init(…)` in
    /// a subclass, `: Type = .init(…)`, and `Sub(…)` of a subclass that inherits it (declares no initializer);
    /// or why they cannot all be known: an implicit `.init(…)` with its labels, which may build the type.
    private func initializerCalls(of function: FunctionDeclaration, owner: String, label: String) -> (calls: [(file: Int, call: Call)], stop: String?) {
        var calls: [(file: Int, call: Call)] = []
        for subclass in subclasses(of: owner) where initializers(of: subclass).isEmpty {
            for file in index.files(mentioning: subclass) {
                guard let view = index.syntax(file)?.view else { continue }
                for anchor in index.anchors(of: subclass, in: file) where view.kind(anchor - 1) != .dot && view.kind(anchor + 1) == .leftParen {
                    let call = Call(view: view, nameAnchor: anchor, open: anchor + 1)
                    if Self.matches(call, function) { calls.append((file, call)) }
                }
            }
        }
        // `Self(…)` in the type's own bodies.
        for file in index.files(mentioning: "Self") {
            guard let syntax = index.syntax(file), let outline = index.outline(file) else { continue }
            let view = syntax.view
            for anchor in index.anchors(of: "Self", in: file) where view.kind(anchor + 1) == .leftParen && view.kind(anchor - 1) != .dot {
                guard let host = outline.enclosingType(of: anchor, in: view), (host.components.last ?? host.name.text) == owner else { continue }
                let call = Call(view: view, nameAnchor: anchor, open: anchor + 1)
                if Self.matches(call, function) { calls.append((file, call)) }
            }
        }
        for (file, anchor) in memberInitializerCallSites() {
            guard let syntax = index.syntax(file), let outline = index.outline(file) else { continue }
            let view = syntax.view
            let call = Call(view: view, nameAnchor: anchor, open: anchor + 1)
            guard Self.matches(call, function) else { continue }
            let host = outline.enclosingType(of: anchor, in: view)
            if view.isWord(anchor - 2, "self") || view.isWord(anchor - 2, "Self") {
                if host.map({ $0.components.last ?? $0.name.text }) == owner { calls.append((file, call)) }
            } else if view.isWord(anchor - 2, "super") {
                if host.map({ types(named: $0.components.last ?? $0.name.text) }).map({ $0.contains { $0.type.conformances.first == owner } }) == true {
                    calls.append((file, call))
                }
            } else if anchor >= 4, view.isOperator(anchor - 2, "="), view.kind(anchor - 4) == .colon, view.kind(anchor - 3) == .identifier, view.text(anchor - 3) == owner {
                calls.append((file, call))
            } else if !Self.endsValue(anchor - 2, in: view) {
                return ([], "\(label), which may be called as an implicit `.init(…)`")
            } else if view.kind(anchor - 2) == .rightParen, view.isWord(view.match(anchor - 2) - 1, "type") {
                return ([], "\(label), which may be called as `type(of: …).init(…)`")
            }
        }
        return (calls, nil)
    }


    /// The functions named `name` in every file.
    func functions(named name: String) -> [(file: Int, function: FunctionDeclaration)] {
        if let found = declaredFunctions[name] { return found }
        let found = collect(named: name) { $0.function.keyword.is("func") && $0.function.name?.text == name }
        declaredFunctions[name] = found
        return found
    }

    /// The initializers written in the bodies of types and extensions named `type`.
    func initializers(of type: String) -> [(file: Int, function: FunctionDeclaration)] {
        if let found = declaredInitializers[type] { return found }
        let found = collect(named: type) { found in
            guard found.function.keyword.is("init"), let syntax = index.syntax(found.file),
                let host = index.outline(found.file)?.enclosingType(of: found.function.keyword.anchor, in: syntax.view)
            else { return false }
            return (host.components.last ?? host.name.text) == type
        }
        declaredInitializers[type] = found
        return found
    }

    private func collect(named name: String, where isWanted: ((file: Int, function: FunctionDeclaration)) -> Bool) -> [(file: Int, function: FunctionDeclaration)] {
        var found: [(file: Int, function: FunctionDeclaration)] = []
        for file in index.files(mentioning: name) {
            guard let outline = index.outline(file) else { continue }
            for function in outline.functions.values where isWanted((file, function)) { found.append((file, function)) }
        }
        return found.sorted { ($0.file, $0.function.keyword.anchor) < ($1.file, $1.function.keyword.anchor) }
    }

    // MARK: Labels

    /// Whether two declarations take the same argument labels.
    static func sameLabels(_ lhs: FunctionDeclaration, _ rhs: FunctionDeclaration) -> Bool {
        lhs.parameters.map(\.callLabel) == rhs.parameters.map(\.callLabel)
    }

    /// Whether the call's labels fit the declaration's parameters in order, those with defaults optional; a
    /// trailing closure fits any parameter.
    static func matches(_ call: Call, _ function: FunctionDeclaration) -> Bool {
        mapping(call, function) != nil
    }

    /// For each argument of the call, the parameter it is given for; nil when the labels do not fit.
    static func mapping(_ call: Call, _ function: FunctionDeclaration) -> [Int]? {
        let parameters = function.parameters
        let labels: [String?] = call.arguments.map { $0.label?.text }
        let trailing = call.trailingClosures.count
        var positions: [Int] = []
        var parameter = 0
        for label in labels {
            while parameter < parameters.count, parameters[parameter].callLabel != label, parameters[parameter].hasDefault { parameter += 1 }
            guard parameter < parameters.count, parameters[parameter].callLabel == label else { return nil }
            positions.append(parameter)
            parameter += 1
        }
        let remaining = parameters[parameter...].filter { !$0.hasDefault }.count
        return remaining <= trailing && parameters.count - parameter >= trailing ? positions : nil
    }

    /// The argument the call gives for the parameter at `position`; nil when it leaves it to its default or
    /// gives it as a trailing closure.
    static func argument(for position: Int, of function: FunctionDeclaration, in call: Call) -> Expression? {
        guard let positions = mapping(call, function), let found = positions.firstIndex(of: position) else { return nil }
        return call.arguments[found].value
    }
}
