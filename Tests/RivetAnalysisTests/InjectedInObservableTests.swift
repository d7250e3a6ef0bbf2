import Foundation
import Testing
@testable import RivetAnalysis

/// An `@Injected` or `@LazyInjected` property of an `@Observable` class must be `@ObservationIgnored`: the
/// macro's synthesized `_name` storage collides with the property wrapper's, and Swift's error names neither
/// the cause nor the fix. With `@ObservationIgnored` the property is an injection like any other.
@Suite struct InjectedInObservableTests {
    static func message(_ attribute: String, _ property: String, in type: String) -> String {
        "error: Rivet: `\(attribute) var \(property)` in the @Observable class `\(type)` is not @ObservationIgnored, so the "
            + "macro synthesizes a storage `_\(property)` that collides with the property wrapper's own `_\(property)`; "
            + "Swift reports it as `invalid redeclaration of synthesized property '_\(property)'`: mark it "
            + "`@ObservationIgnored \(attribute) var \(property)` (a resolved dependency needs no observation)."
    }

    @Test func anInjectedPropertyOfAnObservableClass_isAnError_namingThePropertyClassAndFix() {
        let source = contractKeys + """
            import Observation

            @Observable
            final class UsersViewModel {
                @Injected(\\.usersRepository) var repository
                @LazyInjected(\\InjectedValues.logger) private var log: any Logger
                var title = "Users"
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:31:5: " + Self.message("@Injected(\\.usersRepository)", "repository", in: "UsersViewModel"),
            "App.swift:32:5: " + Self.message("@LazyInjected(\\InjectedValues.logger)", "log", in: "UsersViewModel"),
        ])
    }

    @Test(arguments: [
        "@ObservationIgnored @Injected(\\.usersRepository) var repository",
        "@Injected(\\.usersRepository) @ObservationIgnored var repository",
        "@ObservationIgnored\n    @Injected(\\.usersRepository)\n    private(set) var repository",
        "@Injected(\\.usersRepository) private @ObservationIgnored var repository",
        "@Observation.ObservationIgnored @Injected(\\.usersRepository) var repository",
        "@ObservationIgnored nonisolated @Injected(\\.usersRepository) var repository",
        "@Injected(\\.usersRepository) static var repository",
    ])
    func anIgnoredOrStaticProperty_passes(_ property: String) {
        let source = contractKeys + """
            @MainActor @Observable final class UsersViewModel {
                var count = 0
                \(property)
            }
            """
        #expect(diagnostics(source) == [])
    }

    @Test(arguments: [
        "@Observation.Observable final class UsersViewModel",
        "@MainActor\n@Observable\npublic final class UsersViewModel: Sendable",
        "@Observable class UsersViewModel<Item>",
    ])
    func everySpellingOfTheMacro_isRead(_ header: String) {
        let source = contractKeys + header + " {\n    var isLoading = false\n    @Injected(\\.usersRepository) var repository\n}"
        #expect(diagnostics(source).map { $0.replacingOccurrences(of: #"App\.swift:\d+:5: "#, with: "", options: .regularExpression) } == [
            Self.message("@Injected(\\.usersRepository)", "repository", in: "UsersViewModel"),
        ])
    }

    /// Not an `@Observable` class's stored property: a plain class, an observable struct (which Swift
    /// rejects on its own), an extension, a local of a method, a property of a nested plain type.
    @Test func injectionsOutsideAnObservableClassesStoredProperties_pass() {
        let source = contractKeys + """
            final class Plain { @Injected(\\.usersRepository) var repository }
            @Observable struct Model { @Injected(\\.usersRepository) var repository }
            @Observable extension Plain {}
            @Observable final class Screen {
                var title = ""
                final class Row { @Injected(\\.logger) var log }
                func load() {
                    @Injected(\\.usersRepository) var repository
                    _ = repository
                }
                #if DEBUG
                @Injected(\\.logger) var debugLog
                #endif
            }
            """
        #expect(diagnostics(source) == [])
    }

    /// `@ObservationIgnored @Injected` is read as an injection as before: building the class resolves it.
    @Test func anIgnoredInjection_isStillAnEdge_soACycleThroughItIsFound() {
        let source = contractKeys + """
            @Observable final class UsersViewModel {
                @ObservationIgnored @Injected(\\.usersRepository) var repository
            }
            struct ViewModelKey: InjectionKey {
                static func make(_ values: InjectedValues) -> UsersViewModel { UsersViewModel() }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(UsersRepositoryKey.self) { values in Remote(values[ViewModelKey.self]) }
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:35:71: error: Rivet: dependency cycle: `UsersRepositoryKey` needs itself (UsersRepositoryKey -> "
                + "ViewModelKey -> UsersRepositoryKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need "
                + "into a key of its own.",
        ])
    }

    @Test func theRule_isSilencedByItsName() {
        let source = contractKeys + """
            @Observable final class UsersViewModel {
                // rivet: ignore injected-in-observable
                @Injected(\\.usersRepository) var repository
            }
            """
        #expect(diagnostics(source) == [])
    }

    /// The compile-failure fixture that shows Swift's error: the analysis reports it there, quoting the
    /// error the fixture expects from the compiler.
    @Test func theCompileFailureFixture_isReported_quotingTheCompilersError() throws {
        let path = RuntimeErrorTableTests.tests + "CompileFailures/InjectedInObservable.swift"
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let expected = try #require(source.split(separator: "\n").first?.replacingOccurrences(of: "// expected-error: ", with: ""))
        let found = diagnostics(["InjectedInObservable.swift": source])
        #expect(found == ["InjectedInObservable.swift:22:5: " + Self.message("@Injected(\\.usersRepository)", "repository", in: "UsersViewModel")])
        #expect(found.first?.contains("`\(expected)`") == true)
    }
}
