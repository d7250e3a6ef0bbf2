// Finds uses of toolchain APIs newer than the package's minimum platforms, outside `if #available`.
//
// This machine builds for Linux only, where the compiler checks no Apple availability: code using `Mutex` (iOS 18)
// or `Duration` (iOS 16) builds and passes here, and fails to build for an iOS 15 app. This tool reads what each
// declaration needs from the toolchain's own module interfaces (their `@available(macOS 15.0, iOS 18.0, ...)`), the
// floor from Package.swift's `platforms:`, and reports each use in the given sources of a name whose every
// declaration is newer than the floor, unless an `if #available`, `guard #available`, `#unavailable ... else` or
// `@available` covers it on every platform the use needs. Like Swift, a `#available(macOS 15, *)` or
// `@available(macOS 15, *)` raises macOS only: the platforms it does not list stay at the package's minimum.
// Code in an `#if` branch that cannot be compiled for an Apple platform (`#if os(Linux)`, `#if canImport(Glibc)`) is
// not read: the Apple minimum does not apply to it.
//
// It reads names, not types: a name the toolchain declares both newer and older (an overload) is not judged, and a
// name the checked sources declare themselves is theirs, unless it is qualified by a module (`Swift.Duration`) or a
// toolchain type (`Task.sleep(for:)`). Usage (see .ci/check-deployment-floor):
//   DeploymentFloor <Package.swift> <interfaces directory> <source file or directory>...
import Foundation

// MARK: - Versions

struct Version: Comparable, CustomStringConvertible {
    var parts: [Int]
    init(parts: [Int]) { self.parts = parts }
    init(_ text: Substring) { parts = text.split(separator: ".").map { Int($0) ?? 0 } }
    /// What an `unavailable` platform guarantees: code there never runs, so nothing is too new for it.
    static let never = Version(parts: [Int.max])
    static func < (a: Version, b: Version) -> Bool {
        for index in 0..<max(a.parts.count, b.parts.count) {
            let x = index < a.parts.count ? a.parts[index] : 0, y = index < b.parts.count ? b.parts[index] : 0
            if x != y { return x < y }
        }
        return false
    }
    var description: String { parts.map(String.init).joined(separator: ".") }
}

/// A version for each platform: what a declaration needs, or what a scope guarantees.
typealias Versions = [String: Version]

let platforms = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]

/// The platform versions an `@available(...)` or `#available(...)` list introduces: `macOS 15.0, iOS 18.0, *`, the
/// long form `iOS, introduced: 18.0`, and `iOS, unavailable` / `*, unavailable` (nothing is too new where code never
/// runs). `*, deprecated` and `swift 5` introduce nothing.
func introduced(_ list: String) -> Versions {
    let clauses = list.split(separator: ",").map { $0.split(whereSeparator: \.isWhitespace) }
    var versions: Versions = [:]
    for words in clauses {
        if words.count == 2, platforms.contains(String(words[0])), words[1].first?.isNumber == true {
            versions[String(words[0])] = Version(words[1])
        }
    }
    guard let first = clauses.first, first.count == 1 else { return versions }
    let platform = String(first[0])
    for words in clauses.dropFirst() {
        if words.count == 2, words[0] == "introduced:", platforms.contains(platform) { versions[platform] = Version(words[1]) }
        if words == ["unavailable"] {
            for p in platform == "*" ? platforms : [platform] where platforms.contains(p) { versions[p] = .never }
        }
    }
    return versions
}

/// Whether `needs` asks for more than `floor` on any platform the floor names.
func isNewer(_ needs: Versions, than floor: Versions) -> Bool {
    needs.contains { platform, version in floor[platform].map { version > $0 } ?? false }
}

/// `base` raised by `more`, platform by platform: what holds inside an availability check within `base`.
func raised(_ base: Versions, by more: Versions) -> Versions {
    base.merging(more) { max($0, $1) }
}

// MARK: - Swift text

let newline = UInt8(ascii: "\n"), quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/")
let star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")

