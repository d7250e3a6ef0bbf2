extension Parser {
    /// Reads a type or extension body's members: a key's `make`, and `InjectedValues` and
    /// `AsyncInjectedValues` accessors.
    mutating func readMembers(of header: TypeDeclaration) {
        let name = header.components[header.components.count - 1]
        let isExtension = header.keyword == "extension" && (header.components.count == 1 || header.components == [RivetWord.rivet.rawValue, name])
        let isInjectedValues = isExtension && name == RivetWord.injectedValues.rawValue
        let isAsyncInjectedValues = isExtension && name == RivetWord.asyncInjectedValues.rawValue
        let close = view.match(header.brace)
        var index = header.brace + 1
        while index < close {
            if view.isWord(index, "static"), view.isWord(index + 1, "func"), view.isWord(index + 2, .make),
                view.kind(index + 3) == .leftParen, let make = make(parentheses: index + 3, typeName: name)
            {
                result.makes.append(make)
            } else if view.isWord(index, "typealias"), let entryKey = entryKeyType(at: index + 1) {
                result.entryKeyTypes.append((name, entryKey))
            } else if isInjectedValues, view.isWord(index, "var"), view.kind(index + 1) == .identifier,
                view.kind(index + 2) == .colon
            {
                result.accessors.append(accessor(at: index + 1))
            } else if isAsyncInjectedValues, view.isWord(index, "var"), view.kind(index + 1) == .identifier,
                view.kind(index + 2) == .colon
            {
                result.asyncAccessors.append(asyncAccessor(at: index + 1))
                // A bare `resolve(K.self)` in its body is a resolution site (the values are `self`).
                if let brace = body(after: index + 2) {
                    for token in brace..<view.match(brace) where view.isWord(token, .resolve) && view.kind(token + 1) == .leftParen
                        && view.kind(token - 1) != .dot
                    {
                        siteCandidates.append(token)
                    }
                }
            }
            index = view.next(after: index)
        }
    }

    /// `static func make(_ values: InjectedValues) -> T { … }`, `make(_ values: AsyncInjectedValues)
    /// async throws -> T { … }`, or a parameterized key's `make(_ values: InjectedValues, _ id: ID) -> T { … }`,
    /// whose parameters start at `parentheses`.
    private func make(parentheses: Int, typeName: String) -> MakeDeclaration? {
        var close = view.match(parentheses)
        let end = close
        // A parameterized key's make: the values, then its argument.
        var comma = parentheses + 1
        while comma < close, view.kind(comma) != .comma { comma = view.next(after: comma) }
        let hasArgument = comma < close
        if hasArgument {
            var next = comma + 1
            while next < close, view.kind(next) != .comma { next = view.next(after: next) }
            guard next == close else { return nil }
            close = comma
        }
        guard let (parameter, type) = singleParameter(in: parentheses, close) else { return nil }
        let isAsync = (type..<close).contains { view.isWord($0, .asyncInjectedValues) }
        guard isAsync || (type..<close).contains(where: { view.isWord($0, .injectedValues) }), !(isAsync && hasArgument),
            let body = body(after: end)
        else { return nil }
        return MakeDeclaration(
            typeName: typeName,
            resolutions: resolutions(in: body, parameter: parameter, isAsync: isAsync),
            location: location(parentheses - 1),
            isAsync: isAsync,
            hasArgument: hasArgument
        )
    }

    /// After `typealias`, `EntryKey = T` or `Value = [T: E]`: `T` as written (a dotted name).
    private func entryKeyType(at index: Int) -> String? {
        guard view.kind(index + 1) == .operator, view.isOperator(index + 1, "=") else { return nil }
        if view.isWord(index, .entryKey), let (components, end) = view.dottedName(at: index + 2),
            view.kind(end) != .operator, view.kind(end) != .leftBracket, view.kind(end) != .leftParen
        {
            return components.joined(separator: ".")
        }
        if view.isWord(index, .value), view.kind(index + 2) == .leftBracket,
            let (components, end) = view.dottedName(at: index + 3), view.kind(end) == .colon
        {
            return components.joined(separator: ".")
        }
        return nil
    }

    /// The name of the only parameter between the parentheses (nil for `_`), and where its type starts.
    func singleParameter(in open: Int, _ close: Int) -> (name: Int?, type: Int)? {
        var colon = open + 1
        while colon < close, view.kind(colon) == .identifier { colon += 1 }
        guard view.kind(colon) == .colon, colon - open - 1 == 1 || colon - open - 1 == 2 else { return nil }
        guard !(colon + 1..<close).contains(where: { view.kind($0) == .comma }) else { return nil }
        let name = colon - 1
        return (view.isWord(name, "_") ? nil : name, colon + 1)
    }

    /// The `{` of the body that follows a signature ending before `start`, if one follows before the next
    /// member.
    func body(after start: Int) -> Int? {
        var index = start + 1
        while index < view.count {
            switch view.kind(index) {
            case .leftBrace: return index
            case .rightBrace, .semicolon, .none: return nil
            case .identifier where view.isWord(index, "func") || view.isWord(index, "var") || view.isWord(index, "let"):
                return nil
            default: index = view.next(after: index)
            }
        }
        return nil
    }

    /// A property of `extension InjectedValues` whose name is at `index`.
    private func accessor(at index: Int) -> AccessorDeclaration {
        var keyName: String?
        var site: Int32?
        if let brace = body(after: index + 1) {
            var start = brace + 1
            var end = view.match(brace)
            if view.isWord(start, "get"), view.kind(start + 1) == .leftBrace, view.match(start + 1) == end - 1 {
                start += 2
                end -= 1
            }
            if view.isWord(start, "return") { start += 1 }
            if view.isWord(start, "self"), view.kind(start + 1) == .leftBracket,
                let (name, after) = view.metatype(at: start + 2), view.kind(after) == .rightBracket, after + 1 == end
            {
                keyName = name
                site = view.tokens[start].start
            }
        }
        return AccessorDeclaration(name: view.text(index), keyName: keyName, location: location(index), siteOffset: site)
    }

    /// A property of `extension AsyncInjectedValues` whose name is at `index`: the key it awaits when its
    /// getter is exactly `try await resolve(K.self)` (`get async throws { … }`, with `return` or `self.`).
    private func asyncAccessor(at index: Int) -> AccessorDeclaration {
        var keyName: String?
        var site: Int32?
        if let brace = body(after: index + 1), view.isWord(brace + 1, "get") {
            var open = brace + 2
            while view.isWord(open, "async") || view.isWord(open, "throws") {
                open += 1
                if view.kind(open) == .leftParen { open = view.match(open) + 1 }  // `throws(SomeError)`
            }
            if view.kind(open) == .leftBrace, view.match(open) + 1 == view.match(brace) {
                var start = open + 1
                if view.isWord(start, "return") { start += 1 }
                if view.isWord(start, "try") { start += 1 }
                if view.isWord(start, "await") { start += 1 }
                if view.isWord(start, "self"), view.kind(start + 1) == .dot { start += 2 }
                if let name = awaitedKey(call: start), view.match(start + 1) + 1 == view.match(open) {
                    keyName = name
                    // The site is the receiver: `self` in `self.resolve(…)`, else the bare `resolve`.
                    site = view.tokens[view.isWord(start - 2, "self") && view.kind(start - 1) == .dot ? start - 2 : start].start
                }
            }
        }
        return AccessorDeclaration(name: view.text(index), keyName: keyName, location: location(index), siteOffset: site)
    }

    /// In an assembly's body, `func assemble(into registry: inout Registry) { … }`: its `{` and the
    /// parameter's token.
    func assembleBody(in brace: Int) -> (Int, Int)? {
        let close = view.match(brace)
        var index = brace + 1
        while index < close {
            if view.isWord(index, "func"), view.isWord(index + 1, .assemble), view.kind(index + 2) == .leftParen,
                view.isWord(index + 3, .into), view.kind(index + 4) == .identifier, view.kind(index + 5) == .colon,
                view.isWord(index + 6, "inout"), view.isWord(index + 7, .registry) || view.isWord(index + 9, .registry),
                let body = body(after: view.match(index + 2))
            {
                return (body, index + 4)
            }
            index = view.next(after: index)
        }
        return nil
    }
}

