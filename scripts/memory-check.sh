#!/usr/bin/env bash
# Checks that a render's peak memory does not grow with its frame count: renders 500 and then
# 5000 frames of the Ping demo (cross-dissolve, scale 1, 60 fps) with the release binary under
# /usr/bin/time -v and fails when the long run's peak resident set exceeds the short run's by
# more than 10 % (+ 4 MB of allocator noise). Frames go to a temporary directory, removed after.
#
#   scripts/memory-check.sh            # builds the release binary first
#   BINARY=path/to/render-transition scripts/memory-check.sh
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
if [[ -z ${BINARY:-} ]]; then
    (cd "$root" && swift build -c release --product render-transition >&2)
    BINARY="$root/.build/release/render-transition"
fi
[[ -x /usr/bin/time ]] || { echo "memory-check: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d /tmp/rt-memory-check-XXXXXX)
trap 'rm -rf "$work"' EXIT

peak() { # frames -> prints peak KB
    local frames=$1
    local duration
    duration=$(python3 -c "print(($frames - 1) / 60)")
    /usr/bin/time -v "$BINARY" --demo ping --transition cross-dissolve --scale 1 --fps 60 \
        --duration "$duration" --quiet --out "$work/out-$frames" 2> "$work/time-$frames.txt"
    local written
    written=$(find "$work/out-$frames" -name 'frame-*.png' | wc -l)
    [[ $written -eq $frames ]] || { echo "memory-check: expected $frames frames, found $written" >&2; exit 1; }
    rm -rf "$work/out-$frames"
    awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time-$frames.txt"
}

short=$(peak 500)
long=$(peak 5000)
limit=$(( short * 110 / 100 + 4096 ))
echo "peak resident set: 500 frames ${short} KB, 5000 frames ${long} KB (limit ${limit} KB)"
if (( long > limit )); then
    echo "memory-check: FAILED: peak memory grows with the frame count" >&2
    exit 1
fi
echo "memory-check: OK"
