import Foundation
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// `ExitTest.Result.rivetMessage`: the message a failed resolution stopped the child process with, whole,
// picked out of whatever else the process wrote to standard error.

@Suite struct RivetMessageTests {
    @Test func failedResolution_rivetMessage_isTheWholeMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(AppAssembly())[SessionKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); \
            resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].
            """)
    }

    @Test func otherLinesAroundTheMessage_rivetMessage_isTheFatalErrorLineAlone() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FileHandle.standardError.write(Data("loading users\nRivet: a log line, not the failure\n".utf8))
            _ = Factory(AppAssembly())[SessionKey.self]
        }
        let standardError = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(standardError.hasPrefix("loading users\nRivet: a log line, not the failure\n"))
        #expect(standardError.contains("Fatal error: Rivet: "))   // the line Rivet's message is read from
        #expect(result?.rivetMessage == RivetError.flowNotRunning(key: "SessionKey", chain: ["SessionKey"]).description)
    }

    @Test func anotherFatalError_rivetMessage_isNil() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FileHandle.standardError.write(Data("Rivet: a log line\n".utf8))
            fatalError("not a resolution")
        }
        let standardError = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("Fatal error: not a resolution"))
        #expect(result?.rivetMessage == nil)
    }

    @Test func exitWithNothingOnStandardError_rivetMessage_isNil() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exit(EXIT_FAILURE)
        }
        #expect(try #require(result).rivetMessage == nil)
    }

    @Test func standardErrorNotObserved_rivetMessage_isNil() async throws {
        let result = await #expect(processExitsWith: .failure) {
            _ = Factory(AppAssembly())[SessionKey.self]
        }
        #expect(try #require(result).rivetMessage == nil)
    }
}
