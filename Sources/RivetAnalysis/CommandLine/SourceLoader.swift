#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the tool could not read or write: what and why, in one line.
struct FileError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Finds, reads and writes files.
enum SourceLoader {
    /// The `.swift` files among `paths`, and what the search could not take in.
    struct Found {
        var files: [String] = []
        /// Each one line, for standard error: an empty folder, a link loop, an unreadable folder.
        var warnings: [String] = []
    }

    /// The `.swift` files among `paths`, directories searched recursively (skipping hidden entries, such as
    /// `.build`) and through symbolic links, each directory's entries sorted, in the order the paths were
    /// given, each file once. A folder whose name ends in `.swift` is searched like any folder; a directory
    /// reached again through a link below it is a loop, reported and not searched again.
    static func swiftFiles(in paths: [String]) throws -> Found {
        var found = Found()
        var seen: Set<String> = []
        for path in paths {
            guard let isDirectory = FileSystem.isDirectory(path) else {
                throw UsageError("no such file or directory: \(path)")
            }
            var search = Search()
            if isDirectory {
                search.walk(path, ancestors: [])
                if search.files.isEmpty, search.warnings.isEmpty { search.warnings.append("no Swift files in \(path)") }
            } else {
                search.files.append(path)
            }
            found.warnings += search.warnings
            // Once each, however many links lead to it.
            for file in search.files where seen.insert(canonicalPath(file)).inserted {
                found.files.append(file)
            }
        }
        return found
    }

    /// One directory tree's walk.
    private struct Search {
        var files: [String] = []
        var warnings: [String] = []

        /// Adds the Swift files under `directory`; `ancestors` are the real paths of the directories above it.
        mutating func walk(_ directory: String, ancestors: Set<String>) {
            let real = canonicalPath(directory)
            guard !ancestors.contains(real) else {
                warnings.append("symbolic link loop at \(directory) (it leads back to \(real)); not searched again")
                return
            }
            guard let names = FileSystem.entries(of: directory) else {
                warnings.append("cannot read directory: \(directory)")
                return
            }
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = prefix + name
                guard let isDirectory = FileSystem.isDirectory(path) else {
                    // Only a link can name nothing here: one whose target is missing or that leads to itself.
                    warnings.append("symbolic link leads nowhere (its target is missing, or it loops): \(path)")
                    continue
                }
                if isDirectory {
                    walk(path, ancestors: ancestors.union([real]))
                } else if name.hasSuffix(".swift") {
                    files.append(path)
                }
            }
        }
    }

    /// The absolute path with every link resolved, or the path itself when it cannot be resolved.
    private static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func load(_ path: String) throws -> SourceFile {
        guard let bytes = FileSystem.contents(of: path) else {
            throw FileError("cannot read file: \(path)")
        }
        return SourceFile(path: path, bytes: bytes)
    }

    /// Writes `text` unless the file already holds it, so that a build does not see a change.
    static func writeIfChanged(_ text: String, to path: String) throws {
        let bytes = Array(text.utf8)
        if FileSystem.contents(of: path) == bytes { return }
        guard let file = fopen(path, "wb") else { throw FileError("cannot write \(path): \(String(cString: strerror(errno)))") }
        let written = fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw FileError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}
