/// A `static func make(_ values: InjectedValues)` found in a type or extension body.
struct MakeDeclaration {
    /// The type's name, last component.
    var typeName: String
    var resolutions: [Resolution]
    var location: SourceLocation
}
