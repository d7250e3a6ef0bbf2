/// A ``RivetDiagnostic`` at a place in a file.
///
/// Its description is one line that SwiftPM and Xcode show on the offending line:
///
/// ```
/// Sources/App/Keys.swift:12:9: error: Rivet: dependency cycle: `AKey` needs itself (AKey -> BKey -> AKey); ...
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file, as given to the analysis.
    public let path: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, in UTF-8 bytes as the compiler counts them.
    public let column: Int
    /// What is wrong.
    public let kind: RivetDiagnostic

    /// `path:line:column: error: message`.
    public var description: String {
        "\(path):\(line):\(column): \(kind.severity.rawValue): \(kind)"
    }
}
