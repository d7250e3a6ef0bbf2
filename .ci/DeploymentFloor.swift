// Finds uses of toolchain APIs newer than the package's minimum platforms, outside `if #available`.
//
// This machine builds for Linux only, where the compiler checks no Apple availability: code using `Mutex` (iOS 18)
// or `Duration` (iOS 16) builds and passes here, and fails to build for an iOS 15 app. This tool reads what each
// declaration needs from the toolchain's own module interfaces (their `@available(macOS 15.0, iOS 18.0, ...)`), the
// floor from Package.swift's `platforms:`, and reports each use in the given sources of a name whose every
// declaration is newer than the floor, unless an `if #available`, `guard #available` or `@available` covers it.
//
// It reads names, not types: a name the toolchain declares both newer and older (an overload) is not judged, and a
// name the checked sources declare themselves is theirs. Usage (see .ci/check-deployment-floor):
//   DeploymentFloor <Package.swift> <interfaces directory> <source file or directory>...
import Foundation

struct Version: Comparable, CustomStringConvertible {
    var parts: [Int]
    init(_ text: Substring) { parts = text.split(separator: ".").map { Int($0) ?? 0 } }
    static func < (a: Version, b: Version) -> Bool {
        for index in 0..<max(a.parts.count, b.parts.count) {
            let x = index < a.parts.count ? a.parts[index] : 0, y = index < b.parts.count ? b.parts[index] : 0
            if x != y { return x < y }
        }
        return false
    }
    var description: String { parts.map(String.init).joined(separator: ".") }
}

let platforms = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]

/// The platform versions an `@available(...)` list introduces, if it names any.
func introduced(_ attribute: String) -> [String: Version] {
    var versions: [String: Version] = [:]
    for clause in attribute.split(separator: ",") {
        let words = clause.split(separator: " ")
        if words.count == 2, platforms.contains(String(words[0])), words[1].first?.isNumber == true {
            versions[String(words[0])] = Version(words[1])
        }
    }
    return versions
}

/// Whether `versions` asks for more than `floor` on any platform.
func isNewer(_ versions: [String: Version], than floor: [String: Version]) -> Bool {
    versions.contains { platform, version in floor[platform].map { version > $0 } ?? false }
}

// MARK: - Swift text

/// Source with comments and string literals blanked out (line breaks kept, so lines and columns stay).
func code(of source: String) -> [Character] {
    var out = Array(source)
    var index = 0
    func blank(_ from: Int, _ to: Int) { for i in from..<min(to, out.count) where out[i] != "\n" { out[i] = " " } }
    let chars = Array(source)
    func starts(_ text: String, at i: Int) -> Bool {
        let t = Array(text)
        return i + t.count <= chars.count && Array(chars[i..<i + t.count]) == t
    }
    while index < chars.count {
        if starts("//", at: index) {
            let end = chars[index...].firstIndex(of: "\n") ?? chars.count
            blank(index, end); index = end
        } else if starts("/*", at: index) {
            var depth = 0, i = index
            repeat {
                if starts("/*", at: i) { depth += 1; i += 2 } else if starts("*/", at: i) { depth -= 1; i += 2 } else { i += 1 }
            } while depth > 0 && i < chars.count
            blank(index, i); index = i
        } else if chars[index] == "\"" || (chars[index] == "#" && (starts("#\"", at: index) || starts("##", at: index))) {
            var hashes = 0, i = index
            while i < chars.count, chars[i] == "#" { hashes += 1; i += 1 }
            guard i < chars.count, chars[i] == "\"" else { index += 1; continue }
            let quote = starts("\"\"\"", at: i) ? "\"\"\"" : "\""
            i += quote.count
            let close = quote + String(repeating: "#", count: hashes)
            while i < chars.count, !starts(close, at: i) { i += (chars[i] == "\\" && hashes == 0) ? 2 : 1 }
            i = min(i + close.count, chars.count)
            blank(index, i); index = i
        } else {
            index += 1
        }
    }
    return out
}

func isIdentifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

// MARK: - The toolchain's declarations

