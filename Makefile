# The two commands of the README: `make demo` renders the default demo, `make test` runs the tests.
# Both install what they need first (scripts/install-deps.sh).

SWIFT ?= swift

.PHONY: demo test build bench deps test-deps sanitize fuzz memory-check determinism-check

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

## AddressSanitizer over the whole suite, and the C glue built with -Wall -Wextra (no warnings allowed).
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
