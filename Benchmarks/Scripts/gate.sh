#!/usr/bin/env bash
# The benchmark regression gate: Rivet's time over hand-written code's, measured in turns in the same process,
# against the goals and limits of Benchmarks/Gate/limits.tsv, and Rivet's mallocs per operation against
# hand-written code's. Benchmarks/README.md ("Regression gate") says how the limits are set and tightened.
#
#   bash Benchmarks/Scripts/gate.sh                 # build, measure, print the table, fail on a limit missed
#   bash Benchmarks/Scripts/gate.sh --markdown      # also the table in Markdown (Documentation/Performance.md)
#   bash Benchmarks/Scripts/gate.sh --tighten       # also limits.tsv as this run would tighten it (never loosen)
#   bash Benchmarks/Scripts/gate.sh --attempts N    # at most N time runs (default 3), see below
#   bash Benchmarks/Scripts/gate.sh --save DIR      # also keep the runs' outputs in DIR (time1.txt ... mallocs.txt)
#   bash Benchmarks/Scripts/gate.sh --from TIME... MALLOCS   # judge saved outputs, no build, no run
#   bash Benchmarks/Scripts/gate.sh --prepare DIR   # the builds and the malloc run alone (DIR/mallocs.txt), see below
#   bash Benchmarks/Scripts/gate.sh --mallocs FILE  # after --prepare: the time runs alone, judged with FILE
#
# Times: the `Gate` suite built without the trait MallocCounts (`--disable-default-traits`), so that no malloc
# interposer is in the process: it adds the same cost to every allocation on both sides and pulls ratios toward 1.
# Each scenario runs hand-written code and Rivet in turns of a few microseconds, and records each pair's ratio; a
# run has five rounds of every scenario, each round a process of its own. A round's ratio is the median of its
# pairs. A run's ratio for a row is the median over its calm rounds: those whose hand-written time is within 5% of
# the run's fastest (other processes on this shared machine only ever add time, and nothing Rivet does changes the
# hand-written side, so its time says how disturbed a round was). A disturbance can last a whole run; so when a row
# misses its limit, the time run is repeated, up to --attempts runs, and each row is judged on its best run: a
# regression misses in every run, a busy spell of the machine does not.
#
# Mallocs: the same suite built with the trait (the default), each side a benchmark of its own that counts mallocs
# per operation; exact, so no allowance, and the same on a busy machine: they are counted first, and the time runs
# come last, so that CI can make the builds and the malloc run (--prepare) beside other work, and the time runs
# (--mallocs) alone.
#
# The builds share one scratch path (GATE_SCRATCH, default Benchmarks/.build-gate): switching the trait rebuilds
# ordo-one/benchmark and the suite only. Before a build without the trait the script deletes what a build with it
# left there (the interposer's Swift module and library): ordo-one/benchmark 1.38.1 imports the interposer wherever
# `canImport` finds its module.
#
# The runs are those of `swift package benchmark --target Gate --no-progress`, without the plugin, which builds its
# driver, BenchmarkTool, twice on each trait switch (in debug as the plugin's tool, then in release, which it runs).
# The script builds the suite and the driver with `swift build -c release`, as the plugin does, in the package with
# the Gate suite alone (RIVET_GATE_ONLY=1, Package.swift), and runs the driver with the plugin's arguments,
# preloading the interposer's library for the malloc run as the plugin does. The driver only starts the suite's
# processes and reads their results (the trait changes what runs inside the suite, not the driver): it is built
# once, without the trait, and drives both. From a clean scratch path the gate takes about 250 CPU seconds instead
# of 400.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
limits=$repo/Benchmarks/Gate/limits.tsv
scratch=${GATE_SCRATCH:-$repo/Benchmarks/.build-gate}
export LC_ALL=C.UTF-8

attempts=3 markdown= tighten= save= from=() prepare= mallocs=
while [ $# -gt 0 ]; do
    case $1 in
        --attempts) attempts=$2; shift 2 ;;
        --markdown) markdown=1; shift ;;
        --tighten) tighten=1; shift ;;
        --save) save=$2; shift 2 ;;
        --prepare) prepare=$2; shift 2 ;;
        --mallocs) mallocs=$2; shift 2 ;;
        --from) shift; from=("$@"); break ;;
        *) echo "gate: unknown option $1 (see the comment at the top of $0)" >&2; exit 2 ;;
    esac
done

