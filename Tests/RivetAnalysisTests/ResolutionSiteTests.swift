import Foundation
import Testing
@testable import RivetAnalysis

/// Every resolution site counts: each is attributed to a key's build or a factory, or named with what
/// stopped the analysis (`rivet check --unattributed`), and each file with unnamed ones gets one note.
@Suite struct ResolutionSiteTests {
    /// Two keys, accessors for both, and a root factory over an assembly registering them.
    static let program = """
        import Rivet
        struct AKey: InjectionKey {
            static func make(_ values: InjectedValues) -> A { A(b: values[BKey.self], same: values.b) }
        }
        struct BKey: InjectionKey {
            static func make(_ values: InjectedValues) -> B { B() }
        }
        extension InjectedValues {
            var a: A { self[AKey.self] }
            var b: B { self[BKey.self] }
        }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(AKey.self, .singleton)
                registry.register(BKey.self) { values in B(a: nil) }
            }
        }

        """

    /// Every site of `source` (after ``program``) as `--unattributed` lists it, attributed ones too.
    private func sites(_ source: String) -> [String] {
        Analysis(files: [SourceFile(path: "App.swift", text: Self.program + source)]).sites.map(\.listing)
    }

    @Test func subscripts_inMakesAndThroughARootConstant_areAttributed_andAnArrayLiteralIsNoSite() {
        #expect(sites("""
            let factory = Factory(AppAssembly())
            let types: [Any.Type] = [AKey.self, BKey.self]
            print(factory[AKey.self], types)
            """) == [
            "App.swift:3:60: subscript values[BKey.self]: attributed",
            "App.swift:3:85: accessor values.b: attributed",
            "App.swift:9:16: subscript self[AKey.self]: attributed",
            "App.swift:10:16: subscript self[BKey.self]: attributed",
            "App.swift:20:7: subscript factory[AKey.self]: attributed",
        ])
    }

    @Test func subscript_inAHelperFunction_isNamedWithTheFunction() {
        #expect(Array(sites("""
            func endpoint(_ values: InjectedValues) -> B { values[BKey.self] }
            """).dropFirst(4)) == [
            "App.swift:18:48: subscript values[BKey.self]: the receiver `values` may hold `values`, a parameter of a function the sources never call",
        ])
    }

    @Test func accessor_throughAHeldFactory_isNamed_butAMemberOfAResolvedValueIsNoSite() {
        #expect(Array(sites("""
            final class Coordinator {
                let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func start() { print(self.factory.a, factory[AKey.self].b) }
            }
            let types = \\InjectedValues.a
            """).dropFirst(4)) == [
            "App.swift:21:31: accessor self.factory.a: the receiver `self.factory` may hold `factory`, a parameter of a function the sources never call",
            "App.swift:21:42: subscript factory[AKey.self]: the receiver `factory` may hold `factory`, a parameter of a function the sources never call",
        ])
    }

    @Test func accessor_onAFlowConstant_isAttributedToTheFlow_thenByBinding_afterTheFlowIsPassedOn() {
        #expect(Array(sites("""
            let factory = Factory(AppAssembly())
            let login = factory.beginFlow(AppAssembly())
            print(login.a)
            start(login)
            print(login.b)
            """).dropFirst(4)) == [
            "App.swift:20:7: accessor login.a: attributed",
            // Past `start(login)` the constant reader stops; binding by name follows `login` on to its flow.
            "App.swift:22:7: accessor login.b: attributed",
        ])
    }

    @Test func injected_ofATypeAKeyBuilds_isAttributed_andOfOneNothingBuilds_isNamed() {
        #expect(Array(sites("""
            final class Presenter {
                @Injected(\\.a) var a
            }
            final class Orphan {
                @Injected(\\.b) var b
            }
            struct PresenterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Presenter { Presenter() }
            }
            """).dropFirst(4)) == [
            "App.swift:19:17: @Injected @Injected(\\.a): attributed",
            "App.swift:22:17: @Injected @Injected(\\.b): an `@Injected` property of `Orphan`, a type the sources never build, where the root it resolves from is not known (no root installed with `Factory.installRoot` in the sources checked)",
        ])
    }

    /// The module's name before the wrapper or the key path's root is the same injection (an attack found both
    /// neither judged nor named). A lazy one is named, as unqualified.
    @Test func injected_qualifiedWithTheModulesName_isReadAsUnqualified() {
        #expect(Array(sites("""
            final class Presenter {
                @Rivet.Injected(\\.a) var a
                @Rivet.LazyInjected(\\Rivet.InjectedValues.b) var b
            }
            struct PresenterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Presenter { Presenter() }
            }
            """).dropFirst(4)) == [
            "App.swift:19:23: @Injected @Rivet.Injected(\\.a): attributed",
            "App.swift:20:47: @LazyInjected @Rivet.LazyInjected(\\Rivet.InjectedValues.b): an `@LazyInjected(\\.b)` property "
                + "resolves on first read, which the analysis follows only where a make reads it from the host it has just built",
        ])
    }

    @Test func injected_withAKeyPathTheAnalysisDoesNotRead_isNamed() {
        #expect(Array(sites("""
            final class Presenter {
                @Injected(\\.a.name) var name
            }
            """).dropFirst(4)) == [
            "App.swift:19:5: @Injected @Injected(\\.a.name): a key path the analysis does not read (only `\\.name` and `\\InjectedValues.name` are)",
        ])
    }

    @Test func lazyInjected_isAlwaysNamed_asResolvedFromWhicheverFactoryIsCurrent() {
        #expect(Array(sites("""
            final class Presenter {
                @LazyInjected(\\.a) var a
            }
            struct PresenterKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Presenter { Presenter() }
            }
            """).dropFirst(4)) == [
            "App.swift:19:21: @LazyInjected @LazyInjected(\\.a): an `@LazyInjected(\\.a)` property resolves on first read, which the analysis follows only where a make reads it from the host it has just built",
        ])
    }

    /// The `@LazyInjected` property of a helper that each key's make or closure builds and reads at once
    /// (`Helper().a`) resolves there and nowhere else: the model judges it as the key's dependency.
    static let helperReadAtOnce = """
        final class Helper {
            @LazyInjected(\\.a) var value
        }
        struct PresenterKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Presenter { Presenter(a: Helper().value) }
        }
        struct MoreAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(PresenterKey.self) { values in Presenter(a: Helper().value) }
            }
        }

        """

    @Test func lazyInjected_ofATypeOnlyKeysBuildAndReadAtOnce_isAttributed() {
        #expect(Array(sites(Self.helperReadAtOnce).dropFirst(4)) == [
            "App.swift:19:21: @LazyInjected @LazyInjected(\\.a): attributed",
        ])
    }

    @Test func lazyInjected_ofATypeAlsoBuiltOutsideAKeysBuild_isNamed() {
        #expect(Array(sites(Self.helperReadAtOnce + "let kept = Helper()\n").dropFirst(4)) == [
            "App.swift:19:21: @LazyInjected @LazyInjected(\\.a): an `@LazyInjected(\\.a)` property resolves on first read, which the analysis follows only where a make reads it from the host it has just built",
        ])
    }

    @Test func resolve_inAnAsyncMake_inAnAsyncAccessor_andThroughARootConstant_isAttributed() {
        let source = """
            import Rivet
            struct CKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> C { C(d: try await values.resolve(DKey.self)) }
            }
            struct DKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> D { D() }
            }
            extension AsyncInjectedValues {
                var d: D { get async throws { try await resolve(DKey.self) } }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(CKey.self, .singleton)
                    registry.registerAsync(DKey.self, .singleton)
                }
            }
            final class Resolver { func resolve(_ type: Any.Type) {} }
            func main() async throws {
                let factory = Factory(AppAssembly())
                print(try await factory.resolve(CKey.self))
                Resolver().resolve(CKey.self)
            }
            """
        #expect(Analysis(files: [SourceFile(path: "App.swift", text: source)]).sites.map(\.listing) == [
            "App.swift:3:88: resolve values.resolve(DKey.self): attributed",
            "App.swift:9:45: resolve resolve(DKey.self): attributed",
            "App.swift:20:21: resolve factory.resolve(CKey.self): attributed",
            "App.swift:21:14: resolve Resolver().resolve(CKey.self): the receiver `Resolver()` is a `Resolver`, whose own resolve the analysis does not follow",
        ])
    }

    @Test func anAccessorsOwnBody_isAttributedWhenRead_andNamedWhenNot() {
        #expect(Array(sites("""
            extension InjectedValues {
                var either: B { let found = self[BKey.self]; return found }
            }
            """).dropFirst(4)) == [
            "App.swift:19:33: subscript self[BKey.self]: an accessor or extension body the analysis does not read (only `self[K.self]` and `try await resolve(K.self)` are)",
        ])
    }

    @Test func resolutions_theMakeDoesNotCertainlyRun_areNamedWithWhatStoppedThem() {
        #expect(Array(sites("""
            struct CKey: InjectionKey {
                static func make(_ values: InjectedValues) -> C {
                    let lazy = { values[AKey.self] }
                    #if DEBUG
                    print(values.a)
                    #endif
                    guard ready else { return C() }
                    return C(b: values.b)
                }
            }
            """).dropFirst(4)) == [
            "App.swift:20:22: subscript values[AKey.self]: inside a block or closure nested in the make or closure the analysis reads, which may not run whenever that runs",
            "App.swift:22:15: accessor values.a: under `#if`",
            "App.swift:25:21: accessor values.b: after a `guard`, which may leave first",
        ])
    }

    @Test func aKeyNameOfTwoKeys_isAttributedWhenQualified_andNamedWhenNot() {
        let files = [
            SourceFile(path: "A.swift", text: Self.program + "enum Cart { struct StoreKey: InjectionKey { static func make(_ values: InjectedValues) -> S { S() } } }\n"),
            SourceFile(path: "B.swift", text: "enum Login { struct StoreKey: InjectionKey { static func make(_ values: InjectedValues) -> S { S(b: values[Cart.StoreKey.self]) } } }\n"),
            SourceFile(path: "C.swift", text: "struct OtherKey: InjectionKey { static func make(_ values: InjectedValues) -> S { S(b: values[StoreKey.self]) } }\n"),
        ]
        #expect(Analysis(files: files).unattributedSites.map(\.listing) == [
            "C.swift:1:88: subscript values[StoreKey.self]: `StoreKey`, which may be any of the keys `Cart.StoreKey`, `Login.StoreKey`, so the analysis cannot tell which key it is",
        ])
    }

    @Test func aKeyDeclaredTwice_isNamed() {
        let files = [
            SourceFile(path: "A.swift", text: Self.program + "enum Cart { struct StoreKey: InjectionKey { static func make(_ values: InjectedValues) -> S { S() } } }\n"),
            SourceFile(path: "B.swift", text: "#if DEBUG\nenum Cart { struct StoreKey: InjectionKey { static func make(_ values: InjectedValues) -> S { S(b: values[Cart.StoreKey.self]) } } }\n#endif\n"),
        ]
        #expect(Analysis(files: files).unattributedSites.map(\.listing) == [
            "B.swift:2:100: subscript values[Cart.StoreKey.self]: in the `make` of `StoreKey`, which is declared more than once in the sources checked, so the analysis cannot tell which key it is",
        ])
    }

    // MARK: The notes

    @Test func notes_areOnePerFile_onTheFirstSite_withTheCount() {
        let files = [
            SourceFile(path: "App.swift", text: Self.program + """
                final class Coordinator {
                    let factory: Factory
                    init(factory: Factory) { self.factory = factory }
                    func start() { print(factory.a, factory.b, factory[AKey.self]) }
                }

                """),
            SourceFile(path: "Screen.swift", text: "final class Screen {\n    @LazyInjected(\\.b) var b\n}\n"),
        ]
        let analysis = Analysis(files: files)
        #expect(analysis.unattributedNotes.map(\.description) == [
            "App.swift:21:26: note: Rivet: cannot attribute 3 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `factory.a`: the receiver `factory` may hold `factory`, a parameter of a function the sources never call (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).",
            "Screen.swift:2:21: note: Rivet: cannot attribute `@LazyInjected(\\.b)` to a factory or flow (an `@LazyInjected(\\.b)` property resolves on first read, which the analysis follows only where a make reads it from the host it has just built), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).",
        ])
        // What the tool prints: the rules' findings and the notes, in file order.
        #expect(analysis.reportedDiagnostics.count == analysis.diagnostics.count + 2)
    }

    @Test func ignoreComment_leavesASiteOutOfItsFilesNote_butNotOutOfTheList() {
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: Self.program + """
            func endpoint(_ values: InjectedValues) -> B {
                values[BKey.self]  // rivet: ignore unattributed
            }
            """)])
        #expect(analysis.unattributedNotes.isEmpty)
        #expect(analysis.unattributedSites.count == 1)
    }

    @Test func statistics_countFoundAttributedAndUnattributed() {
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: Self.program + """
            let factory = Factory(AppAssembly())
            print(factory.a)
            func endpoint(_ values: InjectedValues) -> B { values[BKey.self] }
            """)])
        #expect(analysis.siteStatistics == SiteStatistics(found: 6, attributed: 5))
        #expect(analysis.siteStatistics.unattributed == 1)
    }

    @Test func sourcesThatUseNothingOfRivet_haveNoSite() {
        let analysis = Analysis(files: [SourceFile(path: "Storage.swift", text: """
            import Vapor
            extension Request { var cache: Cache { self.storage[CacheKey.self] ?? Cache() } }
            """)])
        #expect(analysis.sites.isEmpty)
    }

    @Test func aFileThatDoesNotImportRivet_stillHasSites_whenTheProgramUsesRivet() {
        let analysis = Analysis(files: [
            SourceFile(path: "App.swift", text: Self.program),
            SourceFile(path: "Helper.swift", text: "func helper(_ values: InjectedValues) -> B { values[BKey.self] }\n"),
        ])
        #expect(analysis.unattributedSites.map(\.path) == ["Helper.swift"])
    }

    @Test func aProgramWithNoAccessor_andNoSite_hasNoSiteAndNoNote() {
        let analysis = Analysis(files: [SourceFile(path: "Util.swift", text: "let x = [Int.self]\nlet y = z.self\n")])
        #expect(analysis.sites.isEmpty)
        #expect(analysis.unattributedNotes.isEmpty)
    }

    // MARK: The corpus

    /// The corpus' programs, each as its files.
    private static func corpusPrograms() throws -> [(name: String, files: [SourceFile])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "AnalysisCorpus").appending(path: "Sources")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        return try names.map { name in
            let folder = root.appending(path: name)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            return (name, try files.map { SourceFile(path: "\(name)/\($0)", text: try String(contentsOf: folder.appending(path: $0), encoding: .utf8)) })
        }
    }

    @Test func corpus_everySiteIsJudgedOrNamed_andEveryResolutionTheParserRecordedIsASite() throws {
        let programs = try Self.corpusPrograms()
        #expect(programs.count > 100)
        var found = 0
        for (name, files) in programs {
            let analysis = Analysis(files: files)
            found += analysis.sites.count
            for site in analysis.sites {
                #expect(site.construct.map { !$0.isEmpty && !$0.contains("a bug in the analysis") } ?? true, "\(name): \(site.listing)")
            }
            // The lexical pass finds every resolution the parser put in the model.
            let located = Set(analysis.sites.map(\.location))
            for (index, file) in analysis.program.files.enumerated() {
                for offset in file.recordedSiteOffsets {
                    #expect(located.contains(SourceLocation(file: index, offset: offset)), "\(name): a recorded resolution is no site: \(String(decoding: files[index].bytes[Int(offset)..<min(Int(offset) + 60, files[index].bytes.count)], as: UTF8.self))")
                }
            }
            // Each `@Injected(` and `@LazyInjected(` token is a site.
            let wrappers = files.reduce(0) { count, file in
                let (tokens, _) = Lexer.tokenize(file.bytes)
                return count + tokens.indices.dropLast(2).filter { index in
                    guard tokens[index].kind == .at, tokens[index + 2].kind == .leftParen else { return false }
                    let word = String(decoding: file.bytes[Int(tokens[index + 1].start)..<Int(tokens[index + 1].end)], as: UTF8.self)
                    return word == "Injected" || word == "LazyInjected"
                }.count
            }
            #expect(analysis.sites.filter { $0.form == .injected || $0.form == .lazyInjected }.count == wrappers, "\(name)")
        }
        #expect(found > 500)
    }
}
