# The two commands of the README: `make demo` renders the default demo, `make test` runs the tests.
# Both install what they need first (scripts/install-deps.sh).

SWIFT ?= swift

.PHONY: demo test build bench deps test-deps sanitize fuzz memory-check determinism-check lint format

deps:
	@scripts/install-deps.sh

test-deps:
	@scripts/install-deps.sh --test

build: deps
	$(SWIFT) build -c release --product render-transition

## Renders the Ping circular reveal into ./frames.
demo: build
	.build/release/render-transition

## Runs every test (unit, golden, reference, CLI-as-a-process).
test: test-deps
	$(SWIFT) test

## The benchmark (release build); see docs/benchmark.md.
bench: deps
	$(SWIFT) run -c release rt-benchmark

## AddressSanitizer over the whole suite (warnings: `make lint`).
sanitize: test-deps
	scripts/asan.sh

## One fuzz target for a while: make fuzz TARGET=png-decode SECONDS=600 (docs/reliability.md).
fuzz:
	scripts/fuzz.sh $(TARGET) $(or $(SECONDS),600)

## Peak memory of a 500-frame vs a 5000-frame render must not grow.
memory-check: deps
	scripts/memory-check.sh

## Renders the same transitions in many processes and compares every byte (default 20 runs).
determinism-check: deps
	scripts/determinism-check.sh $(RUNS)

## Warnings as errors, kept out of Package.swift (a dependency may not carry unsafeFlags): every C
## file of the package with clang -Wall -Wextra -Werror at -O0 and at -O2 (the debug and release
## builds of a consumer), against the include paths SwiftPM gives them, then the Swift (sources and
## tests) with -warnings-as-errors in its own scratch directory so the normal build stays valid.
C_SOURCES := $(wildcard Sources/C*/*.c)
C_INCLUDES := $(patsubst %,-I%,$(wildcard Sources/C*/include)) $(shell pkg-config --cflags libpng freetype2 2>/dev/null)
CLANG ?= clang
lint: deps
	@for level in -O0 -O2; do \
		for source in $(C_SOURCES); do \
			$(CLANG) -Wall -Wextra -Werror $$level $(C_INCLUDES) -c $$source -o /dev/null || exit 1; \
		done; \
		echo "lint: $(words $(C_SOURCES)) C files compile with -Wall -Wextra -Werror $$level"; \
	done
	$(SWIFT) build --scratch-path .build-lint --build-tests -Xswiftc -warnings-as-errors
	@echo "lint: the Swift sources and tests build with -warnings-as-errors"

## The toolchain's formatter with the package's settings (.swift-format: 150 columns, 4 spaces),
## on the files you name (make format FILES="Sources/UIKit/UIView.swift") or on the Swift files
## changed since main; it rewrites them in place. Existing files are reformatted as they are touched.
format:
	$(SWIFT) format --in-place --configuration .swift-format $(or $(FILES),$(shell git diff --name-only main -- '*.swift'))
