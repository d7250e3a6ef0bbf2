/// Reads each assembly's registrations in the order they run, with the assemblies and registering
/// functions it composes inlined where they are called and their branch arms carried along.
///
/// Whether a body can be read whole is decided once per body, walking the compositions with a stack of
/// its own (a chain of thousands of assemblies must not exhaust the thread's). The registrations are
/// then laid out only for the assemblies a factory or flow is built from, each within
/// ``expansionLimit`` steps and all within ``totalExpansionLimit``: an assembly that composes another
/// twice, which composes another twice, and so on, would otherwise run to 2^depth registrations.
struct AssemblyFlattener {
    /// A body that registers: the file, and its index in that file's `assemblies`.
    struct Body: Hashable {
        var file: Int
        var index: Int
    }

    /// How many registrations and compositions one assembly is laid out to, at most.
    static let expansionLimit = 1 << 16
    /// How many the analysis lays out for all assemblies together, at most.
    static let totalExpansionLimit = 1 << 20

    private let files: [ParsedFile]
    private var assemblyBodies: [String: [Body]] = [:]
    private var functionBodies: [String: [Body]] = [:]
    /// The registering functions by base name and the type that declares them.
    private var memberBodies: [FunctionName: [Body]] = [:]
    /// Each body's registrations and compositions, in source order.
    private var steps: [Body: [Step]] = [:]
    /// Whether each body, and every body it composes, can be read whole; a success holds the body each
    /// of its compositions inlines, in order.
    private var checked: [Body: Result<[Body], UnreadError>] = [:]
    /// How many steps all expansions have taken.
    private var expanded = 0

    private struct FunctionName: Hashable {
        var name: String
        var type: String?
    }

    private enum Step {
        case registration(Registration)
        case composition(Composition)

        var location: SourceLocation {
            switch self {
            case .registration(let registration): registration.location
            case .composition(let composition): composition.location
            }
        }
    }

    struct UnreadError: Error {
        var unread: Unread
    }

    init(files: [ParsedFile]) {
        self.files = files
        for (file, parsed) in files.enumerated() {
            for (index, declaration) in parsed.assemblies.enumerated() {
                let body = Body(file: file, index: index)
                switch declaration.kind {
                case .assembly:
                    assemblyBodies[declaration.name, default: []].append(body)
                case .function(let type):
                    functionBodies[declaration.name, default: []].append(body)
                    memberBodies[FunctionName(name: declaration.name, type: type), default: []].append(body)
                }
            }
            for registration in parsed.registrations where !registration.isOverride {
                guard let container = registration.container else { continue }
                steps[Body(file: file, index: container), default: []].append(.registration(registration))
            }
            for composition in parsed.compositions {
                steps[Body(file: file, index: composition.container), default: []].append(.composition(composition))
            }
        }
        for (body, found) in steps { steps[body] = found.sorted { $0.location < $1.location } }
    }

    /// The names of the assemblies declared once, sorted.
    var assemblyNames: [String] {
        assemblyBodies.filter { $0.value.count == 1 }.map(\.key).sorted()
    }

    /// The names of the assemblies declared more than once, which the analysis cannot tell apart.
    var duplicatedNames: Set<String> {
        Set(assemblyBodies.filter { $0.value.count > 1 }.map(\.key))
    }

    /// Whether the assembly, and all it composes, can be read whole; if not, the first construct that
    /// keeps it from being.
    ///
    /// - Parameter name: A name from ``assemblyNames``.
    mutating func unread(ofAssembly name: String) -> Unread? {
        guard let body = assemblyBodies[name]?.first else { return nil }
        if case .failure(let error) = check(definition(of: body)) { return error.unread }
        return nil
    }

    /// The assembly's registrations in order, or the first construct that keeps them from being known.
    ///
    /// - Parameter name: A name from ``assemblyNames``.
    mutating func registrations(ofAssembly name: String) -> Result<[Registration], UnreadError> {
        guard let body = assemblyBodies[name]?.first else { return .success([]) }
        let root = definition(of: body)
        if case .failure(let error) = check(root) { return .failure(error) }
        return expand(root, name: name, location: files[body.file].assemblies[body.index].location)
    }

    /// The body holding an assembly's `assemble(into:)`: its own, or one an extension declares.
    private func definition(of body: Body) -> Body {
        let declaration = files[body.file].assemblies[body.index]
        guard declaration.unread != nil, steps[body] == nil,
            let extensions = memberBodies[FunctionName(name: RivetWord.assemble.rawValue, type: declaration.name)], extensions.count == 1
        else { return body }
        return extensions[0]
    }