/// For each declared name: whether some declaration of it is no newer than the floor, and what the newer ones need.
struct Declarations {
    var older: Set<String> = []
    var newer: [String: [String: Version]] = [:]
    var functions: Set<String> = []

    mutating func add(_ name: String, _ versions: [String: Version]?, isFunction: Bool, floor: [String: Version]) {
        if let versions, isNewer(versions, than: floor) {
            if newer[name] == nil { newer[name] = versions }
            if isFunction { functions.insert(name) }
        } else {
            older.insert(name)
        }
    }

    /// The names whose every declaration is newer than the floor.
    var onlyNewer: [String: [String: Version]] { newer.filter { !older.contains($0.key) } }
}

/// Reads a module interface: each public declaration's name, with the availability it and its enclosing scopes ask
/// for. Names inside inlinable bodies (locals, private helpers) are not public and are skipped.
func read(interface text: String, into declarations: inout Declarations, floor: [String: Version]) {
    let chars = code(of: text)
    let keywords: Set = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "macro", "associatedtype"]
    struct Scope { var versions: [String: Version]?; var isProtocol: Bool }
    var scopes: [Scope] = []                 // each open brace, with its declaration's availability
    var pending: [String: Version]? = nil    // from @available attributes before the next declaration
    var declaration: Scope? = nil            // the declaration seen since the last brace
    var index = 0
    while index < chars.count {
        let c = chars[index]
        if c == "@", String(chars[index..<min(index + 11, chars.count)]) == "@available(" {
            let end = chars[index...].firstIndex(of: ")") ?? chars.count
            let versions = introduced(String(chars[(index + 11)..<end]))
            if !versions.isEmpty { pending = (pending ?? [:]).merging(versions) { max($0, $1) } }
            index = end + 1
        } else if isIdentifier(c), index == 0 || !isIdentifier(chars[index - 1]) {
            var end = index
            while end < chars.count, isIdentifier(chars[end]) { end += 1 }
            let word = String(chars[index..<end])
            if keywords.contains(word) || word == "extension" || word == "init" || word == "subscript" {
                let inherited = scopes.last(where: { $0.versions != nil })?.versions
                let versions = [inherited, pending].compactMap { $0 }.reduce(into: [String: Version]()) { $0.merge($1) { max($0, $1) } }
                declaration = Scope(versions: versions.isEmpty ? nil : versions, isProtocol: word == "protocol")
                pending = nil
                let lineStart = chars[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
                let header = " " + String(chars[lineStart..<index])
                let isPublic = header.contains(" public ") || header.contains(" open ") || scopes.last?.isProtocol == true
                if keywords.contains(word), isPublic {
                    var nameStart = end
                    while nameStart < chars.count, chars[nameStart] == " " { nameStart += 1 }
                    var nameEnd = nameStart
                    while nameEnd < chars.count, isIdentifier(chars[nameEnd]) { nameEnd += 1 }
                    if nameEnd > nameStart {
                        let name = String(chars[nameStart..<nameEnd])
                        declarations.add(name, declaration?.versions, isFunction: word == "func", floor: floor)
                        if word == "func", let label = firstLabel(chars, after: nameEnd, declaration: true) {
                            declarations.add(name + "(" + label + ":", declaration?.versions, isFunction: true, floor: floor)
                        }
                    }
                }
            }
            index = end
        } else if c == "{" {
            scopes.append(declaration ?? Scope(versions: nil, isProtocol: false))
            declaration = nil
            index += 1
        } else if c == "}" {
            _ = scopes.popLast()
            index += 1
        } else {
            index += 1
        }
    }
}

/// The first argument label after a function's name: `for` in `sleep(for duration:` or `sleep(for: .seconds(1))`,
/// `_` for none; nil if no parenthesis follows. In a declaration the first word is the label.
func firstLabel(_ chars: [Character], after end: Int, declaration: Bool) -> String? {
    var index = end
    if declaration, index < chars.count, chars[index] == "<" {
        var depth = 0
        repeat {
            if chars[index] == "<" { depth += 1 } else if chars[index] == ">" { depth -= 1 }
            index += 1
        } while depth > 0 && index < chars.count
    }
    while index < chars.count, chars[index] == " " { index += 1 }
    guard index < chars.count, chars[index] == "(" else { return nil }
    index += 1
    while index < chars.count, chars[index] == " " || chars[index] == "\n" { index += 1 }
    var wordEnd = index
    while wordEnd < chars.count, isIdentifier(chars[wordEnd]) { wordEnd += 1 }
    let word = String(chars[index..<wordEnd])
    if declaration { return word.isEmpty ? "_" : word }
    var next = wordEnd
    while next < chars.count, chars[next] == " " { next += 1 }
    return !word.isEmpty && next < chars.count && chars[next] == ":" ? word : "_"
}

