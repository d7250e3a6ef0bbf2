#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few questions the tool asks of the file system, in POSIX calls (the same on Linux and Darwin): the tool
/// does not import Foundation, whose import was most of its compile time, and the build plugin compiles the
/// tool in every new build of an app that applies it.
enum FileSystem {
    /// Whether `path` names a directory (through symbolic links); nil when it names nothing, or a link whose
    /// target is missing or that loops.
    static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode) & Int(S_IFMT) == Int(S_IFDIR)
    }

    /// The names in a directory, `.` and `..` left out, in no particular order; nil when it cannot be read.
    static func entries(of directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The bytes of the file at `path`; nil when it cannot be read (a directory cannot).
    static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if read > 0 { bytes.append(contentsOf: chunk[0..<read]) }
            if read < chunk.count { break }
        }
        return ferror(file) == 0 ? bytes : nil
    }

    /// When the file at `path` was last modified, in seconds since 1970; nil when it does not exist.
    static func modificationTime(of path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
