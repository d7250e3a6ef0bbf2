#!/usr/bin/env bash
# What a component costs an app at build time: generates one graph of N components three ways (Rivet: a key,
# an InjectedValues accessor and a registration each; Swinject 2.10.0: a registration closure each; by hand: a
# container class with a lazy var or a computed var each), each component needing the previous two and every
# third one a singleton, and measures the graph's module alone:
#
# - release and debug compile seconds: the module's own compiler command, run again without SwiftPM's
#   planning: the best of COMPILE_COST_RUNS runs (default 3), the three graphs taking turns;
# - the release object's read-only segment (`size`'s Berkeley text: machine code, unwind tables, type descriptors
#   and reflection metadata: what an app downloads for the module's code), and its .text sections alone;
# - the build plugin: an incremental debug `swift build` of the Rivet graph split in two files (the keys, the
#   assembly) after touching the assembly's, with RivetBuildPlugin applied and without (the same way), and the
#   check that build runs (the plugin's `rivet check` command, as `swift build -v` prints it) alone: in a build
#   whose plugin is already planned it is all the plugin adds, and it is measured more steadily than the
#   difference of two builds.
#
# - a new app's first build: a clean debug `swift build` (a fresh scratch path each run, so that Rivet's runtime is
#   compiled in both) of an app with one executable target, three keys and `Factory(AppAssembly())` in main.swift,
#   depending on Rivet by `.package(path:)`, with RivetBuildPlugin applied to the target and without; the ratio is
#   what the plugin costs a first build (its tool compiled and run). Measured once a run, before the graphs.
#
#   bash Benchmarks/Scripts/compile-cost.sh [N ...]          # default: 100
#   bash Benchmarks/Scripts/compile-cost.sh --plugin [N ...] # the plugin alone: the first build, and the incremental builds at each N
#   bash Benchmarks/Scripts/compile-cost.sh --check N        # fails when a limit of Benchmarks/Gate/compile-cost.tsv is missed
#
# --check N compares, at N, Rivet's read-only segment over hand-written code's and its release and debug compile
# over Swinject's with the goals and limits that Benchmarks/Gate/compile-cost.tsv gives for N, prints them, and
# stops with a message when one is missed (it measures no plugin build). --plugin measures the plugin alone (the first
# build and the incremental builds, not the three graphs: no Swinject, so it runs offline). Runs in a temporary folder
# (COMPILE_COST_KEEP=1 keeps it).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
check= plugin_only=
if [ "${1:-}" = --check ]; then check=1; shift; fi
if [ "${1:-}" = --plugin ]; then plugin_only=1; shift; fi
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100)
runs=${COMPILE_COST_RUNS:-3}

work=$(mktemp -d)
if [ -n "${COMPILE_COST_KEEP:-}" ]; then echo "compile-cost: keeping $work" >&2; else trap 'rm -rf "$work"' EXIT; fi

# components N: the shared component classes.
components() {
    local n=$1 i
    for ((i = 0; i < n; i++)); do
        if ((i < 2)); then
            echo "public final class C$i: @unchecked Sendable { public init() {} }"
        else
            echo "public final class C$i: @unchecked Sendable { let a: C$((i - 1)); let b: C$((i - 2)); init(a: C$((i - 1)), b: C$((i - 2))) { self.a = a; self.b = b } }"
        fi
    done
}

rivet_graph() {
    local n=$1 i
    echo "public import Rivet"
    components "$n"
    for ((i = 0; i < n; i++)); do
        if ((i < 2)); then make="C$i()"; else make="C$i(a: values.c$((i - 1)), b: values.c$((i - 2)))"; fi
        echo "public struct C${i}Key: InjectionKey { public static func make(_ values: InjectedValues) -> C$i { $make } }"
        echo "extension InjectedValues { public var c$i: C$i { self[C${i}Key.self] } }"
    done
    echo "public func resolveLast() -> AnyObject { Factory(GraphAssembly()).c$((n - 1)) }"
}

# rivet_assembly N: the Rivet graph's assembly, in a file of its own (the one the plugin's measure touches).
rivet_assembly() {
    local n=$1 i
    echo "public import Rivet"
    echo "public struct GraphAssembly: Assembly {"
    echo "    public init() {}"
    echo "    public func assemble(into registry: inout Registry) {"
    for ((i = 0; i < n; i++)); do
        if ((i % 3 == 0)); then echo "        registry.register(C${i}Key.self, .singleton)"; else echo "        registry.register(C${i}Key.self)"; fi
    done
    echo "    }"
    echo "}"
}

