/// Reads each assembly's registrations in the order they run, with the assemblies and registering
/// functions it composes inlined where they are called and their branch arms carried along.
struct AssemblyFlattener {
    /// A body that registers: the file, and its index in that file's `assemblies`.
    struct Body: Hashable {
        var file: Int
        var index: Int
    }

    private let files: [ParsedFile]
    private var assemblyBodies: [String: [Body]] = [:]
    private var functionBodies: [String: [Body]] = [:]
    /// Each body's registrations and compositions, in source order.
    private var steps: [Body: [Step]] = [:]
    private var flattened: [Body: Result<[Registration], UnreadError>] = [:]
    private var visiting: Set<Body> = []

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
                case .assembly: assemblyBodies[declaration.name, default: []].append(body)
                case .function: functionBodies[declaration.name, default: []].append(body)
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

    /// The names of the assemblies declared once.
    var assemblyNames: [String] {
        assemblyBodies.filter { $0.value.count == 1 }.map(\.key)
    }

    /// The names of the assemblies declared more than once, which the analysis cannot tell apart.
    var duplicatedNames: Set<String> {
        Set(assemblyBodies.filter { $0.value.count > 1 }.map(\.key))
    }

    /// The assembly's registrations in order, or the first construct that keeps them from being known.
    mutating func registrations(ofAssembly name: String) -> Result<[Registration], UnreadError> {
        guard let bodies = assemblyBodies[name], bodies.count == 1 else {
            preconditionFailure("registrations(ofAssembly:) takes a name from assemblyNames")
        }
        return registrations(of: definition(of: bodies[0]))
    }

    /// The body holding an assembly's `assemble(into:)`: its own, or one an extension declares.
    private func definition(of body: Body) -> Body {
        let declaration = files[body.file].assemblies[body.index]
        guard declaration.unread != nil, steps[body] == nil,
            let extensions = functionBodies["assemble"]?.filter({ files[$0.file].assemblies[$0.index].kind == .function(type: declaration.name) }),
            extensions.count == 1
        else { return body }
        return extensions[0]
    }

    private mutating func registrations(of body: Body) -> Result<[Registration], UnreadError> {
        if let done = flattened[body] { return done }
        let declaration = files[body.file].assemblies[body.index]
        if let unread = declaration.unread { return .failure(UnreadError(unread: unread)) }
        var found: [Registration] = []
        visiting.insert(body)
        defer { visiting.remove(body) }
        for step in steps[body] ?? [] {
            switch step {
            case .registration(let registration):
                found.append(registration)
            case .composition(let composition):
                switch composed(composition) {
                case .success(let inner):
                    found += inner.map { registration in
                        var inlined = registration
                        inlined.conditions = composition.conditions + registration.conditions
                        return inlined
                    }
                case .failure(let error):
                    flattened[body] = .failure(error)
                    return .failure(error)
                }
            }
        }
        flattened[body] = .success(found)
        return .success(found)
    }

    /// The registrations a composition inlines.
    private mutating func composed(_ composition: Composition) -> Result<[Registration], UnreadError> {
        let candidates: [Body]
        let name: String
        switch composition.target {
        case .assembly(let type):
            name = type
            candidates = (assemblyBodies[type] ?? []).map(definition)
        case .function(let function, let type):
            name = type.map { "\($0).\(function)" } ?? function
            candidates = (functionBodies[function] ?? []).filter { body in
                type == nil || files[body.file].assemblies[body.index].kind == .function(type: type)
            }
        }
        let problem: String
        switch candidates.count {
        case 1 where visiting.contains(candidates[0]):
            problem = "`\(name)`, which composes the assembly that calls it"
        case 1:
            return registrations(of: candidates[0])
        case 0:
            problem = "`\(name)`, which is not in the sources checked"
        default:
            problem = "`\(name)`, which is declared more than once"
        }
        return .failure(UnreadError(unread: Unread(location: composition.location, construct: problem)))
    }
}
