#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and checks that the C glue compiles with
# -Wall -Wextra without a warning. Uses its own build directory (.build-asan) so the normal
# debug build is not invalidated. Extra arguments go to `swift test` (e.g. --filter Codec).
#
# detect_leaks=0: XCTest itself leaks, which would fail every run otherwise.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
log=$(mktemp /tmp/rt-asan-build-XXXXXX.log)
trap 'rm -f "$log"' EXIT

# 1. The C glue, compiled from scratch with warnings on (Package.swift passes -Wall -Wextra).
rm -rf .build-asan/*/debug/CPNGSupport.build
swift build --scratch-path .build-asan --sanitize=address --build-tests -v 2>&1 | tee "$log" | grep -E "error|warning" >&2 || true
if grep -E "Sources/CPNGSupport/.*warning:" "$log" >&2; then
    echo "asan.sh: the C glue has compiler warnings (above)" >&2
    exit 1
fi
grep -q "png_support.c" "$log" || { echo "asan.sh: png_support.c was not compiled; cannot vouch for -Wall -Wextra" >&2; exit 1; }
echo "asan.sh: Sources/CPNGSupport compiles with -Wall -Wextra and no warnings" >&2

# 2. The tests under ASan.
ASAN_OPTIONS=detect_leaks=0 swift test --scratch-path .build-asan --sanitize=address --skip-build "$@"
