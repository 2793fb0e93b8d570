#!/usr/bin/env bash
# Renders the same transitions RUNS times in separate processes (2 workers each) and checks that
# every run wrote byte-identical files: the check that caught ISA-L's nondeterministic deflate.
# usage: scripts/determinism-check.sh [RUNS]   (default 20; about 1 s per run and transition)
set -euo pipefail
runs=${1:-20}
cd "$(dirname "$0")/.."
swift build -c release --product render-transition >/dev/null
bin=$(pwd)/.build/release/render-transition
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
transitions=(flip-horizontal cross-dissolve push partial-curl)
for run in $(seq 1 "$runs"); do
  for t in "${transitions[@]}"; do
    "$bin" --demo showcase --transition "$t" --scale 2 --fps 30 --jobs 2 --quiet --out "$out/r$run/$t"
  done
done
bad=0
for t in "${transitions[@]}"; do
  for run in $(seq 2 "$runs"); do
    diff -rq "$out/r1/$t" "$out/r$run/$t" >/dev/null || { echo "differs: $t, run $run"; bad=$((bad + 1)); }
  done
done
echo "$runs runs x ${#transitions[@]} transitions: $bad differing"
[[ $bad -eq 0 ]]
