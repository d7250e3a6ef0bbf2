/// A Swift source file to analyse: its path (as diagnostics print it) and its UTF-8 bytes.
package struct SourceFile: Sendable {
    /// The path diagnostics name, as given.
    package let path: String
    /// The file's bytes; they need not be valid UTF-8.
    package let bytes: [UInt8]

    /// A file with the given bytes.
    ///
    /// - Parameters:
    ///   - path: The path diagnostics name.
    ///   - bytes: The file's contents.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A file with the given text, for tests and tools that already hold it.
    ///
    /// - Parameters:
    ///   - path: The path diagnostics name.
    ///   - text: The file's contents.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// Turns byte offsets into 1-based lines and columns (columns count bytes, as the compiler's do).
struct LineTable {
    private var starts: [Int32] = [0]

    // A plain loop over the buffer: unoptimized, as the build plugin's tool is built (Package.swift), an
    // `enumerated()` loop took a seventh of the check of a 300-component graph.
    init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            var offset = 0
            while offset < count {
                if base[offset] == 0x0A { starts.append(Int32(truncatingIfNeeded: offset &+ 1)) }
                offset &+= 1
            }
        }
    }

    func lineAndColumn(of offset: Int32) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, Int(offset - starts[low]) + 1)
    }

    /// The bytes of a 1-based line, without its line break; empty past the end.
    func line(_ number: Int, in bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard number >= 1, number <= starts.count else { return [] }
        let start = Int(starts[number - 1])
        let end = number < starts.count ? Int(starts[number]) - 1 : bytes.count
        return bytes[start..<max(start, end)]
    }
}
