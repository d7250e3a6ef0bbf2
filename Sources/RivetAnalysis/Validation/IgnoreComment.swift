/// `// rivet: ignore <rule> [<rule>…]` on a diagnostic's line or the line above it silences the
/// diagnostics of those rules there. The rules are named by ``RivetDiagnostic/rule``: `dependency-cycle`,
/// `captive-dependency`, `flow-not-running`, `missing-registration`, `duplicate-registration`,
/// `flow-only-key`, `async-not-ready`, `async-not-registered`, `duplicate-contribution`,
/// `hook-without-registration`, `key-kind-mismatch`, `injected-in-observable`, `rivet-name`, `unchecked` and
/// `unattributed` (which leaves the site on that line out of its file's note).
enum IgnoreComment {
    private static let marker = Array("rivet: ignore".utf8)

    /// Whether the comment on line `line` or the line before names `rule`.
    static func silences(_ rule: String, line: Int, in table: LineTable, bytes: [UInt8]) -> Bool {
        silences(rule, table.line(line, in: bytes)) || silences(rule, table.line(line - 1, in: bytes))
    }

    private static func silences(_ rule: String, _ line: ArraySlice<UInt8>) -> Bool {
        guard let comment = range(of: [UInt8(ascii: "/"), UInt8(ascii: "/")], in: line),
            let found = range(of: marker, in: line[comment.upperBound...])
        else { return false }
        let words = line[found.upperBound...].split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        return words.contains { $0.elementsEqual(rule.utf8) }
    }

    private static func range(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Range<Int>? {
        guard haystack.count >= needle.count else { return nil }
        var start = haystack.startIndex
        while start + needle.count <= haystack.endIndex {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start..<(start + needle.count) }
            start += 1
        }
        return nil
    }
}