// MARK: - The checked sources

struct Finding: CustomStringConvertible {
    let path: String, line: Int, column: Int, name: String, needs: [String: Version], floor: [String: Version]
    var description: String {
        let needed = platforms.compactMap { p in needs[p].map { "\(p) \($0)" } }.joined(separator: ", ")
        let supported = platforms.compactMap { p in floor[p].map { "\(p) \($0)" } }.joined(separator: ", ")
        return "\(path):\(line):\(column): error: `\(name)` needs \(needed), newer than the package's minimum (\(supported)); "
            + "use it inside `if #available(...)`, or keep to what the minimum has."
    }
}

/// The names the source declares itself.
func declaredNames(_ chars: [Character]) -> Set<String> {
    var names: Set<String> = []
    let keywords: Set = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "case", "associatedtype"]
    var words: [String] = []
    var index = 0
    while index < chars.count {
        if isIdentifier(chars[index]) {
            var end = index
            while end < chars.count, isIdentifier(chars[end]) { end += 1 }
            let word = String(chars[index..<end])
            if let last = words.last, keywords.contains(last) { names.insert(word) }
            words.append(word)
            index = end
        } else {
            index += 1
        }
    }
    return names
}

/// Words that are modifiers where a name could be: `consuming func`, `borrowing Value`.
let modifiers: Set = ["consuming", "borrowing", "sending", "isolated", "nonisolated", "mutating", "nonmutating"]