/// Source with comments, string and regex literal text blanked out, keeping the code of string interpolations (it
/// can use an API: `"\(Duration.zero)"`) and the line breaks (so lines and columns stay). Works on UTF-8 bytes, so
/// any byte sequence reads (`\r\n` is a space and a line break) and nothing here can fail.
func code(of source: [UInt8]) -> [UInt8] {
    enum Mode { case code(parens: Int), string(hashes: Int, multiline: Bool) }
    var out = source, modes: [Mode] = [.code(parens: 0)], index = 0
    let count = source.count
    func at(_ i: Int) -> UInt8 { i < count ? source[i] : 0 }
    func blank(_ from: Int, _ to: Int) { for i in from..<min(max(to, from), count) where out[i] != newline { out[i] = 32 } }
    func hashes(from i: Int) -> Int { var j = i; while at(j) == hash { j += 1 }; return j - i }
    while index < count {
        switch modes[modes.count - 1] {
        case .code(let parens):
            let c = source[index]
            if c == slash, at(index + 1) == slash {
                let end = source[index...].firstIndex(of: newline) ?? count
                blank(index, end); index = end
            } else if c == slash, at(index + 1) == star {
                let end = blockCommentEnd(source, from: index)
                blank(index, end); index = end
            } else if c == quote || (c == hash && at(index + hashes(from: index)) == quote) {
                let h = hashes(from: index)
                let multiline = at(index + h) == quote && at(index + h + 1) == quote && at(index + h + 2) == quote
                let open = h + (multiline ? 3 : 1)
                blank(index, index + open); index += open
                modes.append(.string(hashes: h, multiline: multiline))
            } else if let end = regexEnd(source, from: index) {
                blank(index, end); index = end
            } else {
                if c == openParen { modes[modes.count - 1] = .code(parens: parens + 1) }
                if c == closeParen {
                    if parens > 0 { modes[modes.count - 1] = .code(parens: parens - 1) }
                    else if modes.count > 1 { modes.removeLast(); blank(index, index + 1) }   // an interpolation's end
                }
                index += 1
            }
        case .string(let h, let multiline):
            let c = source[index]
            if c == backslash, hashes(from: index + 1) >= h {
                let after = index + 1 + h
                if at(after) == openParen { blank(index, after + 1); index = after + 1; modes.append(.code(parens: 0)) }
                else { blank(index, after + 1); index = after + 1 }
            } else if c == quote, !multiline || (at(index + 1) == quote && at(index + 2) == quote),
                      hashes(from: index + (multiline ? 3 : 1)) >= h {
                let end = index + (multiline ? 3 : 1) + h
                blank(index, end); index = end; modes.removeLast()
            } else if c == newline, !multiline {
                modes.removeLast(); index += 1   // an unterminated string ends at its line, not at the end of the file
            } else {
                blank(index, index + 1); index += 1
            }
        }
    }
    return out
}

/// The end of the (nested) block comment at `start`, or the end of the source if it is not closed.
func blockCommentEnd(_ source: [UInt8], from start: Int) -> Int {
    var depth = 0, i = start
    repeat {
        if i + 1 < source.count, source[i] == slash, source[i + 1] == star { depth += 1; i += 2 }
        else if i + 1 < source.count, source[i] == star, source[i + 1] == slash { depth -= 1; i += 2 }
        else { i += 1 }
    } while depth > 0 && i < source.count
    return min(i, source.count)
}

/// The end of a regex literal at `start`, if one starts there: `#/.../#` (any lines), or `/.../` on one line where an
/// expression starts (after `(`, `,`, `=`, `:`, `[`, `{`, `;`, `!`, `&`, `|`, `?` or `return`, not before a space),
/// which tells it from a division `a / b` and an operator `reduce(0, /)`.
func regexEnd(_ source: [UInt8], from start: Int) -> Int? {
    var h = 0
    while start + h < source.count, source[start + h] == hash { h += 1 }
    guard start + h < source.count, source[start + h] == slash else { return nil }
    var i = start + h + 1
    if h == 0 {
        let notFirst: [UInt8] = [32, 9, 10, 13, closeParen, slash, star, UInt8(ascii: "=")]
        guard i < source.count, !notFirst.contains(source[i]) else { return nil }
        var p = start - 1
        while p >= 0, source[p] == 32 || source[p] == 9 { p -= 1 }
        let starters = Array("(,=:[{;!&|?\n".utf8)
        let afterReturn = p >= 5 && Array(source[(p - 5)...p]) == Array("return".utf8)
        guard p < 0 || starters.contains(source[p]) || afterReturn else { return nil }
    }
    while i < source.count {
        if h == 0, source[i] == newline { return nil }
        if source[i] == backslash { i += 2; continue }
        if source[i] == slash, (0..<h).allSatisfy({ i + 1 + $0 < source.count && source[i + 1 + $0] == hash }) {
            return i + 1 + h
        }
        i += 1
    }
    return nil
}