swinject_graph() {
    local n=$1 i
    echo "public import Swinject"
    components "$n"
    echo "public func makeContainer() -> Container {"
    echo "    let container = Container()"
    for ((i = 0; i < n; i++)); do
        if ((i < 2)); then make="C$i()"; else make="C$i(a: r.resolve(C$((i - 1)).self)!, b: r.resolve(C$((i - 2)).self)!)"; fi
        if ((i % 3 == 0)); then scope=".container"; else scope=".transient"; fi
        echo "    container.register(C$i.self) { r in $make }.inObjectScope($scope)"
    done
    echo "    return container"
    echo "}"
    echo "public func resolveLast() -> AnyObject { makeContainer().resolve(C$((n - 1)).self)! }"
}

hand_graph() {
    local n=$1 i
    components "$n"
    echo "public final class HandContainer {"
    echo "    public init() {}"
    for ((i = 0; i < n; i++)); do
        if ((i < 2)); then make="C$i()"; else make="C$i(a: c$((i - 1)), b: c$((i - 2)))"; fi
        if ((i % 3 == 0)); then echo "    public lazy var c$i: C$i = $make"; else echo "    public var c$i: C$i { $make }"; fi
    done
    echo "}"
    echo "public func resolveLast() -> AnyObject { HandContainer().c$((n - 1)) }"
}

# package NAME DEPENDENCY PRODUCT [PLUGIN]: a package with one library target, Graph.
package() {
    local name=$1 dependency=$2 product=$3 plugin=${4:-}
    mkdir -p "$work/$name/Sources/Graph"
    cat >"$work/$name/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "$name",
    platforms: [.macOS(.v12)],
    dependencies: [$dependency],
    targets: [.target(name: "Graph", dependencies: [$product], swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")], plugins: [$plugin])],
    swiftLanguageModes: [.v6]
)
EOF
}

rivet_package='.package(name: "Rivet", path: "'"$repo"'")'
package graph-hand "" ""
package graph-rivet "$rivet_package" '.product(name: "Rivet", package: "Rivet")'
package graph-rivet-files "$rivet_package" '.product(name: "Rivet", package: "Rivet")'
package graph-rivet-plugin "$rivet_package" '.product(name: "Rivet", package: "Rivet")' '.plugin(name: "RivetBuildPlugin", package: "Rivet")'
package graph-swinject '.package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0")' '.product(name: "Swinject", package: "Swinject")'

# seconds COMMAND: the wall time of one run of COMMAND.
seconds() {
    local start end
    start=$(date +%s.%N)
    bash -c "$1" >/dev/null 2>&1
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

# compiler NAME CONFIGURATION: the Graph module's own compiler command, as SwiftPM runs it (`swift build -v` prints it
# as it builds the module and its dependencies); touching the sources first, since a debug build is incremental.
compiler() {
    local dir=$work/$1 configuration=$2 log command
    log=$(swift build --package-path "$dir" -c "$configuration" --target Graph -v 2>&1) || { echo "$log" >&2; exit 1; }
    command=$(grep -E '/swiftc? .*-module-name Graph ' <<<"$log" | head -1)
    [ -n "$command" ] || { echo "compile-cost: no compiler command for $1 ($configuration)" >&2; exit 1; }
    echo "touch '$dir'/Sources/Graph/*.swift && $command"
}

# fastest ARRAY-NAME NAME=COMMAND...: sets ARRAY[NAME] to the shortest of `runs` runs of each COMMAND, the
# commands taking turns, so that a slow spell of this shared machine falls on all of them alike.
fastest() {
    local -n into=$1
    shift
    local run pair name time
    for ((run = 0; run < runs; run++)); do
        for pair in "$@"; do
            name=${pair%%=*}
            time=$(seconds "${pair#*=}")
            if [ -z "${into[$name]:-}" ] || [ "$(echo "$time < ${into[$name]}" | bc)" = 1 ]; then into[$name]=$time; fi
        done
    done
}

# first_app NAME [PLUGIN]: a new app, as README.md's "Adding Rivet" starts one: one executable target with three keys,
# their assembly and `Factory(AppAssembly())` in main.swift.
first_app() {
    local dir=$work/$1 plugin=${2:-}
    mkdir -p "$dir/Sources/App"
    cat >"$dir/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "$1",
    platforms: [.macOS(.v12)],
    dependencies: [$rivet_package],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "Rivet", package: "Rivet")], plugins: [$plugin])],
    swiftLanguageModes: [.v6]
)
EOF
    cat >"$dir/Sources/App/Keys.swift" <<'EOF'
import Rivet

