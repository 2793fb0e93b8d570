#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer. Uses its own build directory (.build-asan) so the
# normal debug build is not invalidated. Extra arguments go to `swift test` (e.g. --filter Codec).
# (Compiler warnings are `make lint`'s job: Package.swift carries no warning flags, as a package
# depended on by version may not.)
#
# detect_leaks=0: XCTest itself leaks, which would fail every run otherwise.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift build --scratch-path .build-asan --sanitize=address --build-tests
ASAN_OPTIONS=detect_leaks=0 swift test --scratch-path .build-asan --sanitize=address --skip-build "$@"
