#!/usr/bin/env bash
# Builds one libFuzzer target of the nested Fuzz/ package and runs it for a given time.
#
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer flags...]
#   TARGET: png-decode | scene-file | scene-values | gesture-trace | rasterizer
#
# The checked-in seeds (fixtures/fuzz/TARGET) are read only; inputs the fuzzer finds go to
# Fuzz/.corpus/TARGET and any crash, timeout or OOM input to Fuzz/.artifacts/TARGET/ (both
# git-ignored). A found crash becomes a regression test with its input copied to
# fixtures/fuzz/crashes/ (docs/reliability.md). Exit status is libFuzzer's: 0 when the time ran
# out with nothing found.
#
# FUZZ_CONFIG=debug builds without -Ounchecked, so Swift's overflow and conversion traps in the
# library stay on (slower, finds more); the default is release, as the benchmarks run.
set -euo pipefail

if [[ $# -lt 2 ]]; then
    echo "usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer flags...]  (TARGET: png-decode, scene-file, scene-values, gesture-trace, rasterizer)" >&2
    exit 2
fi
target=$1 seconds=$2
shift 2
case $target in
    png-decode | scene-file | scene-values | gesture-trace | rasterizer) ;;
    *) echo "scripts/fuzz.sh: unknown target '$target' (png-decode, scene-file, scene-values, gesture-trace, rasterizer)" >&2; exit 2 ;;
esac
[[ $seconds =~ ^[0-9]+$ ]] || { echo "scripts/fuzz.sh: SECONDS must be a whole number, got '$seconds'" >&2; exit 2; }

root=$(cd "$(dirname "$0")/.." && pwd)
config=${FUZZ_CONFIG:-release}
cd "$root/Fuzz"
# SwiftPM keeps the path dependency's file list in these plans and misses files added to the
# root package since (a merge): "cannot find X in scope". Dropping them only re-plans.
rm -f .build/*.yaml
swift build -c "$config" --sanitize fuzzer --product "$target"
binary="$(swift build -c "$config" --sanitize fuzzer --show-bin-path)/$target"

seeds="$root/fixtures/fuzz/$target"
corpus="$root/Fuzz/.corpus/$target"
artifacts="$root/Fuzz/.artifacts/$target"
mkdir -p "$corpus" "$artifacts"
flags=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$artifacts/" -print_final_stats=1)
case $target in
    scene-file | gesture-trace) flags+=(-dict="$root/fixtures/fuzz/json.dict") ;;
    png-decode) flags+=(-max_len=65536) ;;
    scene-values) flags+=(-max_len=256) ;;
esac
echo "fuzzing $target for ${seconds}s: $binary ${flags[*]} $* $corpus $seeds" >&2
# Without SWIFT_BACKTRACE=enable=no the Swift runtime's backtracer takes the crash signal and
# libFuzzer writes no crash file.
SWIFT_BACKTRACE=enable=no "$binary" "${flags[@]}" "$@" "$corpus" "$seeds"
