import Foundation

/// Runs a command with its output in files (a pipe that fills would block it), optionally with a time limit.
enum Shell {
    struct Result {
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        var output: String
        var error: String
        var seconds: Double
    }

    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:], timeout: Double? = nil) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("differential-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let timedOut = TimeoutFlag()
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
                if process.isRunning { timedOut.set(); kill(process.processIdentifier, SIGKILL) }
            }
        }
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Result(
            status: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut.value,
            output: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            error: (try? String(contentsOf: err, encoding: .utf8)) ?? "",
            seconds: Date().timeIntervalSince(start)
        )
    }
}

/// Set once from the timer's queue, read after the process ends.
final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    func set() { lock.lock(); fired = true; lock.unlock() }
    var value: Bool { lock.lock(); defer { lock.unlock() }; return fired }
}
