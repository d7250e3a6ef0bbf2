// Exit tests run only where Swift Testing can start a child process: the platforms below. Elsewhere
// (iOS, tvOS, watchOS, visionOS, Android, WASI) `ExitTest` is unavailable, and so is this extension.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD) || os(OpenBSD)
public import Testing

extension ExitTest.Result {
    /// The whole `Rivet: ...` message the exit test's process stopped with, or `nil` if it stopped
    /// (or exited) any other way.
    ///
    /// A failed resolution stops the program with its `RivetError`'s message, as
    /// `fatalError` does: the process writes `File.swift:LINE: Fatal error: Rivet: ...` to standard
    /// error. This is that line from `Rivet:` on, so that a test compares the whole message, without
    /// the location of Rivet's code, and without the stack trace or other output around it:
    ///
    /// ```swift
    /// @Test func cycle_stopsTheProgram_namingTheChain() async {
    ///     let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    ///         _ = Factory(CycleAssembly())[CycleAKey.self]
    ///     }
    ///     #expect(result?.rivetMessage == RivetError.dependencyCycle(
    ///         chain: ["CycleAKey", "CycleBKey", "CycleAKey"]
    ///     ).description)
    /// }
    /// ```
    ///
    /// Observe `\.standardErrorContent` as above: if the exit test does not, the standard error is not
    /// collected, and this is `nil`. A line that merely starts with `Rivet:` (a log line) is not the
    /// message; the `Fatal error:` line is. If several threads fail at once, the first line written wins.
    ///
    /// The exit test's body runs in a child process on its own: it cannot capture the test's local
    /// variables, and the test's traits (`.isolatedFactory`) do not apply there. Build the factory in
    /// the body, from assemblies and keys declared outside the test.
    public var rivetMessage: String? {
        let prefix = "Fatal error: "
        let standardError = String(decoding: standardErrorContent, as: UTF8.self)
        for line in standardError.split(whereSeparator: \.isNewline) {
            var rest = line[...]
            while let start = rest.firstIndex(of: "F") {
                rest = rest[start...]
                if rest.hasPrefix(prefix + "Rivet: ") { return String(rest.dropFirst(prefix.count)) }
                rest = rest.dropFirst()
            }
        }
        return nil
    }
}
#endif
