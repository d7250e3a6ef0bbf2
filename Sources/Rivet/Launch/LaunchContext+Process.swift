import _RivetShims

/// The process's launch context, read once (a global's lazy initialisation is thread-safe).
let _processLaunchContext: LaunchContext = {
    let environment = _processEnvironment()
    return LaunchContext(
        arguments: CommandLine.arguments,
        environment: environment,
        isDebug: _isDebugBuild,
        isSimulator: _isSimulatorBuild || environment["SIMULATOR_UDID"] != nil
    )
}()

/// Whether Rivet was compiled for debugging: with the app, when it is built from source as a package.
private var _isDebugBuild: Bool {
    #if DEBUG
    true
    #else
    false
    #endif
}

/// Whether Rivet was compiled for a simulator.
private var _isSimulatorBuild: Bool {
    #if targetEnvironment(simulator)
    true
    #else
    false
    #endif
}

/// The process environment, from the C library's `environ` (no Foundation): `NAME=value` entries; the
/// first of two entries with one name wins, as `getenv` has it.
private func _processEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    guard let entries = rivet_environment() else { return environment }
    var index = 0
    while let entry = entries[index] {
        index += 1
        let text = String(cString: entry)
        guard let equals = text.firstIndex(of: "=") else { continue }
        let name = String(text[..<equals])
        if environment[name] == nil { environment[name] = String(text[text.index(after: equals)...]) }
    }
    return environment
}