allowance=$(sed -n 's/^# allowance: \([0-9.]*\)%.*/\1/p' "$limits")
[ -n "$allowance" ] || { echo "gate: $limits states no '# allowance: N%'"; exit 1; }

# judge TIMES-ONLY TIME-OUTPUT... [MALLOC-OUTPUT]: prints the table and fails when a limit is missed (with TIMES-ONLY
# set, the times' limits only, and quietly).
judge() {
    local times_only=$1 output
    shift
    {
        echo "@limits"; cat "$limits"
        for output in "$@"; do
            if [ -z "$times_only" ] && [ "$output" = "${!#}" ]; then echo "@mallocs"; else echo "@time"; fi
            cat "$output"
        done
    } | awk -v allowance="$allowance" -v calm=5 -v timesOnly="$times_only" -v markdown="$markdown" -v tighten="$tighten" \
        -v date="$(date -u +%Y-%m-%d)" '
function sort(v, n,    i, j, t) { for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t } }
function median(v, n) { sort(v, n); return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2 }
function ns(ps) { ps /= 1000; return ps >= 100 ? sprintf("%.0f", ps) : sprintf("%.1f", ps) }
function x(r) { return sprintf("%.2fx", r) }
function append(list, item) { return list (list == "" ? "" : ", ") item }
/^@limits$/ { part = "limits"; next }
/^@time$/ { part = "time"; runs++; next }
/^@mallocs$/ { part = "mallocs"; next }
part == "limits" && /^#/ { header = header $0 "\n"; next }
part == "limits" && NF {
    split($0, f, "\t")
    if (f[1] == "scenario") { columns = $0; next }
    name = f[1]; order[++count] = name
    kind[name] = f[2]; goal[name] = f[3]; limit[name] = f[4]; extra[name] = f[5]; how[name] = f[6]; what[name] = f[7]
    next
}
part == "time" && /^[0-9]+\.S[0-9]+_[A-Za-z0-9_]+$/ { scenario = $1; sub(/^[0-9]+\./, "", scenario); next }
part == "time" && /│/ {   # one round of a scenario in run `runs`: the p50 of its pairs of turns
    split($0, f, "│"); metric = f[2]; gsub(/^ +| +$/, "", metric); sub(/ .*/, "", metric)
    if (metric == "handwritten_ps") { k = ++rounds[scenario, runs]; hand[scenario, runs, k] = f[5] + 0 }
    if (metric == "rivet_ps") rivet[scenario, runs, rounds[scenario, runs]] = f[5] + 0
    if (metric == "ratio_permille") ratio[scenario, runs, rounds[scenario, runs]] = f[5] + 0
}
part == "mallocs" && /^mallocs\.S[0-9]+_[A-Za-z0-9_]+_(Handwritten|Rivet)$/ { scenario = $1; sub(/^mallocs\./, "", scenario); next }
part == "mallocs" && /Malloc \(total\)/ { split($0, f, "│"); mallocs[scenario] = f[5] + 0 }
END {
    for (i = 1; i <= count; i++) {   # each row: its calm rounds in each run, then its best run
        s = order[i]; best[s] = ""
        for (run = 1; run <= runs; run++) {
            n = rounds[s, run]; if (!n) continue
            fastest = hand[s, run, 1]; for (k = 2; k <= n; k++) if (hand[s, run, k] < fastest) fastest = hand[s, run, k]
            used = 0; split("", hs); split("", rs); split("", qs)
            for (k = 1; k <= n; k++) if (hand[s, run, k] <= fastest * (1 + calm / 100)) {
                used++; hs[used] = hand[s, run, k]; rs[used] = rivet[s, run, k]; qs[used] = ratio[s, run, k]
            }
            q = median(qs, used) / 1000
            if (best[s] == "" || q < best[s]) {
                best[s] = q; bestRun[s] = run; calmRounds[s] = used "/" n; h[s] = median(hs, used); v[s] = median(rs, used)
            }
        }
    }
    failures = 0
    for (i = 1; i <= count; i++) {
        s = order[i]; verdict = ""
        if (best[s] == "") { verdict = "FAIL (not measured)"; failures++; shown = "n/a"; met = "" }
        else {
            r = best[s]
            if (kind[s] == "throughput") {   # Rivet throughput over hand-written throughput: the inverse of the time ratio
                r = 1 / r; bad = r < limit[s]; reached = goal[s] != "-" && r >= goal[s]
            } else {
                bad = r > limit[s]; reached = goal[s] != "-" && r <= goal[s]
            }
            shown = x(r); measured[s] = r
            if (bad) { verdict = "FAIL (time)"; failures++ }
            met = goal[s] == "-" ? "no goal" : reached ? "goal met" : "goal not yet"
        }
        m = "-"
        if (extra[s] != "-" && !timesOnly) {
            mh[s] = (s "_Handwritten") in mallocs ? mallocs[s "_Handwritten"] : ""; mr[s] = (s "_Rivet") in mallocs ? mallocs[s "_Rivet"] : ""
            m = (mh[s] == "" ? "?" : mh[s]) " / " (mr[s] == "" ? "?" : mr[s]) " (" extra[s] ")"
            if (mh[s] == "" || mr[s] == "") { verdict = append(verdict, "FAIL (mallocs not measured)"); failures++ }
            else if (mr[s] > mh[s] + extra[s]) { verdict = append(verdict, "FAIL (mallocs)"); failures++ }
        }
        cell[s, "verdict"] = verdict == "" ? "ok" : verdict; cell[s, "met"] = met; cell[s, "ratio"] = shown; cell[s, "mallocs"] = m
        cell[s, "hand"] = best[s] == "" ? "n/a" : ns(h[s]) " ns"; cell[s, "rivet"] = best[s] == "" ? "n/a" : ns(v[s]) " ns"
        cell[s, "run"] = best[s] == "" ? "n/a" : bestRun[s] " of " runs ", " calmRounds[s]
        cell[s, "limit"] = (kind[s] == "throughput" ? ">= " : "<= ") limit[s]
        cell[s, "goal"] = goal[s] == "-" ? "-" : (kind[s] == "throughput" ? ">= " : "<= ") goal[s]
    }
    if (timesOnly) exit failures > 0

    printf "Regression gate (Benchmarks/Gate/limits.tsv, noise allowance %s%%). Times without the malloc interposer,\n", allowance
    printf "hand-written and Rivet in turns in one process; ratio: Rivet ÷ hand-written time (S8: Rivet÷hand-written\n"
    printf "throughput), the median of the calm rounds of the best run (run, calm rounds/rounds). Mallocs per operation\n"
    printf "with the interposer: hand-written / Rivet (Rivet may add).\n\n"
    line = sprintf("%-36s %12s %12s %8s %13s %8s %8s %16s  %s", "scenario", "hand-written", "Rivet", "ratio", "run, rounds", "limit", "goal", "mallocs", "verdict")
    print line; gsub(/./, "-", line); print line
    for (i = 1; i <= count; i++) {
        s = order[i]
        printf "%-36s %12s %12s %8s %13s %8s %8s %16s  %s%s\n", s, cell[s, "hand"], cell[s, "rivet"], cell[s, "ratio"], cell[s, "run"],
            cell[s, "limit"], cell[s, "goal"], cell[s, "mallocs"], cell[s, "verdict"], cell[s, "met"] == "" ? "" : ", " cell[s, "met"]
    }
    print ""
    if (failures) printf "gate: FAILED, %d limit(s) missed (a limit is only ever tightened: Benchmarks/README.md, \"Regression gate\")\n", failures
    else print "gate: passed"

    if (markdown) {
        print "\n| Scenario | Hand-written | Rivet | Rivet ÷ hand-written | limit | goal | mallocs hand / Rivet (Rivet may add) | |"
        print "|---|---:|---:|---:|---:|---:|---:|---|"
        for (i = 1; i <= count; i++) {
            s = order[i]; limitShown = cell[s, "limit"]; goalShown = cell[s, "goal"]; gsub(/>=/, "≥", limitShown); gsub(/<=/, "≤", limitShown)
            gsub(/>=/, "≥", goalShown); gsub(/<=/, "≤", goalShown)
            printf "| %s | %s | %s | %s | %sx | %s | %s | %s |\n", what[s], cell[s, "hand"], cell[s, "rivet"], cell[s, "ratio"],
                limitShown, goalShown == "-" ? "none" : goalShown "x", cell[s, "mallocs"], cell[s, "met"]
        }
    }

    if (tighten) {   # limits.tsv as this run would leave it: limits only ever tightened
        printf "\n%s%s\n", header, columns
        for (i = 1; i <= count; i++) {
            s = order[i]; l = limit[s]; e = extra[s]; note = how[s]
            if (s in measured) {
                r = measured[s]
                if (kind[s] == "throughput") {
                    base = goal[s] != "-" && r >= goal[s] ? goal[s] : r
                    proposed = sprintf("%.2f", base / (1 + allowance / 100))
                    if (proposed + 0 > l + 0) { l = proposed; note = (base == goal[s] ? "goal" : sprintf("measured %.2f on %s", r, date)) " / (1 + allowance)" }
                } else {
                    base = goal[s] != "-" && r <= goal[s] ? goal[s] : r
                    proposed = sprintf("%.2f", base * (1 + allowance / 100))
                    if (proposed + 0 < l + 0) { l = proposed; note = (base == goal[s] ? "goal" : sprintf("measured %.2f on %s", r, date)) " x (1 + allowance)" }
                }
            }
            if (e != "-" && mh[s] != "" && mr[s] - mh[s] < e + 0) e = sprintf("%+d", mr[s] - mh[s])
            printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", s, kind[s], goal[s], l, e, note, what[s]
        }
    }
    exit failures > 0
}'
}

