/// What the parser found in one file.
struct ParsedFile {
    var keys: [KeyDeclaration] = []
    var makes: [MakeDeclaration] = []
    var accessors: [AccessorDeclaration] = []
    /// The properties of `extension AsyncInjectedValues`, which `try await values.name` reads in an async make.
    var asyncAccessors: [AccessorDeclaration] = []
    var assemblies: [AssemblyDeclaration] = []
    var registrations: [Registration] = []
    /// The registrations in registering functions whose key is one of the function's parameters: each call of
    /// the function makes one, with the key it is given (``HelperRegistrations``).
    var helperRegistrations: [Registration] = []
    var compositions: [Composition] = []
    var factories: [FactoryConstruction] = []
    /// The assembly lists the file declares, for factories of other files built from them
    /// (``FactoryConstruction/assemblyList``).
    var assemblyLists: [String: [AssemblyUse]] = [:]
    /// The factories among `factories` that RivetTesting builds around tests, with what they belong to.
    var testFactories: [TestFactory] = []
    var injections: [Injection] = []
    /// `@Injected` and `@LazyInjected` properties of `@Observable` classes that are not `@ObservationIgnored`.
    var observedInjections: [ObservedInjection] = []
    /// `typealias EntryKey = T` (or `typealias Value = [T: E]`) in a type or extension body: the type's
    /// name and `T` as written, for a `DictionaryKey`'s entry keys, and where the alias is (in which type).
    var entryKeyTypes: [(typeName: String, entryKey: String, location: SourceLocation)] = []
    /// The bodies of the types and extensions declared, with their qualified names.
    var typeScopes: [TypeScope] = []
    /// The names of the structs, classes and actors declared, to tell which names are unique.
    var typeNames: [String] = []
    /// Each class declared with an inheritance list, and the first name in it: its superclass, when that is
    /// a class (a protocol otherwise).
    var inheritances: [(typeName: String, first: String)] = []
    /// The first protocol the file declares under one of Rivet's names (`InjectionKey`, `InterfaceKey`,
    /// `Assembly`), and where: those names may not mean Rivet's.
    var rivetNameDeclaration: (name: String, location: SourceLocation)?
    var declaresRivetNames: Bool { rivetNameDeclaration != nil }
    /// Whether it registers in a way the parser cannot read (`register(someKey)`).
    var hasUnreadRegistration = false
    /// The resolution sites of the forms that need no accessor name (subscripts, `@Injected`, `resolve`),
    /// found by the lexical pass; member accesses are found once the program's accessors are known.
    var sites: [FoundSite] = []
    /// Whether the file imports Rivet.
    var importsRivet = false
    /// What the parser followed and where it stopped, which explains the sites it did not record.
    var siteRegions = SiteRegions()
    /// Whether the file could not be read whole (unterminated literal, unbalanced brackets).
    var isMalformed = false
    /// The file's tokens and syntax as the parser read them, for the site scan and name binding, which would
    /// otherwise lex it again; nil for a malformed file.
    var syntax: SyntaxFile?
}
