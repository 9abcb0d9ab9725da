#!/bin/sh
# run-fuzzer.sh FUZZER WORKDIR SEEDDIR [LIBFUZZER OPTIONS...]
# Runs a libFuzzer target on a scratch corpus (new inputs land there) seeded from the read-only seed
# folder; exits non-zero on any finding. The working directory is WORKDIR, so files the target writes stay there.
set -eu
fuzzer=$1 work=$2 seeds=$3
shift 3
mkdir -p "$work/corpus"
cd "$work"
exec "$fuzzer" "$@" corpus "$seeds"