if [ ${#from[@]} -gt 0 ]; then
    [ ${#from[@]} -ge 2 ] || { echo "gate: --from needs one or more time outputs and a malloc output" >&2; exit 2; }
    judge "" "${from[@]}"
    exit
fi

# build OUTPUT PRODUCT [SWIFT-BUILD-OPTION ...]: a release build of PRODUCT, as the plugin builds it; fails with
# the build's log.
build() {
    local output=$1 product=$2
    shift 2
    RIVET_GATE_ONLY=1 swift build --package-path "$repo/Benchmarks" --scratch-path "$scratch" -c release --product "$product" "$@" \
        >"$output" 2>&1 ||
        { cat "$output"; echo "gate: the $product build failed"; exit 1; }
}
bin=$scratch/release
# benchmark [ENVIRONMENT ...]: one run of the Gate suite as built, by its driver, with the plugin's arguments.
benchmark() {
    (cd "$repo/Benchmarks" && env "$@" "$bin/BenchmarkTool" --command run --baseline-storage-path "$repo/Benchmarks/" \
        --format text --grouping benchmark --benchmark-package-identifier benchmark --no-progress \
        --targets Gate --benchmark-executable-paths "$bin/Gate")
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# without_interposer: deletes what a build with the trait left (see the top).
without_interposer() { rm -f "$scratch"/*/*/Modules*/MallocInterposerSwift.* "$scratch"/*/*/libMallocInterposerSwift*.so; }
if [ -z "$mallocs" ]; then
    # The driver first, without the trait: built with it, it would load the interposer's library too.
    echo "gate: building the driver" >&2
    without_interposer
    build "$work/build.txt" BenchmarkTool --disable-default-traits
    echo "gate: building the suite with the malloc interposer" >&2
    build "$work/build.txt" Gate
    [ -f "$bin/libMallocInterposerSwift.so" ] || { echo "gate: the build with the trait made no $bin/libMallocInterposerSwift.so"; exit 1; }
    echo "gate: malloc run (with the malloc interposer)" >&2
    mallocs=$work/mallocs.txt
    benchmark LD_PRELOAD="$bin/libMallocInterposerSwift.so${LD_PRELOAD:+:$LD_PRELOAD}" >"$mallocs" 2>&1 ||
        { cat "$mallocs"; echo "gate: the malloc run failed"; exit 1; }
    echo "gate: building the suite without the malloc interposer" >&2
    without_interposer
    build "$work/build.txt" Gate --disable-default-traits
    if [ -n "$prepare" ]; then mkdir -p "$prepare" && cp "$mallocs" "$prepare"/mallocs.txt; exit; fi
fi
times=()
for ((run = 1; run <= attempts; run++)); do
    echo "gate: time run $run (without the malloc interposer)" >&2
    benchmark >"$work/time$run.txt" 2>&1 || { cat "$work/time$run.txt"; echo "gate: the time run failed"; exit 1; }
    if grep -q 'the malloc interposer is loaded' "$work/time$run.txt"; then   # the Gate suite's own check
        grep -v '^\[' "$work/time$run.txt"; echo "gate: the time run had the malloc interposer in its processes"; exit 1
    fi
    times+=("$work/time$run.txt")
    if judge 1 "${times[@]}" >/dev/null; then break; fi
    [ "$run" -lt "$attempts" ] && echo "gate: a time limit missed in every run so far; measuring again" >&2
done
if [ -n "$save" ]; then mkdir -p "$save" && cp "$work"/time*.txt "$mallocs" "$save"/; fi
judge "" "${times[@]}" "$mallocs"
