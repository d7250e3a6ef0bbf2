#!/usr/bin/env bash
# The differential generator (README.md): builds the driver, then checks programs from a seed.
#   bash Tests/Differential/run.sh --seed 1 --count 2000     check programs 1..2000
#   bash Tests/Differential/run.sh --seed 17 --replay        write program 17 to .build-differential/replay/P17 and judge it
# Builds go to .build-differential/ (git-ignored). Exits 1 on a silent miss, a false error, an analysis crash or
# hang, a generator bug or a driver failure.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
scratch="$root/.build-differential/driver"
if ! log="$(swift build --package-path "$root/Tests/Differential" --scratch-path "$scratch" 2>&1)"; then
    echo "$log" | grep -E 'error' | head -20
    echo "differential: FAILED: the driver does not build"
    exit 1
fi
exec "$scratch/debug/differential" --root "$root" "$@"