/// A word (identifier, keyword, number, `#available`, `@available`) or a single punctuation byte.
struct Token {
    let text: String, start: Int, end: Int, line: Int, column: Int
    var isWord: Bool { text.utf8.first.map(isWordByte) ?? false || text.hasPrefix("#") || text.hasPrefix("@") }
}

/// Identifier bytes: ASCII letters, digits, `_`, `$`, and every byte of a non-ASCII character.
func isWordByte(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24 || b >= 0x80
}

/// The tokens of blanked code; a backquoted name (`` `Duration` ``) is the name.
func tokens(of chars: [UInt8]) -> [Token] {
    var result: [Token] = [], index = 0, line = 1, lineStart = 0
    let backquote = UInt8(ascii: "`")
    while index < chars.count {
        let c = chars[index]
        if c == newline { line += 1; index += 1; lineStart = index; continue }
        if c == 32 || c == 9 || c == 13 || c == 11 || c == 12 || c == 0 { index += 1; continue }
        var start = index, end = index + 1
        if isWordByte(c) || ((c == hash || c == UInt8(ascii: "@")) && index + 1 < chars.count && isWordByte(chars[index + 1])) {
            while end < chars.count, isWordByte(chars[end]) { end += 1 }
        } else if c == backquote, let close = chars[(index + 1)...].prefix(200).firstIndex(of: backquote), close > index + 1 {
            start = index + 1; end = close
        }
        let text = String(decoding: chars[start..<end], as: UTF8.self)
        result.append(Token(text: text, start: start, end: end, line: line, column: index - lineStart + 1))
        index = c == backquote && end > start && end < chars.count && chars[end] == backquote ? end + 1 : end
    }
    return result
}

/// The index of the `)` that closes the `(` at `open`, or the last token.
func closing(_ tokens: [Token], _ open: Int) -> Int {
    var depth = 0
    for i in open..<tokens.count {
        if tokens[i].text == "(" { depth += 1 } else if tokens[i].text == ")" { depth -= 1; if depth == 0 { return i } }
    }
    return tokens.count - 1
}

/// The text inside the parentheses after an `@available` or `#available` at `index`, and the index of its `)`.
func parenthesized(_ tokens: [Token], _ chars: [UInt8], after index: Int) -> (text: String, end: Int) {
    guard index + 1 < tokens.count, tokens[index + 1].text == "(" else { return ("", index) }
    let end = closing(tokens, index + 1)
    let from = tokens[index + 1].end, to = max(from, tokens[end].start)
    return (String(decoding: chars[from..<to], as: UTF8.self), end)
}

/// The first argument label of a call or declaration whose name is at `index`: `for` in `sleep(for: .seconds(1))`
/// or `sleep(for duration:`, `_` for none or an unlabelled argument; nil if no parenthesis follows. A declaration's
/// generic parameters (`sleep<C: Clock>(until:`) are skipped; in a declaration the first word is the label.
func firstLabel(_ tokens: [Token], after index: Int, declaration: Bool) -> String? {
    var i = index + 1
    if declaration, i < tokens.count, tokens[i].text == "<" {
        var depth = 0
        repeat {
            if tokens[i].text == "<" { depth += 1 } else if tokens[i].text == ">" { depth -= 1 }
            i += 1
        } while depth > 0 && i < tokens.count
    }
    guard i + 1 < tokens.count, tokens[i].text == "(" else { return nil }
    i += 1
    while declaration, i + 1 < tokens.count, tokens[i].text.hasPrefix("@") {   // `(@RegexBuilder _ content:`
        i = tokens[i + 1].text == "(" ? closing(tokens, i + 1) + 1 : i + 1
    }
    guard i < tokens.count else { return nil }
    let word = tokens[i]
    guard word.isWord else { return "_" }
    if declaration { return word.text }
    return i + 1 < tokens.count && tokens[i + 1].text == ":" ? word.text : "_"
}

/// The name a type declaration or extension at `index` names: `Task` in `extension _Concurrency.Task where ...`.
func typeName(_ tokens: [Token], after index: Int) -> String? {
    var i = index + 1
    guard i < tokens.count, tokens[i].isWord else { return nil }
    while i + 2 < tokens.count, tokens[i + 1].text == ".", tokens[i + 2].isWord { i += 2 }
    return tokens[i].text
}

// MARK: - The toolchain's declarations

/// For each declared name (`sleep`, `sleep(for:`, and qualified by its type, `Task.sleep(for:`): whether some
/// declaration of it is no newer than the floor, and what the newer ones need.
struct Declarations {
    var older: Set<String> = []
    var newer: [String: Versions] = [:]
    var functions: Set<String> = []
    var modules: Set<String> = []

