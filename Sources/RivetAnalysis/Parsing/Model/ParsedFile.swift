/// What the parser found in one file.
struct ParsedFile {
    var keys: [KeyDeclaration] = []
    var makes: [MakeDeclaration] = []
    var accessors: [AccessorDeclaration] = []
    var assemblies: [AssemblyDeclaration] = []
    var registrations: [Registration] = []
    var factories: [FactoryConstruction] = []
    var injections: [Injection] = []
    /// The names of the structs, classes and actors declared, to tell which names are unique.
    var typeNames: [String] = []
    /// Whether the file declares its own `InjectionKey`, `InterfaceKey` or `Assembly` protocol, so that
    /// those names may not mean Rivet's.
    var declaresRivetNames = false
    /// Whether it registers in a way the parser cannot read (`register(someKey)`).
    var hasUnreadRegistration = false
    /// Whether the file could not be read whole (unterminated literal, unbalanced brackets).
    var isMalformed = false
}