extension Parser {
    /// `func name(… registry: inout Registry …) { … }` other than an assembly's `assemble(into:)`: a
    /// body that registers, which assemblies call to share registrations.
    mutating func readRegistryFunction(at index: Int, in typeName: String?) {
        guard view.kind(index + 1) == .identifier else { return }
        // `func helper<T>(…)`: past the generic parameters.
        let open = view.kind(index + 2) == .operator && view.bytes[Int(view.tokens[index + 2].start)] == UInt8(ascii: "<")
            ? view.skipAngles(from: index + 2) : index + 2
        guard view.kind(open) == .leftParen else { return }
        let close = view.match(open)
        var parameter: Int?
        for token in (open + 1)..<close where view.isWord(token, "inout") {
            let isRegistry = view.isWord(token + 1, .registry)
                || (view.isWord(token + 1, .rivet) && view.kind(token + 2) == .dot && view.isWord(token + 3, .registry))
            guard isRegistry, view.kind(token - 1) == .colon, view.kind(token - 2) == .identifier else { continue }
            if parameter != nil { return }  // two registries: not a shape assemblies use
            parameter = token - 2
        }
        guard let parameter, let body = body(after: close), registryBodies[body] == nil else { return }
        result.assemblies.append(AssemblyDeclaration(
            name: view.text(index + 1), kind: .function(type: typeName.map { $0.split(separator: ".").last.map(String.init) ?? $0 }),
            location: location(index + 1)
        ))
        registryBodies[body] = (result.assemblies.count - 1, parameter)
        registryParameters[result.assemblies.count - 1] = parameter
    }
}