    mutating func add(_ name: String, _ versions: Versions?, isFunction: Bool, floor: Versions) {
        if let versions, isNewer(versions, than: floor) {
            if newer[name] == nil { newer[name] = versions }
            if isFunction { functions.insert(name) }
        } else {
            older.insert(name)
        }
    }

    /// The names whose every declaration is newer than the floor.
    var onlyNewer: [String: Versions] { newer.filter { !older.contains($0.key) } }
}

let declarationKeywords: Set = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "macro",
                                "associatedtype"]
let typeKeywords: Set = ["struct", "class", "enum", "protocol", "actor", "extension"]

/// Reads a module interface: each public declaration's name, with the availability it and its enclosing scopes ask
/// for (every `@available` line before it counts). Names inside inlinable bodies (locals, private helpers) are not
/// public and are skipped.
func read(interface text: [UInt8], into declarations: inout Declarations, floor: Versions) {
    let chars = code(of: text), tokens = tokens(of: chars)
    struct Scope { var versions: Versions?; var isProtocol: Bool; var type: String? }
    var scopes: [Scope] = []                 // each open brace, with its declaration's availability
    var pending: Versions? = nil             // from @available attributes before the next declaration
    var declaration: Scope? = nil            // the declaration seen since the last brace
    var publicLine = 0                       // the last line where `public` or `open` was seen
    var index = 0
    while index < tokens.count {
        let token = tokens[index], word = token.text
        if word == "@available" {
            let (list, end) = parenthesized(tokens, chars, after: index)
            let versions = introduced(list).filter { $0.value != .never }   // the compiler rejects unavailable ones
            if !versions.isEmpty { pending = raised(pending ?? [:], by: versions) }
            index = end
        } else if word == "public" || word == "open" {
            publicLine = token.line
        } else if declarationKeywords.contains(word) || typeKeywords.contains(word) || word == "init" || word == "subscript" {
            let inherited = scopes.last(where: { $0.versions != nil })?.versions
            let versions = raised(inherited ?? [:], by: pending ?? [:])
            declaration = Scope(versions: versions.isEmpty ? nil : versions, isProtocol: word == "protocol",
                                type: typeKeywords.contains(word) ? typeName(tokens, after: index) : nil)
            pending = nil
            let isPublic = publicLine == token.line || scopes.last?.isProtocol == true
            if declarationKeywords.contains(word), isPublic, index + 1 < tokens.count, tokens[index + 1].isWord {
                let name = tokens[index + 1].text, owner = scopes.last?.type
                let label = word == "func" ? firstLabel(tokens, after: index + 1, declaration: true) : nil
                var keys = [name] + (label.map { [name + "(" + $0 + ":"] } ?? [])
                if let owner { keys += keys.map { owner + "." + $0 } }
                for key in keys { declarations.add(key, declaration?.versions, isFunction: word == "func", floor: floor) }
            }
        } else if word == "{" {
            scopes.append(declaration ?? Scope(versions: nil, isProtocol: false, type: nil))
            declaration = nil
        } else if word == "}" {
            _ = scopes.popLast()
        }
        index += 1
    }
}

// MARK: - Conditional compilation

enum Truth { case yes, no, maybe }

