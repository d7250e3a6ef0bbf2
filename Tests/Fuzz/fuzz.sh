#!/usr/bin/env bash
# Builds the libFuzzer harness for RivetAnalysis's lexer, parser and rules, and runs it.
# Usage: Tests/Fuzz/fuzz.sh [seconds]   (default 300). Not part of `swift build` or `swift test`.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
seconds="${1:-300}"
work="$root/.build-fuzz"
mkdir -p "$work/corpus" "$work/artifacts" "$work/modules"

# Seeds: the fixture packages and the test sources, whose fixtures hold every rule and lexer hazard.
find "$root/Tests/Fixtures" "$root/Tests/RivetAnalysisTests" "$root/Sources/RivetAnalysis/Lexing" -name '*.swift' \
    -exec cp {} "$work/corpus/" \;

# RivetAnalysis depends on nothing but the standard library (Sources/RivetAnalysis/Shared links to the runtime's message
# files, which `find` lists as they are): one module with the harness.
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name RivetFuzz -package-name Rivet \
    $(find "$root/Sources/RivetAnalysis" -name '*.swift' | sort) "$root/Tests/Fuzz/FuzzAnalysis.swift" \
    -o "$work/fuzz-analysis"

"$work/fuzz-analysis" "$work/corpus" -max_total_time="$seconds" -timeout=10 -max_len=16384 \
    -rss_limit_mb=4096 -artifact_prefix="$work/artifacts/" -print_final_stats=1
