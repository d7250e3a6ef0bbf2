import Rivet
@testable import RivetAnalysis
import RivetTesting
import Testing

// Issue 26, item 3: the analysis recognises Rivet's API by the words in `RivetWord`. Here each word has a use compiled
// against Rivet: a rename in the runtime breaks this file, and a word added to the vocabulary without a use here (or
// a use kept for a word the vocabulary dropped) fails the test, so that the analysis cannot go quiet on a new name.

private struct WordKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { 0 }
}

private struct WordInterface: InterfaceKey {
    typealias Value = Int
}

private struct WordAsyncKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Int { 0 }
}

private struct WordItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: Int) -> Int { argument }
}

private struct WordListKey: ListKey {
    typealias Element = Int
}

private struct WordDictionaryKey: DictionaryKey {
    typealias EntryKey = String
    typealias Element = Int
}

private struct WordAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

extension InjectedValues {
    fileprivate var word: Int { self[WordKey.self] }
}

private final class WordHost {
    @Injected(\.word) var injected
    @LazyInjected(\.word) var lazyInjected
}

/// A use of each word; the closures are never called, only compiled.
private var uses: [(RivetWord, Any)] { [
    (.rivet, Rivet.Factory.self),
    (.factory, Factory.self),
    (.registry, Registry.self),
    (.assembly, (any Assembly).self),
    (.injectedValues, InjectedValues.self),
    (.asyncInjectedValues, AsyncInjectedValues.self),
    (.injectionKey, (any InjectionKey).self),
    (.interfaceKey, WordInterface.self as any InterfaceKey.Type),
    (.asyncInjectionKey, WordAsyncKey.self as any AsyncInjectionKey.Type),
    (.parameterizedKey, WordItemKey.self as any ParameterizedKey.Type),
    (.listKey, WordListKey.self as any ListKey.Type),
    (.dictionaryKey, WordDictionaryKey.self as any DictionaryKey.Type),
    (.injected, Injected<Int>.self),
    (.lazyInjected, LazyInjected<Int>.self),
    (.lifecycle, Rivet.Lifecycle.singleton),
    (.asyncLifecycle, AsyncLifecycle.singleton),
    (.argumentLifecycle, Rivet.ArgumentLifecycle.transient),
    (.launchContext, LaunchContext.current),
    (.launchCondition, Rivet.LaunchCondition.test),
    (.make, WordKey.make),
    (.value, WordKey.Value.self),
    (.entryKey, WordDictionaryKey.EntryKey.self),
    (.assemble, WordAssembly.assemble(into:)),
    (.into, { (registry: inout Registry) in WordAssembly().assemble(into: &registry) }),
    (.register, { (registry: inout Registry) in registry.register(WordKey.self, .singleton) }),
    (.registerOnMainActor, { (registry: inout Registry) in registry.registerOnMainActor(WordKey.self) { _ in 0 } }),
    (.registerAsync, { (registry: inout Registry) in registry.registerAsync(WordAsyncKey.self) }),
    (.contribute, { (registry: inout Registry) in registry.contribute(WordListKey.self) { _ in 0 } }),
    (.at, { (registry: inout Registry) in registry.contribute(WordDictionaryKey.self, at: "a") { _ in 0 } }),
    (.onCreate, { (registry: inout Registry) in registry.onCreate(WordKey.self) { _, _ in } }),
    (.perform, { (registry: inout Registry) in registry.onCreate(WordKey.self, perform: { _, _ in }) }),
    (.decorate, { (registry: inout Registry) in registry.decorate(WordKey.self) { _, value in value } }),
    (.with, { (registry: inout Registry) in registry.decorate(WordKey.self, with: { _, value in value }) }),
    (.launch, { (registry: inout Registry) in _ = registry.launch }),
    (.beginFlow, { (factory: Factory) in factory.beginFlow(WordAssembly()) }),
    (.reset, { (factory: Factory) in factory.reset() }),
    (.withCurrent, { (factory: Factory) in factory.withCurrent { factory[WordKey.self] } }),
    (.resolve, { (factory: Factory) async throws in try await factory.resolve(WordAsyncKey.self) }),
    (.isolation, { (values: AsyncInjectedValues) async throws in try await values.resolve(WordAsyncKey.self, isolation: nil) }),
    (.isFlow, \Factory.isFlow),
    (.description, \Factory.description),
    (.warmUp, { (factory: Factory) async throws in try await factory.warmUp() }),
    (.override, { (factory: Factory) in factory.override(WordKey.self) { _ in 1 } }),
    (.overrideOnMainActor, { (factory: Factory) in factory.overrideOnMainActor(WordKey.self) { _ in 1 } }),
    (.overrideAsync, { (factory: Factory) in factory.overrideAsync(WordAsyncKey.self) { _ in 1 } }),
    (.withScopedRoot, { Factory.withScopedRoot(WordAssembly()) { $0[WordKey.self] } }),
    (.installRoot, { (factory: Factory) in Factory.installRoot(factory) }),
    (.transient, Rivet.Lifecycle.transient),
    (.singleton, Rivet.Lifecycle.singleton),
    (.flow, Rivet.Lifecycle.flow),
    (.weakSingleton, Rivet.Lifecycle.weakSingleton),
    (.graph, Rivet.Lifecycle.graph),
    (.keepingAtMost, Rivet.ArgumentLifecycle.singleton(keepingAtMost: 8)),
    (.when, WordAssembly().when(.test)),
    (.not, Rivet.LaunchCondition.not(.debug)),
    (.test, Rivet.LaunchCondition.test),
    (.preview, Rivet.LaunchCondition.preview),
    (.debug, Rivet.LaunchCondition.debug),
    (.simulator, Rivet.LaunchCondition.simulator),
    (.argument, Rivet.LaunchCondition.argument("-mock")),
    (.environment, Rivet.LaunchCondition.environment("STAGE")),
    (.equals, Rivet.LaunchCondition.environment("STAGE", equals: "1")),
    (.arguments, \LaunchContext.arguments),
    (.isTest, \LaunchContext.isTest),
    (.isPreview, \LaunchContext.isPreview),
    (.isDebug, \LaunchContext.isDebug),
    (.isSimulator, \LaunchContext.isSimulator),
    (.hasArgument, LaunchContext.hasArgument),
    (.observer, { Factory(observer: nil, WordAssembly()) }),
    (.assemblies, { Factory(assemblies: [WordAssembly()]) }),
    (.rivetTestCase, \RivetTestCase.assemblies),
    (.withIsolatedFactory, { withIsolatedFactory(WordAssembly(), strict: true) { _ in } }),
    (.isolatedFactory, { IsolatedFactoryTrait.isolatedFactory(WordSendableAssembly()) }),
    (.strict, { withIsolatedFactory(strict: false) { _ in } }),
] }

private struct WordSendableAssembly: Assembly, Sendable {
    func assemble(into registry: inout Registry) {}
}

@Suite struct VocabularyTests {
    @Test func everyWordTheAnalysisRecognises_hasAUseCompiledAgainstRivet_andNoOther() {
        let used = uses.map(\.0)
        #expect(Set(used) == Set(RivetWord.allCases), "without a use: \(Set(RivetWord.allCases).subtracting(used))")
        #expect(used.count == Set(used).count, "a word used twice")
    }

    @Test func theWordsAreTheSpellingsTheAnalysisReads() {
        let words = RivetWord.allCases.map(\.rawValue)
        #expect(words.count == Set(words).count, "two cases spell the same word")
        #expect(words.allSatisfy { $0.allSatisfy { $0.isLetter } }, "a word is an identifier")
        #expect(RivetWord.protocols == ["InjectionKey", "InterfaceKey", "AsyncInjectionKey", "ParameterizedKey", "ListKey", "DictionaryKey", "Assembly"])
    }
}
