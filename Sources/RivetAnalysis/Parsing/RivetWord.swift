/// Every word of Rivet's API that the analysis recognises in source: its types, members and argument labels, each
/// once. A rename in the runtime is one change here, and `VocabularyTests` (which compiles a use of each word
/// against Rivet) fails until it is made, rather than the analysis going quiet on the renamed form.
package enum RivetWord: String, CaseIterable, Sendable {
    // The module, for qualified names (`Rivet.Factory`).
    case rivet = "Rivet"

    // Types and protocols.
    case factory = "Factory"
    case registry = "Registry"
    case assembly = "Assembly"
    case injectedValues = "InjectedValues"
    case asyncInjectedValues = "AsyncInjectedValues"
    case injectionKey = "InjectionKey"
    case interfaceKey = "InterfaceKey"
    case asyncInjectionKey = "AsyncInjectionKey"
    case parameterizedKey = "ParameterizedKey"
    case listKey = "ListKey"
    case dictionaryKey = "DictionaryKey"
    case injected = "Injected"
    case lazyInjected = "LazyInjected"
    case lifecycle = "Lifecycle"
    case asyncLifecycle = "AsyncLifecycle"
    case argumentLifecycle = "ArgumentLifecycle"
    case launchContext = "LaunchContext"
    case launchCondition = "LaunchCondition"

    // A key's requirements and associated types; an assembly's.
    case make
    case value = "Value"
    case entryKey = "EntryKey"
    case assemble
    case into

    // Registry.
    case register
    case registerOnMainActor
    case registerAsync
    case contribute
    case onCreate
    case decorate
    case launch
    case at
    case perform
    case with

    // Factory.
    case beginFlow
    case reset
    case withCurrent
    case resolve
    case isolation
    case isFlow
    case description
    case warmUp
    case override
    case overrideOnMainActor
    case overrideAsync
    case withScopedRoot
    case installRoot
    case observer
    case assemblies

    // RivetTesting: the factories a test runs in.
    case rivetTestCase = "RivetTestCase"
    case withIsolatedFactory
    case isolatedFactory
    case strict

    // Lifecycles.
    case transient
    case singleton
    case flow
    case weakSingleton
    case graph
    case keepingAtMost

    // Launch contexts and conditions.
    case when
    case not
    case test
    case preview
    case debug
    case simulator
    case argument
    case environment
    case equals
    case arguments
    case isTest
    case isPreview
    case isDebug
    case isSimulator
    case hasArgument
}

extension RivetWord {
    /// The protocols a type conforms to that make it a key or an assembly.
    static let protocols: Set<String> = Set(
        [RivetWord.injectionKey, .interfaceKey, .asyncInjectionKey, .parameterizedKey, .listKey, .dictionaryKey, .assembly].map(\.rawValue)
    )
}
