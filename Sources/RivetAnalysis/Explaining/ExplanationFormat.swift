/// The formats `rivet explain` prints.
package enum ExplanationFormat: String, Sendable, CaseIterable {
    /// Headed sections of plain text, for a terminal.
    case text
    /// A Mermaid flowchart of the key's neighbourhood: what reaches it, and what it resolves.
    case mermaid
}