/// Platforms with no Apple deployment floor, and modules that only they can import.
let nonAppleSystems: Set = ["Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "Haiku", "PS4", "none"]
let nonAppleModules: Set = ["Glibc", "Musl", "WinSDK", "Android", "Bionic", "WASILibc", "ucrt", "CRT", "wasi_pthread"]

/// Whether a `#if` condition holds when the code is built for an Apple platform: `os(Linux)` and
/// `canImport(Glibc)` never do, `!os(Linux)` always does, anything else (`os(iOS)`, `DEBUG`, `compiler(>=6)`) may.
func onApple(_ words: [String], _ i: inout Int, depth: Int = 0) -> Truth {
    func or(_ a: Truth, _ b: Truth) -> Truth { a == .yes || b == .yes ? .yes : a == .no && b == .no ? .no : .maybe }
    func and(_ a: Truth, _ b: Truth) -> Truth { a == .no || b == .no ? .no : a == .yes && b == .yes ? .yes : .maybe }
    func peek(_ k: Int = 0) -> String { i + k < words.count ? words[i + k] : "" }
    func unary() -> Truth {
        guard depth < 64, i < words.count else { return .maybe }
        if peek() == "!" { i += 1; let value = unary(); return value == .yes ? .no : value == .no ? .yes : .maybe }
        if peek() == "(" { i += 1; let value = onApple(words, &i, depth: depth + 1); if peek() == ")" { i += 1 }; return value }
        let name = peek(); i += 1
        guard peek() == "(" else { return name == "true" ? .yes : name == "false" ? .no : .maybe }
        let argument = peek(1)
        while i < words.count, peek() != ")" { i += 1 }
        i += 1
        if name == "os" { return nonAppleSystems.contains(argument) ? .no : .maybe }
        if name == "canImport" { return nonAppleModules.contains(argument) ? .no : .maybe }
        return .maybe
    }
    func conjunction() -> Truth {
        var value = unary()
        while peek() == "&", peek(1) == "&" { i += 2; value = and(value, unary()) }
        return value
    }
    var value = conjunction()
    while peek() == "|", peek(1) == "|" { i += 2; value = or(value, conjunction()) }
    return value
}

/// The `#if` / `#elseif` / `#else` / `#endif` branches, and whether the current one is compiled for Apple platforms.
struct Conditionals {
    struct Chain { var taken: Bool; var skipping: Bool; var outerSkipping: Bool }
    var chains: [Chain] = []
    var skipping: Bool { chains.last?.skipping ?? false }

    /// Updates the branches for a directive and the words of its condition.
    mutating func enter(_ directive: String, _ condition: [String]) {
        var i = 0
        switch directive {
        case "#if":
            let value = skipping ? .no : onApple(condition, &i)
            chains.append(Chain(taken: value == .yes, skipping: skipping || value == .no, outerSkipping: skipping))
        case "#elseif":
            guard var chain = chains.popLast() else { return }
            let value = onApple(condition, &i)
            chain.skipping = chain.outerSkipping || chain.taken || value == .no
            chain.taken = chain.taken || value == .yes
            chains.append(chain)
        case "#else":
            guard var chain = chains.popLast() else { return }
            chain.skipping = chain.outerSkipping || chain.taken
            chains.append(chain)
        default:
            _ = chains.popLast()
        }
    }
}

// MARK: - The checked sources

struct Finding: CustomStringConvertible {
    let path: String, line: Int, column: Int, name: String, needs: Versions, floor: Versions
    var description: String {
        let needed = platforms.compactMap { p in needs[p].map { "\(p) \($0)" } }.joined(separator: ", ")
        let supported = platforms.compactMap { p in floor[p].map { "\(p) \($0)" } }.joined(separator: ", ")
        return "\(path):\(line):\(column): error: `\(name)` needs \(needed), newer than the package's minimum (\(supported)); "
            + "use it inside `if #available(...)` listing every platform, or keep to what the minimum has."
    }
}

/// The names the source declares itself, its functions' names with their first label (`sleep(for:`), and the
/// parameter names of its functions, initializers and subscripts (`_ milliseconds: Int`).
func declaredNames(_ tokens: [Token]) -> Set<String> {
    var names: Set<String> = []
    let keywords = declarationKeywords.subtracting(["macro"]).union(["case"])
    for index in tokens.indices.dropLast() where keywords.contains(tokens[index].text) && tokens[index + 1].isWord {
        names.insert(tokens[index + 1].text)
        if tokens[index].text == "func", let label = firstLabel(tokens, after: index + 1, declaration: true) {
            names.insert(tokens[index + 1].text + "(" + label + ":")
        }
    }
    for index in tokens.indices where ["func", "init", "subscript"].contains(tokens[index].text) {
        names.formUnion(parameterNames(tokens, of: index))
    }
    return names
}

/// The names the parameters of the declaration at `keyword` go by in its body: the word before each top-level `:`
/// of its parameter list (`milliseconds` in `(_ milliseconds: Int, for duration: Int = 1)`).
func parameterNames(_ tokens: [Token], of keyword: Int) -> [String] {
    var open = keyword + 1
    while open < tokens.count, open < keyword + 64, tokens[open].text != "(", tokens[open].text != "{" { open += 1 }
    guard open < tokens.count, tokens[open].text == "(" else { return [] }
    let close = closing(tokens, open)
    var names: [String] = [], depth = 0
    for i in open..<close {
        switch tokens[i].text {
        case "(", "[", "<": depth += 1
        case ")", "]", ">": depth -= 1
        case ":" where depth == 1 && i > open + 1 && tokens[i - 1].isWord: names.append(tokens[i - 1].text)
        default: break
        }
    }
    return names
}

/// Names that modules without an interface in the toolchain (on Linux, Dispatch) declare, older than any floor,
/// and which a newer toolchain type shares: `DispatchTimeInterval.nanoseconds(_:)` beside `Duration.nanoseconds(_:)`.
/// In a file that imports the module, a text reader cannot tell them apart, and does not judge them.
let namesOfModulesWithoutInterfaces: [String: Set<String>] = [
    "Dispatch": ["seconds", "milliseconds", "microseconds", "nanoseconds", "never"],
]

/// What the modules a file imports declare that no interface says: see ``namesOfModulesWithoutInterfaces``.
func importedOlderNames(_ tokens: [Token]) -> Set<String> {
    var names: Set<String> = []
    for index in tokens.indices.dropLast() where tokens[index].text == "import" {
        let module = tokens[index + 1].text == "Foundation" ? "Dispatch" : tokens[index + 1].text
        for name in namesOfModulesWithoutInterfaces[module] ?? [] { names.formUnion([name, name + "(_:"]) }
    }
    return names
}

/// Words that are modifiers where a name could be: `consuming func`, `borrowing Value`.
let modifiers: Set = ["consuming", "borrowing", "sending", "isolated", "nonisolated", "mutating", "nonmutating"]
let sourceDeclarationKeywords = declarationKeywords.union(typeKeywords).union(["init", "subscript", "case", "deinit"])

/// Availability a condition or attribute grants, waiting for the brace it applies to.
struct Pending {
    enum Kind {
        case body             // `if #available`, `guard #unavailable`, `@available`: the next block is raised
        case guardElse        // `guard #available ... else { }`: what follows the else block is raised
        case unavailableIf    // `if #unavailable ... { } else { }`: the else block is raised
    }
    var kind: Kind, versions: Versions, depth: Int
    var isDeclaration = false, sawKeyword = false   // an `@available` ends with its declaration, braced or not
}

/// An open brace: what its code is guaranteed, and what it grants when it closes.
struct Block { var guaranteed: Versions; var raisesEnclosing: Versions? = nil; var raisesElse: Versions? = nil }

/// The reading of one source file: its tokens, the blocks open at the current one, and what they guarantee.
struct Checker {
    let path: String, chars: [UInt8], tokens: [Token]
    let newer: [String: Versions], functions: Set<String>, modules: Set<String>, floor: Versions, ownNames: Set<String>
    var blocks: [Block] = [], pending: Pending? = nil, depth = 0, conditionals = Conditionals()
    var findings: [Finding] = [], lastFlagged = -1

    /// What the code at the current token is guaranteed to run on: its blocks', and a pending `#available` or
    /// `@available`'s (for the rest of the condition, or the declaration's signature).
    var guaranteed: Versions {
        let base = blocks.last?.guaranteed ?? floor
        guard let pending, pending.kind == .body || pending.kind == .guardElse else { return base }
        return raised(base, by: pending.versions)
    }

    /// The statement keyword (`if`, `guard`, `while`) whose condition the token at `index` is in.
    func statementKeyword(before index: Int) -> String {
        var i = index - 1, parens = 0
        while i >= 0 {
            let word = tokens[i].text
            if word == ")" || word == "]" { parens += 1 } else if word == "(" || word == "[" { parens -= 1 }
            if parens == 0, ["if", "guard", "while"].contains(word) { return word }
            if parens <= 0, ["{", "}", ";"].contains(word) { return "if" }
            i -= 1
        }
        return "if"
    }

    mutating func run() -> [Finding] {
        var index = 0
        while index < tokens.count {
            let word = tokens[index].text
            if ["#if", "#elseif", "#else", "#endif"].contains(word) {
                var end = index + 1
                while end < tokens.count, tokens[end].line == tokens[index].line { end += 1 }
                conditionals.enter(word, tokens[(index + 1)..<end].map(\.text))
                index = end; continue
            }
            if conditionals.skipping { index += 1; continue }
            switch word {
            case "#available", "#unavailable": index = availability(at: index)
            case "@available": index = attribute(at: index)
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{": open()
            case "}": close(at: index)
            case ";": if pending?.isDeclaration == true, pending?.depth == depth { pending = nil }
            default:
                if sourceDeclarationKeywords.contains(word) { declarationKeyword() }
                if tokens[index].isWord { judge(index) }
            }
            index += 1
        }
        return findings
    }

    /// An `if` / `guard` / `while` availability condition: which block it raises, and how far.
    mutating func availability(at index: Int) -> Int {
        let (list, end) = parenthesized(tokens, chars, after: index)
        let versions = introduced(list), statement = statementKeyword(before: index)
        let kind: Pending.Kind = tokens[index].text == "#available"
            ? (statement == "guard" ? .guardElse : .body)
            : (statement == "guard" ? .body : .unavailableIf)
        if let pending, pending.kind == kind, pending.depth == depth, !pending.isDeclaration {
            self.pending?.versions = raised(pending.versions, by: versions)   // `if #available(...), #available(...)`
        } else {
            pending = Pending(kind: kind, versions: versions, depth: depth)
        }
        return end
    }

    /// An `@available` attribute: it raises the declaration it is on (its signature and body), if it lists versions.
    mutating func attribute(at index: Int) -> Int {
        let (list, end) = parenthesized(tokens, chars, after: index)
        let versions = introduced(list)
        if let pending, pending.isDeclaration, !pending.sawKeyword {
            self.pending?.versions = raised(pending.versions, by: versions)
        } else if !versions.isEmpty {
            pending = Pending(kind: .body, versions: versions, depth: depth, isDeclaration: true)
        }
        return end
    }

    /// A declaration keyword: the first after an `@available` is its declaration's; a second one at the same depth
    /// starts another declaration, so a bodiless one (a protocol requirement, a stored property) has ended.
    mutating func declarationKeyword() {
        guard let pending, pending.isDeclaration, pending.depth == depth else { return }
        if pending.sawKeyword { self.pending = nil } else { self.pending?.sawKeyword = true }
    }

    mutating func open() {
        let current = blocks.last?.guaranteed ?? floor
        guard let pending, pending.depth == depth else { blocks.append(Block(guaranteed: current)); return }
        self.pending = nil
        switch pending.kind {
        case .body: blocks.append(Block(guaranteed: raised(current, by: pending.versions)))
        case .guardElse: blocks.append(Block(guaranteed: current, raisesEnclosing: pending.versions))
        case .unavailableIf: blocks.append(Block(guaranteed: current, raisesElse: pending.versions))
        }
    }

    mutating func close(at index: Int) {
        guard let block = blocks.popLast() else { return }
        if pending?.isDeclaration == true, pending?.depth == depth { pending = nil }
        if let raise = block.raisesEnclosing, !blocks.isEmpty {
            blocks[blocks.count - 1].guaranteed = raised(blocks[blocks.count - 1].guaranteed, by: raise)
        }
        if let raise = block.raisesElse, index + 1 < tokens.count, tokens[index + 1].text == "else" {
            pending = Pending(kind: .body, versions: raise, depth: depth)
        }
    }

    /// The first of `keys`, behind `prefix`, that names a newer API, and what it needs.
    func lookup(_ keys: [String], prefix: String) -> (String, Versions)? {
        for key in keys { if let needs = newer[prefix + key] { return (key, needs) } }
        return nil
    }

    /// Reports the word at `index` if it names a newer API the current code is not guaranteed.
    ///
    /// A name after a dot is judged when qualified by a module (`Swift.Duration`) or a toolchain type
    /// (`Task.sleep(for:)`, `Task.immediate`), and otherwise only as a call (`clock.sleep(for:)`): `.releasing` or
    /// `.seconds` is a member of a type whose own name, newer, is judged where the value is declared. An argument
    /// label or parameter name (`f(now: 1)`, `func f(immediate value: Int)`) is not a use; a dictionary key type
    /// (`[Duration: Int]`) is.
    mutating func judge(_ index: Int) {
        let word = tokens[index].text
        guard let first = word.utf8.first, isWordByte(first), !(0x30...0x39).contains(first), !modifiers.contains(word) else {
            return   // punctuation, a number, a modifier
        }
        func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? tokens[i].text : "" }
        let isMember = text(index - 1) == "."
        let receiver = isMember && index >= 2 && tokens[index - 2].isWord ? text(index - 2) : nil
        let isLabel = (text(index + 1) == ":" && !isMember && text(index - 1) != "[" && text(index - 1) != "?")
            || (["(", ","].contains(text(index - 1)) && index + 1 < tokens.count && tokens[index + 1].isWord
                && text(index + 2) == ":")
        guard !isLabel else { return }
        let label = firstLabel(tokens, after: index, declaration: false)
        let keys = (label.map { [word + "(" + $0 + ":"] } ?? []) + [word]
        var found: (String, Versions)? = nil
        if receiver != nil, lastFlagged == index - 2 { return }   // `Duration.seconds(1)`: one use, reported at `Duration`
        if let receiver, modules.contains(receiver) {
            found = lookup(keys, prefix: "")
        } else if let receiver, !ownNames.contains(receiver),
                  let hit = lookup(keys, prefix: receiver + ".") {
            found = hit
        } else if let label, !ownNames.contains(word + "(" + label + ":"), let needs = newer[word + "(" + label + ":"] {
            found = (word + "(" + label + ":", needs)
        } else if !ownNames.contains(word), let needs = newer[word],
                  !isMember || (["(", "{"].contains(text(index + 1)) && functions.contains(word)) {
            found = (word, needs)
        }
        guard let (name, needs) = found, isNewer(needs, than: guaranteed) else { return }
        lastFlagged = index
        let shown = name.hasSuffix(":") ? name + ")" : name
        let token = tokens[index]
        findings.append(Finding(path: path, line: token.line, column: token.column, name: shown, needs: needs, floor: floor))
    }
}

// MARK: - Main

/// Stops with a message on standard error and status 2: the input, not the code checked, is wrong.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("check-deployment-floor: \(message)\n".utf8))
    exit(2)
}

