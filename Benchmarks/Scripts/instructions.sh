#!/usr/bin/env bash
# Instructions per operation, hand-written code and Rivet, for the gate's scenarios: callgrind counts are exact and
# the same on a busy machine, so they show what a change to the hot paths does before the gate's timed ratios can.
# A diagnosis, not a judge: an instruction is not a nanosecond (an atomic or a cache miss costs many), so the gate
# decides. Needs valgrind (Debian: `apt-get install valgrind`).
#
#   bash Benchmarks/Scripts/instructions.sh [SCENARIO ...]     # default: S1 S2 S3 S4 S5 S7 S10 S15 S16 S17n S17s
#   N=50000 bash Benchmarks/Scripts/instructions.sh S1         # operations per count (default 20000)
#
# Builds, in a temporary folder, a release executable of Benchmarks/Sources/BenchmarkGraph against this checkout's
# Rivet, whose scenarios are the Gate suite's (Benchmarks/Benchmarks/Gate/Gate.swift), and runs each side under
# callgrind with N operations and with none: (count(N) - count(0)) / N. Valgrind cannot read the DWARF of Swift 6.3's
# binaries, so it runs a copy stripped of debug information (symbols kept, for callgrind_annotate).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
command -v valgrind >/dev/null || { echo "instructions: needs valgrind (apt-get install valgrind)"; exit 1; }
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(S1 S2 S3 S4 S5 S7 S10 S15 S16 S17n S17s)
n=${N:-20000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/Sources/Graph" "$work/Sources/instructions"
for file in "$repo"/Benchmarks/Sources/BenchmarkGraph/*.swift; do
    # The graph without ordo-one/benchmark: its `blackHole` is replaced by one the optimizer cannot see through.
    [ "$(basename "$file")" = Configuration.swift ] && continue
    sed 's/^import Benchmark$//' "$file" > "$work/Sources/Graph/$(basename "$file")"
done
cat >> "$work/Sources/Graph/ArgumentGraph.swift" <<'SWIFT'

@inline(never) @_optimize(none) public func blackHole<T>(_ value: T) {}
SWIFT
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "instructions",
    dependencies: [.package(name: "Rivet", path: "$repo")],
    targets: [
        .target(name: "Graph", dependencies: [.product(name: "Rivet", package: "Rivet")]),
        .executableTarget(name: "instructions", dependencies: ["Graph", .product(name: "Rivet", package: "Rivet")]),
    ]
)
SWIFT
cat > "$work/Sources/instructions/main.swift" <<'SWIFT'
import Graph
import Rivet

// The Gate suite's scenarios (Benchmarks/Benchmarks/Gate/Gate.swift), one side at a time: `instructions S1 rivet 1000`.
let rivetTransients = Factory(TransientAssembly())
let rivetSingletons = Factory(SingletonAssembly())
let rivetArguments = Factory(ArgumentAssembly())
Factory.installRoot(Factory(SingletonAssembly()))
_ = rivetSingletons.presenter
for id in 0..<8 { _ = rivetArguments[CachedUserDetailKey.self, id]; _ = Handwritten.userDetails[id] }

let scenarios: [String: (handwritten: (Int) -> Void, rivet: (Int) -> Void)] = [
    "S1": ({ n in for _ in 0..<n { blackHole(ConsoleLogger() as any Logger) } },
           { n in for _ in 0..<n { blackHole(rivetTransients[LoggerKey.self]) } }),
    "S2": ({ n in for _ in 0..<n { blackHole(Handwritten.loggerReturnedOwned()) } },
           { n in for _ in 0..<n { blackHole(rivetSingletons[LoggerKey.self]) } }),
    "S3": ({ n in for _ in 0..<n { blackHole(Handwritten.transientPresenter()) } },
           { n in for _ in 0..<n { blackHole(rivetTransients[PresenterKey.self]) } }),
    "S4": ({ n in for _ in 0..<n { blackHole(Handwritten.presenterOverSingletons()) } },
           { n in for _ in 0..<n { blackHole(rivetSingletons[PresenterKey.self]) } }),
    "S5": ({ n in for _ in 0..<n { blackHole(Handwritten.chain()) } },
           { n in for _ in 0..<n { blackHole(rivetTransients[Link9Key.self]) } }),
    "S7": ({ n in for _ in 0..<n { blackHole(HandwrittenRoot(logger: { ConsoleLogger() }).presenter()) } },
           { n in
               for _ in 0..<n {
                   let factory = Factory(SingletonAssembly())
                   factory.override(LoggerKey.self) { _ in ConsoleLogger() }
                   factory.withCurrent { blackHole(factory[PresenterKey.self]) }
               }
           }),
    "S10": ({ n in for _ in 0..<n { blackHole(HandwrittenFlow().session) } },
            { n in for _ in 0..<n { blackHole(rivetSingletons.beginFlow(FlowAssembly())[FlowSessionKey.self]) } }),
    "S15": ({ n in for id in 0..<n { blackHole(Handwritten.userDetail(id: id)) } },
            { n in for id in 0..<n { blackHole(rivetArguments[UserDetailKey.self, id]) } }),
    "S16": ({ n in for id in 0..<n { blackHole(Handwritten.userDetails[id & 7]) } },
            { n in for id in 0..<n { blackHole(rivetArguments[CachedUserDetailKey.self, id & 7]) } }),
    "S17n": ({ n in for _ in 0..<n { blackHole(Handwritten.sinks()) } },
             { n in for _ in 0..<n { blackHole(rivetArguments[SinksKey.self]) } }),
    "S17s": ({ n in for _ in 0..<n { blackHole(Handwritten.sharedSinks()) } },
             { n in for _ in 0..<n { blackHole(rivetArguments[SharedSinksKey.self]) } }),
]
let arguments = CommandLine.arguments
guard arguments.count == 4, let scenario = scenarios[arguments[1]], let n = Int(arguments[3]) else {
    fatalError("usage: instructions \(scenarios.keys.sorted().joined(separator: "|")) handwritten|rivet N")
}
let side = arguments[2] == "rivet" ? scenario.rivet : scenario.handwritten
scenario.handwritten(1)
scenario.rivet(1)
side(n)
SWIFT

echo "instructions: building a release harness against $repo" >&2
swift build -c release --package-path "$work" >/dev/null
binary="$work/instructions-stripped"
cp "$work/.build/release/instructions" "$binary"
strip --strip-debug "$binary"
count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$@" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }

printf '%-6s %12s %10s %8s\n' scenario hand-written Rivet ratio
for scenario in "${scenarios[@]}"; do
    per=()
    for side in handwritten rivet; do
        empty=$(count "$scenario" "$side" 0)
        full=$(count "$scenario" "$side" "$n")
        per+=($(( (full - empty) / n )))
    done
    printf '%-6s %12s %10s %7sx\n' "$scenario" "${per[0]}" "${per[1]}" "$(awk -v a="${per[1]}" -v b="${per[0]}" 'BEGIN { printf "%.2f", a / b }')"
done
