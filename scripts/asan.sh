#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and checks that the C targets (the libpng glue and
# the AVX2 kernels) compile with -Wall -Wextra without a warning. Uses its own build directory (.build-asan) so the normal
# debug build is not invalidated. Extra arguments go to `swift test` (e.g. --filter Codec).
#
# detect_leaks=0: XCTest itself leaks, which would fail every run otherwise.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
log=$(mktemp /tmp/rt-asan-build-XXXXXX.log)
trap 'rm -f "$log"' EXIT

# 1. The C glue, compiled from scratch with warnings on (Package.swift passes -Wall -Wextra).
rm -rf .build-asan/*/debug/CPNGSupport.build .build-asan/*/debug/CRasterKernels.build
swift build --scratch-path .build-asan --sanitize=address --build-tests -v 2>&1 | tee "$log" | grep -E "error|warning" >&2 || true
if grep -E "Sources/(CPNGSupport|CRasterKernels)/.*warning:" "$log" >&2; then
    echo "asan.sh: the C targets have compiler warnings (above)" >&2
    exit 1
fi
for source in png_support.c bilinear_kernels.c; do
    grep -q "$source" "$log" || { echo "asan.sh: $source was not compiled; cannot vouch for -Wall -Wextra" >&2; exit 1; }
done
echo "asan.sh: Sources/CPNGSupport and Sources/CRasterKernels compile with -Wall -Wextra and no warnings" >&2

# 2. The tests under ASan.
ASAN_OPTIONS=detect_leaks=0 swift test --scratch-path .build-asan --sanitize=address --skip-build "$@"