/// A file's bytes, without a UTF-8 byte order mark; any bytes read (the compiler, not this tool, judges encoding).
func bytes(of path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    let bytes = [UInt8](data)
    return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
}

/// The floor: each platform's minimum in Package.swift's `platforms:` (`.iOS(.v15)`, `.macOS(.v10_15)`), comments aside.
func floor(of manifestPath: String) -> Versions {
    let manifest = String(decoding: code(of: bytes(of: manifestPath)), as: UTF8.self)
    var floor: Versions = [:]
    for platform in platforms {
        let pattern = try! Regex("\\.\(platform)\\(\\s*\\.v([0-9_]+)\\s*\\)")
        if let match = manifest.firstMatch(of: pattern), let version = match.output[1].substring {
            floor[platform] = Version(Substring(version.replacingOccurrences(of: "_", with: ".")))
        }
    }
    return floor
}

/// The Swift files a path names: itself, or those under it (following a symbolic link given as the path).
func swiftFiles(at argument: String) -> [String] {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: argument, isDirectory: &isFolder) else { fail("no file or directory \(argument)") }
    guard isFolder.boolValue else { return [argument] }
    let folder = URL(fileURLWithPath: argument).resolvingSymlinksInPath().path
    let found = (files.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
    guard !found.isEmpty else { fail("no Swift files in \(argument)") }
    return found.sorted().map { argument + "/" + $0 }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else { fail("usage: DeploymentFloor <Package.swift> <interfaces directory> <source>...") }
let minimum = floor(of: arguments[0])
guard !minimum.isEmpty else { fail("no platforms in \(arguments[0])") }

var declarations = Declarations()
let interfaces = arguments[1]
guard let modules = try? FileManager.default.contentsOfDirectory(atPath: interfaces) else { fail("cannot list \(interfaces)") }
for module in modules.sorted() where module.hasSuffix(".swiftmodule") {
    declarations.modules.insert(String(module.dropLast(".swiftmodule".count)))
    let folder = interfaces + "/" + module
    for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    where file.hasSuffix(".swiftinterface") && !file.hasSuffix(".private.swiftinterface") {
        read(interface: bytes(of: folder + "/" + file), into: &declarations, floor: minimum)
    }
}
let newer = declarations.onlyNewer
guard newer["Mutex"] != nil, newer["Duration"] != nil else {
    fail("the interfaces in \(interfaces) do not say what Mutex and Duration need")
}

let sources = arguments.dropFirst(2).flatMap(swiftFiles)
let parsed = sources.map { path -> (chars: [UInt8], tokens: [Token]) in
    let chars = code(of: bytes(of: path))
    return (chars, tokens(of: chars))
}
let ownNames = parsed.reduce(into: Set<String>()) { $0.formUnion(declaredNames($1.tokens)) }
var findings: [Finding] = []
for (path, source) in zip(sources, parsed) {
    var checker = Checker(path: path, chars: source.chars, tokens: source.tokens, newer: newer, functions: declarations.functions,
                          modules: declarations.modules, floor: minimum,
                          ownNames: ownNames.union(importedOlderNames(source.tokens)))
    findings += checker.run()
}
findings.forEach { print($0) }
let names = newer.keys.filter { !$0.contains(".") }.count   // not counting the names qualified by their type
let minimumText = platforms.compactMap { p in minimum[p].map { "\(p) \($0)" } }.joined(separator: ", ")
print("check-deployment-floor: \(sources.count) file(s) against \(names) toolchain names newer than \(minimumText): "
    + "\(findings.count) use(s) outside #available")
exit(findings.isEmpty ? 0 : 1)