final class Logger: Sendable { func log(_ message: String) { print(message) } }
final class APIClient: Sendable { let logger: Logger; init(logger: Logger) { self.logger = logger } }
final class UsersRepository: Sendable { let api: APIClient; init(api: APIClient) { self.api = api } }

struct LoggerKey: InjectionKey { static func make(_ values: InjectedValues) -> Logger { Logger() } }
struct APIClientKey: InjectionKey { static func make(_ values: InjectedValues) -> APIClient { APIClient(logger: values.logger) } }
struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> UsersRepository { UsersRepository(api: values.apiClient) }
}

extension InjectedValues {
    var logger: Logger { self[LoggerKey.self] }
    var apiClient: APIClient { self[APIClientKey.self] }
    var usersRepository: UsersRepository { self[UsersRepositoryKey.self] }
}
EOF
    cat >"$dir/Sources/App/AppAssembly.swift" <<'EOF'
import Rivet

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(APIClientKey.self, .singleton)
        registry.register(UsersRepositoryKey.self)
    }
}
EOF
    cat >"$dir/Sources/App/main.swift" <<'EOF'
import Rivet

let factory = Factory(AppAssembly())
factory.usersRepository.api.logger.log("ready")
EOF
}

# first_build NAME: the command of a clean debug build of the app: a fresh scratch path each run (after one build
# that shows it builds).
first_build() {
    local dir=$work/$1
    swift build --package-path "$dir" --scratch-path "$dir/.build-first" >/dev/null 2>&1 ||
        { swift build --package-path "$dir" --scratch-path "$dir/.build-first" >&2; exit 1; }
    echo "rm -rf '$dir/.build-first' && swift build --package-path '$dir' --scratch-path '$dir/.build-first'"
}

# code NAME: "machine-code-bytes read-only-segment-bytes" of the module's release objects.
code() {
    local objects
    objects=$(find "$work/$1/.build/release/Graph.build" -name '*.o')
    # shellcheck disable=SC2086
    echo "$(size -A $objects | awk '$1 ~ /^\.text/ { sum += $2 } END { print sum }') $(size --format=berkeley $objects | awk 'NR > 1 { sum += $1 } END { print sum }')"
}

# incremental NAME: a debug `swift build` of the module after one of its files is touched, once built.
incremental() {
    local dir=$work/$1
    swift build --package-path "$dir" --target Graph >/dev/null 2>&1 || { swift build --package-path "$dir" --target Graph >&2; exit 1; }
    echo "touch '$dir/Sources/Graph/Assembly.swift' && swift build --package-path '$dir' --target Graph"
}

# plugin_check NAME: the command the build plugin runs in an incremental build of the module.
plugin_check() {
    local dir=$work/$1 command
    touch "$dir/Sources/Graph/Assembly.swift"
    command=$(swift build --package-path "$dir" --target Graph -v 2>&1 | grep -E '/RivetCLI-tool check ' | head -1)
    [ -n "$command" ] || { echo "compile-cost: no rivet check in the build of $1" >&2; exit 1; }
    echo "$command"
}

# plugin_measure N: the incremental builds of the Rivet graph with and without the plugin, and its check alone.
plugin_measure() {
    local -A builds=()
    fastest builds "without=$(incremental graph-rivet-files)" "with=$(incremental graph-rivet-plugin)" "check=$(plugin_check graph-rivet-plugin)"
    plugin_rows+=("$(printf '| %s | %.2f | %.2f | %.2f | %.3f | %.1f%% |' "$1" "${builds[without]}" "${builds[with]}" \
        "$(echo "${builds[with]} - ${builds[without]}" | bc)" "${builds[check]}" "$(echo "100 * ${builds[check]} / ${builds[without]}" | bc -l)")")
}

ratio() { echo "scale=2; $1 / $2" | bc; }
failures=() verdicts=()
limits_file=$repo/Benchmarks/Gate/compile-cost.tsv
# limit N MEASURE: "GOAL LIMIT" for N and MEASURE in compile-cost.tsv (empty when it has none).
limit() { awk -F '\t' -v n="$1" -v m="$2" '$1 == n && $2 == m { print $3, $4 }' "$limits_file"; }
if [ -n "$check" ]; then
    for n in "${sizes[@]}"; do
        [ -n "$(limit "$n" segment)" ] || { echo "compile-cost: $limits_file has no limits for N = $n" >&2; exit 2; }
    done