/// Reports the uses in `chars` of `newer` names outside code that `#available` or `@available` covers.
///
/// A name after a dot is judged only as a function call (`Task.sleep(for:)`): `.releasing` or `.seconds` is a member
/// of a type whose own name, newer, is judged where the value is declared. An argument label is not a use.
func check(path: String, source: String, newer: [String: [String: Version]], functions: Set<String>, floor: [String: Version], ownNames: Set<String>) -> [Finding] {
    let chars = code(of: source)
    var findings: [Finding] = []
    var line = 1, column = 1
    var covered: [Bool] = []        // for each open brace: whether availability covers its body
    var coverNextBrace = false      // an `if #available` or a newer `@available` declaration is open
    var guardCovers = false         // a `guard #available ... else { }`: the rest of the scope is covered
    var guardCoveredDepth: [Int] = []
    var index = 0
    func advance(_ to: Int) {
        while index < to {
            if chars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
    }
    while index < chars.count {
        let c = chars[index]
        let isCovered = covered.contains(true) || !guardCoveredDepth.isEmpty
        if c == "#", String(chars[index..<min(index + 11, chars.count)]) == "#available(" {
            // Covered: the body of the `if` / `while` it conditions, or the rest of the scope after a `guard`.
            let lineStart = chars[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            let before = String(chars[lineStart..<index]).trimmingCharacters(in: .whitespaces)
            if before.hasPrefix("guard") { guardCovers = true } else { coverNextBrace = true }
            advance(chars[index...].firstIndex(of: ")").map { $0 + 1 } ?? chars.count)
        } else if c == "@", String(chars[index..<min(index + 11, chars.count)]) == "@available(" {
            let end = chars[index...].firstIndex(of: ")") ?? chars.count
            if isNewer(introduced(String(chars[(index + 11)..<end])), than: floor) { coverNextBrace = true }
            advance(end + 1)
        } else if isIdentifier(c), index == 0 || !isIdentifier(chars[index - 1]) {
            var end = index
            while end < chars.count, isIdentifier(chars[end]) { end += 1 }
            let word = String(chars[index..<end])
            var next = end
            while next < chars.count, chars[next] == " " { next += 1 }
            let isLabel = next < chars.count && chars[next] == ":"
            let isMember = index > 0 && chars[index - 1] == "."
            let isCall = next < chars.count && (chars[next] == "(" || chars[next] == "{")
            let labelled = firstLabel(chars, after: end, declaration: false).map { word + "(" + $0 + ":" }
            if !isCovered, !coverNextBrace, !ownNames.contains(word), !isLabel, !modifiers.contains(word) {
                if let labelled, let needs = newer[labelled] {
                    findings.append(Finding(path: path, line: line, column: column, name: labelled + ")", needs: needs, floor: floor))
                } else if let needs = newer[word], !isMember || (isCall && functions.contains(word)) {
                    findings.append(Finding(path: path, line: line, column: column, name: word, needs: needs, floor: floor))
                }
            }
            advance(end)
        } else if c == "{" {
            if guardCovers {
                // What follows the guard in the enclosing scope is covered (its `else` block is, too: it leaves).
                guardCoveredDepth.append(covered.count)
                covered.append(false)
                guardCovers = false
            } else {
                covered.append(coverNextBrace)
                coverNextBrace = false
            }
            advance(index + 1)
        } else if c == "}" {
            _ = covered.popLast()
            while let depth = guardCoveredDepth.last, depth > covered.count { guardCoveredDepth.removeLast() }
            advance(index + 1)
        } else {
            advance(index + 1)
        }
    }
    return findings
}

// MARK: - Main

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: DeploymentFloor <Package.swift> <interfaces directory> <source>...\n".utf8))
    exit(2)
}
let manifest = try String(contentsOfFile: arguments[arguments.startIndex], encoding: .utf8)
var floor: [String: Version] = [:]
for platform in platforms {
    if let match = manifest.firstMatch(of: try Regex("\\.\(platform)\\(\\.v([0-9_]+)\\)")) {
        floor[platform] = Version(Substring(String(match.output[1].substring ?? "").replacingOccurrences(of: "_", with: ".")))
    }
}
guard !floor.isEmpty else {
    print("check-deployment-floor: no platforms in \(arguments[arguments.startIndex])"); exit(2)
}

var declarations = Declarations()
let files = FileManager.default
let interfaces = arguments[arguments.index(after: arguments.startIndex)]
for module in (try files.contentsOfDirectory(atPath: interfaces)).sorted() where module.hasSuffix(".swiftmodule") {
    let folder = interfaces + "/" + module
    for file in (try? files.contentsOfDirectory(atPath: folder)) ?? [] where file.hasSuffix(".swiftinterface") && !file.hasSuffix(".private.swiftinterface") {
        read(interface: try String(contentsOfFile: folder + "/" + file, encoding: .utf8), into: &declarations, floor: floor)
    }
}
let newer = declarations.onlyNewer
guard newer["Mutex"] != nil, newer["Duration"] != nil else {
    print("check-deployment-floor: the interfaces in \(interfaces) do not say what Mutex and Duration need"); exit(2)
}

var sources: [String] = []
for argument in arguments.dropFirst(2) {
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: argument, isDirectory: &isFolder) else { print("check-deployment-floor: no \(argument)"); exit(2) }
    if isFolder.boolValue {
        let found = files.enumerator(atPath: argument)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        sources += found.sorted().map { argument + "/" + $0 }
    } else {
        sources.append(argument)
    }
}
let texts = try sources.map { try String(contentsOfFile: $0, encoding: .utf8) }
let ownNames = texts.reduce(into: Set<String>()) { $0.formUnion(declaredNames(code(of: $1))) }
var findings: [Finding] = []
for (path, text) in zip(sources, texts) {
    findings += check(path: path, source: text, newer: newer, functions: declarations.functions, floor: floor, ownNames: ownNames)
}
findings.forEach { print($0) }
print("check-deployment-floor: \(sources.count) file(s) against \(newer.count) toolchain names newer than \(platforms.compactMap { p in floor[p].map { "\(p) \($0)" } }.joined(separator: ", ")): \(findings.count) use(s) outside #available")
exit(findings.isEmpty ? 0 : 1)
