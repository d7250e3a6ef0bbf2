/// A ``RivetDiagnostic`` at a place in a file.
///
/// Its description is one line that SwiftPM and Xcode show on the offending line:
///
/// ```
/// Sources/App/Keys.swift:12:9: error: Rivet: dependency cycle: `AKey` needs itself (AKey -> BKey -> AKey); ...
/// ```
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file, as given to the analysis.
    package let path: String
    /// 1-based line.
    package let line: Int
    /// 1-based column, in UTF-8 bytes as the compiler counts them.
    package let column: Int
    /// What is wrong.
    package let kind: RivetDiagnostic

    /// `path:line:column: error: message`.
    package var description: String {
        "\(path):\(line):\(column): \(kind.severity.rawValue): \(kind)"
    }
}