fi
# within N MEASURE RATIO WHAT: records RATIO against the goal and limit of MEASURE at N, and a failure when RATIO
# exceeds the limit.
within() {
    local goal bound verdict=ok
    read -r goal bound < <(limit "$1" "$2")
    if [ "$(echo "$3 > $bound" | bc)" = 1 ]; then verdict=FAIL; failures+=("N = $1: $4: ${3}x, more than its limit ${bound}x"); fi
    if [ "$(echo "$3 > $goal" | bc)" = 1 ]; then verdict="$verdict, goal not yet"; else verdict="$verdict, goal met"; fi
    verdicts+=("$(printf '| %s | %s | %sx | %sx | %sx | %s |' "$1" "$4" "$3" "$bound" "$goal" "$verdict")")
}

if [ -z "$check" ]; then
    first_app first-app
    first_app first-app-plugin '.plugin(name: "RivetBuildPlugin", package: "Rivet")'
    unset first
    declare -A first
    fastest first "without=$(first_build first-app)" "with=$(first_build first-app-plugin)"
    printf 'A new app'"'"'s first (clean) debug build, one target and three keys (s, best of %s in turns):\n\n' "$runs"
    printf '| without the plugin | with RivetBuildPlugin | with ÷ without |\n|---:|---:|---:|\n'
    printf '| %.1f | %.1f | %sx |\n\n' "${first[without]}" "${first[with]}" "$(ratio "${first[with]}" "${first[without]}")"
fi

[ -n "$plugin_only" ] || printf '| N | measure | hand-written | Swinject | Rivet | Rivet ÷ hand | Rivet ÷ Swinject |\n|---:|---|---:|---:|---:|---:|---:|\n'
plugin_rows=()
for n in "${sizes[@]}"; do
    for name in graph-rivet-files graph-rivet-plugin; do
        rivet_graph "$n" >"$work/$name/Sources/Graph/Graph.swift"
        rivet_assembly "$n" >"$work/$name/Sources/Graph/Assembly.swift"
    done
    if [ -n "$plugin_only" ]; then plugin_measure "$n"; continue; fi
    hand_graph "$n" >"$work/graph-hand/Sources/Graph/Graph.swift"
    swinject_graph "$n" >"$work/graph-swinject/Sources/Graph/Graph.swift"
    # One file, as the others have (several files compile in parallel); the plugin's measure splits it in two.
    { rivet_graph "$n"; rivet_assembly "$n" | grep -v '^public import'; } >"$work/graph-rivet/Sources/Graph/Graph.swift"

    unset release debug text segment
    declare -A release debug text segment
    releases=() debugs=()
    for name in hand swinject rivet; do
        releases+=("$name=$(compiler "graph-$name" release)")
        debugs+=("$name=$(compiler "graph-$name" debug)")
    done
    fastest release "${releases[@]}"
    fastest debug "${debugs[@]}"
    for name in hand swinject rivet; do read -r "text[$name]" "segment[$name]" < <(code "graph-$name"); done
    row() { # LABEL ARRAY-NAME FORMAT
        local -n values=$2
        printf "| %s | %s | $3 | $3 | $3 | %sx | %sx |\n" "$n" "$1" "${values[hand]}" "${values[swinject]}" "${values[rivet]}" \
            "$(ratio "${values[rivet]}" "${values[hand]}")" "$(ratio "${values[rivet]}" "${values[swinject]}")"
    }
    row "release compile (s)" release %.2f
    row "debug compile (s)" debug %.2f
    row "machine code (.text bytes)" text %s
    row "read-only segment (bytes)" segment %s

    if [ -n "$check" ]; then
        within "$n" segment "$(ratio "${segment[rivet]}" "${segment[hand]}")" "read-only segment, Rivet ÷ hand-written"
        within "$n" release "$(ratio "${release[rivet]}" "${release[swinject]}")" "release compile, Rivet ÷ Swinject"
        within "$n" debug "$(ratio "${debug[rivet]}" "${debug[swinject]}")" "debug compile, Rivet ÷ Swinject"
    fi

    [ -n "$check" ] || plugin_measure "$n"
done

if [ ${#plugin_rows[@]} -gt 0 ]; then
    printf '\nIncremental debug build of the Rivet graph, one file touched (s):\n\n| N | without the plugin | with RivetBuildPlugin | difference | its check alone | the check ÷ the build |\n|---:|---:|---:|---:|---:|---:|\n'
    printf '%s\n' "${plugin_rows[@]}"
fi

if [ -n "$check" ]; then
    printf '\nAgainst %s:\n\n| N | measure | ratio | limit | goal | verdict |\n|---:|---|---:|---:|---:|---|\n' "${limits_file#"$repo"/}"
    printf '%s\n' "${verdicts[@]}"
    if [ ${#failures[@]} -gt 0 ]; then
        printf 'compile-cost: %s\n' "${failures[@]}" >&2
        exit 1
    fi
fi
