#!/usr/bin/env bash
# Runs vitest (arguments passed on, e.g. `--project server` or a list of files) with the timings reporter,
# under /usr/bin/time so the run's total CPU (user + sys, all workers) is printed beside its wall time.
# Usage: bench/test-timings/run.sh <out.json> [vitest args…]
set -euo pipefail
out="$1"; shift
cd "$(dirname "$0")/../.."
TEST_TIMINGS=1 TEST_TIMINGS_OUT="$out" /usr/bin/time -f 'wall %e s  user %U s  sys %S s  max rss %M kB' \
  npx vitest run --reporter=dot --reporter=./bench/test-timings/reporter.ts "$@"
