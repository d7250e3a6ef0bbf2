#if canImport(Glibc)
import Glibc
import Rivet
import Testing

/// `LaunchContext.current` reads the C library's `environ` itself (no Foundation): entries a shell never writes
/// but a process may be started with (`execve` takes any strings) must neither crash it nor be misread. Each test
/// replaces `environ` in a child process, before the context is first read.
@Suite struct ProcessEnvironmentTests {
    @Test func oddEntries_areReadAsGetenvReadsThem_withoutCrashing() async {
        await #expect(processExitsWith: .success) {
            let long = String(repeating: "x", count: 1 << 20)
            let entries = [
                "NO_EQUALS_SIGN", "=nameless", "EQUALS_IN_VALUE=a=b=c", "DUPLICATE=first", "DUPLICATE=second",
                "EMPTY=", "LONG=" + long, "PLAIN=1",
            ]
            var pointers: [UnsafeMutablePointer<CChar>?] = entries.map { strdup($0) }
            // A value that is not UTF-8: 0xFF 0xFE.
            let invalid = UnsafeMutablePointer<CChar>.allocate(capacity: 12)
            for (index, byte) in Array("NOT_UTF8=".utf8).enumerated() { invalid[index] = CChar(bitPattern: byte) }
            invalid[9] = CChar(bitPattern: 0xFF)
            invalid[10] = CChar(bitPattern: 0xFE)
            invalid[11] = 0
            pointers.append(invalid)
            pointers.append(nil)
            let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: pointers.count)
            table.initialize(from: pointers, count: pointers.count)
            setEnviron(table)

            let environment = LaunchContext.current.environment
            guard environment["NO_EQUALS_SIGN"] == nil, !environment.values.contains("NO_EQUALS_SIGN") else { exit(2) }
            guard environment["EQUALS_IN_VALUE"] == "a=b=c" else { exit(3) }
            guard environment["DUPLICATE"] == "first" else { exit(4) }   // getenv finds the first
            guard environment["EMPTY"] == "" else { exit(5) }
            guard environment["LONG"] == long else { exit(6) }
            guard environment["NOT_UTF8"] == "\u{FFFD}\u{FFFD}" else { exit(7) }
            guard environment["PLAIN"] == "1", environment.keys.filter({ !$0.isEmpty }).count == 6 else { exit(8) }
            guard LaunchCondition.environment("DUPLICATE", equals: "first").matches(.current) else { exit(9) }
        }
    }

    @Test func noEnvironmentAtAll_isAnEmptyOne() async {
        await #expect(processExitsWith: .success) {
            setEnviron(nil)
            guard LaunchContext.current.environment.isEmpty, !LaunchContext.current.isPreview else { exit(2) }
        }
    }
}

/// Replaces the C library's `environ` (which Swift imports read-only) with `table`.
private func setEnviron(_ table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) {
    guard let variable = dlsym(nil, "environ") else { exit(90) }
    variable.assumingMemoryBound(to: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self).pointee = table
}
#endif
