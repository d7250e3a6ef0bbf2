#!/usr/bin/env bash
# Turns the text output of `swift package benchmark` (read from stdin) into the Markdown table of
# Documentation/Performance.md: p50 (p90) ns per operation and mallocs per operation for each scenario
# and implementation, with Rivet's ratio to hand-written code and the fastest peer's ratio to Rivet.
# Given several runs' outputs as files, each cell is the median of the runs (this shared machine's timings
# drift by tens of percent between runs).
# Usage: swift package --package-path Benchmarks benchmark --no-progress | bash Benchmarks/Scripts/summarize.sh
#        bash Benchmarks/Scripts/summarize.sh run1.txt run2.txt run3.txt
set -euo pipefail
awk '
function ns(value, unit) { return unit ~ /μs/ ? value * 1000 : unit ~ /ms/ ? value * 1000000 : unit ~ /\(s\)/ ? value * 1e9 : value }
function cell(key) { return (key in p50) ? sprintf("%s (%s)", fmt(p50[key]), fmt(p90[key])) : "n/a" }
function fmt(x) { return x >= 100 ? sprintf("%.0f", x) : sprintf("%.1f", x) }
/^[SA][0-9]+_[A-Za-z0-9_]+$/ {
    name = $1; n = split(name, part, "_")
    impl = part[3]; scenario = part[1] "_" part[2] (n > 3 ? "_" part[4] : "")
    if (!(scenario in seen)) { seen[scenario] = 1; order[++count] = scenario }
    next
}
/^[A-Za-z0-9_.]+$/ { scenario = ""; next }   # a suite name, or a benchmark not named S<n>_... (as the Gate suite names its own)
/Malloc \(total\)/ && scenario != "" { split($0, f, "│"); mallocs[scenario "|" impl] = f[5] + 0 }
/Time \(wall clock\)/ && scenario != "" {
    split($0, f, "│"); unit = f[2]
    key = scenario "|" impl; k = ++runs[key]
    v50[key, k] = ns(f[5] + 0, unit); v90[key, k] = ns(f[7] + 0, unit)
}
function median(values, key, n,    i, j, t, sorted) {
    for (i = 1; i <= n; i++) sorted[i] = values[key, i]
    for (i = 2; i <= n; i++) for (j = i; j > 1 && sorted[j - 1] > sorted[j]; j--) { t = sorted[j]; sorted[j] = sorted[j - 1]; sorted[j - 1] = t }
    return n % 2 ? sorted[(n + 1) / 2] : (sorted[n / 2] + sorted[n / 2 + 1]) / 2
}
END {
    for (key in runs) { p50[key] = median(v50, key, runs[key]); p90[key] = median(v90, key, runs[key]) }
    print "| Scenario | Hand-written | Rivet | Swinject | swift-dependencies | Rivet ÷ hand-written | fastest peer ÷ Rivet | mallocs hand / Rivet |"
    print "|---|---:|---:|---:|---:|---:|---:|---:|"
    for (i = 1; i <= count; i++) {   # scenarios in number order
        for (j = i + 1; j <= count; j++) if (substr(order[j], 2) + 0 < substr(order[i], 2) + 0) { t = order[i]; order[i] = order[j]; order[j] = t }
    }
    for (i = 1; i <= count; i++) {
        s = order[i]; h = s "|Handwritten"; r = s "|Rivet"
        ratio = (h in p50 && r in p50) ? sprintf("%.2fx", p50[r] / p50[h]) : "n/a"
        best = ""
        if ((s "|Swinject") in p50) best = p50[s "|Swinject"]
        if ((s "|Dependencies") in p50 && (best == "" || p50[s "|Dependencies"] < best)) best = p50[s "|Dependencies"]
        peer = (best != "" && r in p50) ? sprintf("%.0fx", best / p50[r]) : "n/a"
        m = (h in mallocs ? mallocs[h] : "n/a") " / " (r in mallocs ? mallocs[r] : "n/a")
        printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", s, cell(h), cell(r), cell(s "|Swinject"), cell(s "|Dependencies"), ratio, peer, m
    }
}' "$@"
