#!/usr/bin/env bash
# What a component costs an app at build time: generates one graph of N components three ways (Rivet: a key,
# an InjectedValues accessor and a registration each; Swinject 2.10.0: a registration closure each; by hand: a
# container class with a lazy var or a computed var each), each component needing the previous two and every
# third one a singleton, builds each module alone in release, and prints compile seconds and machine code
# (text bytes of the module's object files), with ratios against hand-written code and Swinject.
#
#   bash Benchmarks/Scripts/compile-cost.sh [N ...]        # default: 100
#
# Dependencies are built first, untimed; then the module's sources are touched and the module alone is rebuilt
# and timed. Runs in a temporary folder (COMPILE_COST_KEEP=1 keeps it).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100)

work=$(mktemp -d)
if [ -n "${COMPILE_COST_KEEP:-}" ]; then echo "compile-cost: keeping $work" >&2; else trap 'rm -rf "$work"' EXIT; fi

# components N STYLE: the shared component classes.
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
    echo "public struct GraphAssembly: Assembly {"
    echo "    public init() {}"
    echo "    public func assemble(into registry: inout Registry) {"
    for ((i = 0; i < n; i++)); do
        if ((i % 3 == 0)); then echo "        registry.register(C${i}Key.self, .singleton)"; else echo "        registry.register(C${i}Key.self)"; fi
    done
    echo "    }"
    echo "}"
    echo "public func resolveLast() -> AnyObject { Factory(GraphAssembly()).c$((n - 1)) }"
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

# package NAME DEPENDENCY PRODUCT: a package with one library target, Graph.
package() {
    local name=$1 dependency=$2 product=$3
    mkdir -p "$work/$name/Sources/Graph"
    cat >"$work/$name/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "$name",
    platforms: [.macOS(.v12)],
    dependencies: [$dependency],
    targets: [.target(name: "Graph", dependencies: [$product], swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")])],
    swiftLanguageModes: [.v6]
)
EOF
}

package graph-hand "" ""
package graph-rivet ".package(name: \"Rivet\", path: \"$repo\")" ".product(name: \"Rivet\", package: \"Rivet\")"
package graph-swinject ".package(url: \"https://github.com/Swinject/Swinject\", exact: \"2.10.0\")" ".product(name: \"Swinject\", package: \"Swinject\")"

# measure NAME: "seconds text-bytes" for the Graph module, rebuilt alone in release.
measure() {
    local dir=$work/$1
    swift build --package-path "$dir" -c release --target Graph >/dev/null 2>&1 ||
        { swift build --package-path "$dir" -c release --target Graph >&2; exit 1; }
    touch "$dir"/Sources/Graph/*.swift
    local start end
    start=$(date +%s.%N)
    swift build --package-path "$dir" -c release --target Graph >/dev/null 2>&1
    end=$(date +%s.%N)
    local text
    text=$(find "$dir/.build/release/Graph.build" -name '*.o' -print0 | xargs -0 size --format=berkeley | awk 'NR > 1 { sum += $1 } END { print sum }')
    echo "$(echo "$end - $start" | bc) $text"
}

printf '| N | build | hand-written | Swinject | Rivet | Rivet ÷ hand | Rivet ÷ Swinject |\n|---:|---|---:|---:|---:|---:|---:|\n'
for n in "${sizes[@]}"; do
    hand_graph "$n" >"$work/graph-hand/Sources/Graph/Graph.swift"
    rivet_graph "$n" >"$work/graph-rivet/Sources/Graph/Graph.swift"
    swinject_graph "$n" >"$work/graph-swinject/Sources/Graph/Graph.swift"
    read -r hand_s hand_t < <(measure graph-hand)
    read -r swinject_s swinject_t < <(measure graph-swinject)
    read -r rivet_s rivet_t < <(measure graph-rivet)
    ratio() { echo "scale=2; $1 / $2" | bc; }
    printf '| %s | release compile (s) | %.1f | %.1f | %.1f | %sx | %sx |\n' "$n" "$hand_s" "$swinject_s" "$rivet_s" "$(ratio "$rivet_s" "$hand_s")" "$(ratio "$rivet_s" "$swinject_s")"
    printf '| %s | machine code (text bytes) | %s | %s | %s | %sx | %sx |\n' "$n" "$hand_t" "$swinject_t" "$rivet_t" "$(ratio "$rivet_t" "$hand_t")" "$(ratio "$rivet_t" "$swinject_t")"
done
