// rivet: Rivet's compile-time checks on the command line. The plugins run it; see --help.

import RivetAnalysis

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let status = Command.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
