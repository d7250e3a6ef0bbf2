import Foundation
import RivetAnalysis

/// Finds, reads and writes files.
enum SourceLoader {
    /// The `.swift` files among `paths`, directories searched recursively (skipping hidden folders and
    /// build folders), each directory's files sorted, in the order the paths were given.
    static func swiftFiles(in paths: [String]) throws -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("no such file or directory: \(path)")
            }
            let files = isDirectory.boolValue ? try swiftFiles(inDirectory: path) : [path]
            for file in files where seen.insert(file).inserted { found.append(file) }
        }
        return found
    }

    private static func swiftFiles(inDirectory directory: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw UsageError("cannot read directory: \(directory)")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { files.append(directory.hasSuffix("/") ? directory + relative : directory + "/" + relative) }
        }
        return files.sorted()
    }

    static func load(_ path: String) throws -> SourceFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read file: \(path)")
        }
        return SourceFile(path: path, bytes: [UInt8](data))
    }

    /// Writes `text` unless the file already holds it, so that a build does not see a change.
    static func writeIfChanged(_ text: String, to path: String) throws {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == data { return }
        try data.write(to: URL(fileURLWithPath: path))
    }
}
