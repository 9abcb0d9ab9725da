#!/bin/sh
# run-fuzzer.sh FUZZER WORKDIR SEEDDIR [LIBFUZZER OPTIONS...]
# Runs a libFuzzer target on a scratch corpus (new inputs land there) seeded from the read-only seed
# folder (tests/fuzz/corpus/TARGET) and the past findings (tests/fuzz/regressions/TARGET); exits
# non-zero on any finding. The working directory is WORKDIR, so files the target writes stay there.
set -eu
fuzzer=$1 work=$2 seeds=$3
shift 3
regressions="${seeds%/corpus/*}/regressions/${seeds##*/}"
mkdir -p "$work/corpus"
cd "$work"
if [ -d "$regressions" ]; then
    exec "$fuzzer" "$@" corpus "$seeds" "$regressions"
fi
exec "$fuzzer" "$@" corpus "$seeds"
