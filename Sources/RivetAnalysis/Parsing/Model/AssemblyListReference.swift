/// An assembly list a factory is built from by name (`Factory(assemblies: assemblies)`, `appAssemblies()`,
/// `CompositionRoot.appAssemblies()`). Which declaration the name means is settled over the whole program: a file
/// reads only its own, and a declaration of the same name in another file (a type's property or method that the
/// use is inside, a second list under `#if`) may be the one Swift picks. Where more than one may be, the factory
/// is left unread, with a note, rather than read from the wrong list.
struct AssemblyListReference {
    enum Kind {
        /// `assemblies`: a constant.
        case constant
        /// `appAssemblies()`: a global function, or a method of the type the use is in.
        case function
        /// `CompositionRoot.appAssemblies()`.
        case staticFunction
        /// `CompositionRoot.assemblies`: a static constant.
        case staticConstant
    }

    /// The name the file's lists are looked up by (``ConstructionReader/assemblyLists()``): `assemblies`,
    /// `appAssemblies()`, `CompositionRoot.appAssemblies()`, `CompositionRoot.assemblies`.
    var name: String
    /// The name as declared: `assemblies`, `appAssemblies`.
    var declaredName: String
    var kind: Kind
    /// Whether the use is inside a type's or extension's body, where a property or method of that name may hide a
    /// global one.
    var isInTypeBody: Bool
    /// Whether another file's list may be read for it: not when the factory is given a launch context, whose
    /// conditions that file cannot settle.
    var mayBeElsewhere: Bool
    /// Set by the program when more than one declaration may be the one the name means.
    var isAmbiguous = false
}
