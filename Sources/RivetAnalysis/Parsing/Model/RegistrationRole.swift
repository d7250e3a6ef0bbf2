/// What a call in an assembly does with its key: registers it, contributes to it, or hooks it.
enum RegistrationRole {
    /// `register(K.self, …)`, `registerAsync`, `override`: how the key is built.
    case registration
    /// `contribute(K.self, …)`: an element or entry of the collection key `K`. (Boxed, so that every
    /// registration stays small to copy.)
    indirect case contribution(Contribution)
    /// `onCreate(K.self) { … }` or `decorate(K.self) { … }`: code run on each new value of `K`.
    case hook(Hook)
}

/// `registry.onCreate(K.self) { values, value in … }` or `registry.decorate(K.self) { values, value in … }`:
/// its closure runs inside the construction of each new value of the key, in the factory or flow whose
/// assemblies add it.
enum Hook: String {
    case onCreate, decorate
}
