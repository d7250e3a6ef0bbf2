extension Parser {
    /// Records `registry.register(key, lifecycle)` in a registering function where `key` is its `K.Type`
    /// parameter (a Koin-style `single(_:into:)` helper), and `lifecycle` a case or another parameter: each call
    /// of the function registers the key it is given (``HelperRegistrations``), built by the key's own `make`, or by
    /// the closure each call passes when the function hands its own `make:` parameter on. False for anything else.
    mutating func readKeyParameterRegistration(_ call: Call) -> Bool {
        guard let method = call.name, method.is(.register), call.trailingClosures.isEmpty else { return false }
        var arguments = call.arguments
        // `make: make`, the function's own closure parameter, last.
        var makeName: String?
        if arguments.count == 3, arguments[2].label?.is("make") == true, let name = arguments[2].value.name {
            makeName = name.text
            arguments.removeLast()
        }
        guard (1...2).contains(arguments.count), arguments.allSatisfy({ $0.label == nil }), let key = arguments[0].value.name else { return false }
        let (container, conditions, isConditional) = placement(of: call)
        guard let container, let keyIndex = result.assemblies[container].parameters.firstIndex(where: { $0.name == key.text && $0.metatypeOf != nil })
        else { return false }
        let makeIndex = makeName.flatMap { name in result.assemblies[container].parameters.firstIndex { $0.name == name } }
        guard makeName == nil || makeIndex != nil else { return false }
        let written = arguments.count == 2 ? LifecycleReader.lifecycle(arguments[1].value) : nil
        let lifecycleIndex = lifecycleParameter(of: call, in: container)
        guard arguments.count == 1 || written != nil || lifecycleIndex != nil else { return false }
        var registration = Registration(
            keyName: key.text, writtenName: key.text, location: syntax.location(of: arguments[0].value),
            lifecycle: arguments.count == 1 ? .transient : written?.lifecycle, isLifecycleWritten: arguments.count == 2,
            builder: makeIndex == nil ? .keyMake : .opaque, assembly: result.assemblies[container].name, container: container,
            conditions: conditions, isConditional: isConditional, isOverride: false
        )
        registration.argumentLimit = written?.limit
        registration.takesArgument = written?.takesArgument
        registration.keyParameter = keyIndex
        registration.lifecycleParameter = lifecycleIndex
        registration.makeParameter = makeIndex
        result.helperRegistrations.append(registration)
        return true
    }

    /// The registering function's parameter that the call's second argument names, when it is one.
    func lifecycleParameter(of call: Call, in container: Int) -> Int? {
        let arguments = call.arguments
        guard arguments.count >= 2, arguments[1].label == nil, let name = arguments[1].value.name else { return nil }
        return result.assemblies[container].parameters.firstIndex { $0.name == name.text }
    }
}
