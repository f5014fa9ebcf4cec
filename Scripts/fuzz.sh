#!/usr/bin/env bash
# The long fuzz run: every fuzz test with SCALE times its ordinary iterations and no time
# budget (FuzzBudget in Sources/ViewKitDriver/Fuzzing.swift). `swift test` runs the short,
# time-bounded version; CI runs this after it. Seeded: a failure repeats with the same command.
#   Scripts/fuzz.sh [SCALE]      SCALE defaults to 5; VIEWKIT_FUZZ_SEED moves the theme fuzzers' seeds
set -euo pipefail
cd "$(dirname "$0")/.."
scale=${1:-5}
case $scale in '' | *[!0-9]*) echo "fuzz.sh: the scale must be a whole number, not \"$scale\"" >&2; exit 2 ;; esac
echo "== fuzz tests at ${scale}x their ordinary iterations"
VIEWKIT_FUZZ_SCALE=$scale swift test --skip-build --filter 'Fuzz'