    /// Whether `root` and every body it composes can be read whole, each body judged once: depth first,
    /// each body failing with the first of its own constructs or its compositions' that cannot be read,
    /// and so every body whose composition led to it.
    private mutating func check(_ root: Body) -> Result<[Body], UnreadError> {
        if let done = checked[root] { return done }
        // Each body being checked, the index of its next step, and the bodies its compositions inline so far.
        var stack: [(body: Body, step: Int, targets: [Body])] = []
        var onStack: Set<Body> = []
        var next: Body? = root
        var result: Result<[Body], UnreadError> = .success([])
        while true {
            if let body = next {
                next = nil
                if let unread = files[body.file].assemblies[body.index].unread {
                    result = .failure(UnreadError(unread: unread))
                    checked[body] = result
                } else {
                    stack.append((body, 0, []))
                    onStack.insert(body)
                }
            }
            if case .failure = result {
                // Each body on the stack composes the one that failed.
                for frame in stack { checked[frame.body] = result }
                return result
            }
            guard let top = stack.last else { return result }
            let bodySteps = steps[top.body] ?? []
            guard top.step < bodySteps.count else {
                stack.removeLast()
                onStack.remove(top.body)
                result = .success(top.targets)
                checked[top.body] = result
                if !stack.isEmpty { stack[stack.count - 1].targets.append(top.body) }
                continue
            }
            stack[stack.count - 1].step += 1
            guard case .composition(let composition) = bodySteps[top.step] else { continue }
            switch resolve(composition) {
            case .failure(let error):
                result = .failure(error)
            case .success(let target) where onStack.contains(target):
                result = .failure(UnreadError(unread: Unread(
                    location: composition.location, construct: "`\(Self.name(of: composition))`, which composes the assembly that calls it"
                )))
            case .success(let target):
                switch checked[target] {
                case .failure(let error)?: result = .failure(error)
                case .success?: stack[stack.count - 1].targets.append(target)
                case nil: next = target
                }
            }
        }
    }

    /// The one body a composition inlines.
    private func resolve(_ composition: Composition) -> Result<Body, UnreadError> {
        let candidates: [Body]
        switch composition.target {
        case .assembly(let type):
            candidates = (assemblyBodies[type] ?? []).map(definition)
        case .function(let function, let type?):
            candidates = memberBodies[FunctionName(name: function, type: type)] ?? []
        case .function(let function, nil):
            candidates = functionBodies[function] ?? []
        }
        let chosen = Self.overload(candidates, for: composition, files: files)
        let problem: String
        switch chosen.count {
        case 1: return .success(chosen[0])
        case 0: problem = "which is not in the sources checked"
        default: problem = "which is declared more than once"
        }
        return .failure(UnreadError(unread: Unread(location: composition.location, construct: "`\(Self.name(of: composition))`, \(problem)")))
    }

    /// Of several registering functions of one name, those taking as many arguments as the call passes (a
    /// `declare(K.self, .singleton, into: &registry)` beside a `declare(…, make:)`); all of them otherwise.
    static func overload<Candidate>(_ candidates: [Candidate], for composition: Composition, files: [ParsedFile],
                                    body: (Candidate) -> Body) -> [Candidate] {
        guard candidates.count > 1, case .function = composition.target else { return candidates }
        let matching = candidates.filter { candidate in
            let found = body(candidate)
            return composition.arguments(for: files[found.file].assemblies[found.index].parameters) != nil
        }
        return matching.isEmpty ? candidates : matching
    }

    private static func overload(_ candidates: [Body], for composition: Composition, files: [ParsedFile]) -> [Body] {
        overload(candidates, for: composition, files: files) { $0 }
    }

    private static func name(of composition: Composition) -> String {
        switch composition.target {
        case .assembly(let type): type
        case .function(let function, let type): type.map { "\($0).\(function)" } ?? function
        }
    }

    /// The registrations of `root`, checked, with those of the bodies it composes inlined, each with the
    /// branch arms of the compositions that bring it in before its own.
    private mutating func expand(_ root: Body, name: String, location: SourceLocation) -> Result<[Registration], UnreadError> {
        var found: [Registration] = []
        var taken = 0
        // Each body being laid out, the index of its next step and of its next composition's target, and
        // the branch arms of the compositions that brought it in.
        var stack: [(body: Body, step: Int, target: Int, conditions: [BranchArm])] = [(root, 0, 0, [])]
        while let top = stack.last {
            let bodySteps = steps[top.body] ?? []
            guard top.step < bodySteps.count else {
                stack.removeLast()
                continue
            }
            taken += 1
            expanded += 1
            if taken > Self.expansionLimit || expanded > Self.totalExpansionLimit {
                return .failure(UnreadError(unread: Unread(
                    location: location,
                    construct: "`\(name)`, whose compositions add up to more than \(Self.expansionLimit) registrations"
                )))
            }
            stack[stack.count - 1].step += 1
            switch bodySteps[top.step] {
            case .registration(let registration):
                var inlined = registration
                inlined.assembledBy = name
                if !top.conditions.isEmpty { inlined.conditions = top.conditions + registration.conditions }
                found.append(inlined)
            case .composition(let composition):
                guard case .success(let targets) = checked[top.body], top.target < targets.count else { continue }
                stack[stack.count - 1].target += 1
                stack.append((targets[top.target], 0, 0, top.conditions + composition.conditions))
            }
        }
        return .success(found)
    }
}
