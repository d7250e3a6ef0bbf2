import Foundation
import Rivet
import Testing

// Documentation/CompileTimeChecks.md's "Runtime errors and their build-time checks" tells users which
// failures the build plugin finds first. These tests keep it whole: a row for every `RivetError` case, and
// every row's links and test files real.

@Suite struct RuntimeErrorTableTests {
    /// One value of each case, as `caseName(of:)` names them.
    static let everyError: [RivetError] = [
        .dependencyCycle(chain: ["A", "A"]),
        .flowNotRunning(key: "A", chain: ["A"]),
        .captiveDependency(singleton: "A", flowScoped: "B", chain: ["A", "B"]),
        .missingRegistration(key: "A", searched: ["Factory()"], chain: ["A"]),
        .resolutionTooDeep(limit: 1, chain: ["A"]),
        .noCurrentFactory(for: "Factory.current"),
        .rootAlreadyInstalled,
        .notAnObject(key: "A"),
        .mainActorRequired(key: "A", chain: ["A"]),
        .asyncComponentNotReady(key: "A", chain: ["A"]),
        .asyncComponentNotRegistered(key: "A", chain: ["A"]),
        .hookWithoutRegistration(key: "A", scope: "Factory()"),
        .duplicateContribution(collection: "A", entry: "\"x\"", first: "B", second: "C"),
        .keyKindMismatch(key: "A"),
    ]

    /// The case's name, as the table's first column writes it. There is no `default`: a new case stops
    /// this file compiling until it is named here; then add it to `everyError`, and its row to the table.
    static func caseName(of error: RivetError) -> String {
        switch error {
        case .dependencyCycle: "dependencyCycle"
        case .flowNotRunning: "flowNotRunning"
        case .captiveDependency: "captiveDependency"
        case .missingRegistration: "missingRegistration"
        case .resolutionTooDeep: "resolutionTooDeep"
        case .noCurrentFactory: "noCurrentFactory"
        case .rootAlreadyInstalled: "rootAlreadyInstalled"
        case .notAnObject: "notAnObject"
        case .mainActorRequired: "mainActorRequired"
        case .asyncComponentNotReady: "asyncComponentNotReady"
        case .asyncComponentNotRegistered: "asyncComponentNotRegistered"
        case .hookWithoutRegistration: "hookWithoutRegistration"
        case .duplicateContribution: "duplicateContribution"
        case .keyKindMismatch: "keyKindMismatch"
        }
    }

    @Test func everyRuntimeError_hasOneRowInTheTable() throws {
        let named = try Self.table().rows.map { $0[0] }
        #expect(named.sorted() == Self.everyError.map { "`\(Self.caseName(of: $0))`" }.sorted())
    }

    @Test func everyRow_linksItsRuleOrSaysWhyThereIsNone_andNamesRunTimeTestsThatExist() throws {
        let (rows, anchors) = try Self.table()
        for row in rows {
            try #require(row.count == 4, "\(row[0]): a row has four cells")
            let links = Self.matches(of: /\]\(#([a-z0-9_-]+)\)/, in: row[1])
            #expect(!links.isEmpty || row[1].hasPrefix("None: "), "\(row[0]): link the rule's section, or say why none can")
            for anchor in links {
                #expect(anchors.contains(anchor), "\(row[0]): no section #\(anchor) in CompileTimeChecks.md")
            }
            let buildTests = Self.matches(of: /`([A-Za-z\/]+\.swift)`/, in: row[2])
            let runTests = Self.matches(of: /`([A-Za-z\/]+\.swift)`/, in: row[3])
            #expect(links.isEmpty || !buildTests.isEmpty, "\(row[0]): name the tests of its rule")
            #expect(!runTests.isEmpty, "\(row[0]): name the tests of the runtime's side")
            for path in buildTests + runTests {
                #expect(FileManager.default.fileExists(atPath: Self.tests + path), "\(row[0]): no Tests/\(path)")
            }
        }
    }

    /// The Tests folder, from this file's place in it.
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/"

    /// The table's rows below its header, split into cells, and the anchors of the guide's headings, as GitHub makes them.
    static func table() throws -> (rows: [[String]], anchors: Set<String>) {
        let guide = try String(contentsOfFile: tests + "../Documentation/CompileTimeChecks.md", encoding: .utf8)
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "## Runtime errors and their build-time checks"))
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        let body = section.filter { $0.hasPrefix("|") }.drop { !$0.hasPrefix("| ---") }.dropFirst()
        let rows = body.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let anchors = lines.filter { $0.hasPrefix("#") }.map { heading in
            String(heading.drop { $0 == "#" }.dropFirst().lowercased().compactMap { character -> Character? in
                character == " " ? "-" : (character.isLetter || character.isNumber || character == "-" || character == "_") ? character : nil
            })
        }
        return (rows, Set(anchors))
    }

    static func matches(of pattern: Regex<(Substring, Substring)>, in text: String) -> [String] {
        text.matches(of: pattern).map { String($0.output.1) }
    }
}
