#!/bin/bash
# The window's peak resident memory (VmHWM) opening the program at the documented limits (bench_program_limits.py's
# single-file inputs) from the command line, under Xvfb and openbox at 1366×768, read each second for 45 s.
#   scripts/dev exec bash tests/benchmarks/bench_window_program_memory.sh build/default/app/kova-planner build/att/winmem
set -eu
exe=$1 folder=$2
program=$(python3 -c 'import sys; sys.path.insert(0, "tests/benchmarks"); import bench_program_limits as b; print(b.write_inputs(sys.argv[1]))' "$folder")
export HOME=$(mktemp -d) LANGUAGE=en
unset XDG_CONFIG_HOME XDG_DATA_HOME XDG_CACHE_HOME
Xvfb :77 -screen 0 1366x768x24 -nolisten tcp & xvfb=$!
sleep 2
DISPLAY=:77 openbox >/dev/null 2>&1 & wm=$!
sleep 1
DISPLAY=:77 QT_QPA_PLATFORM=xcb "$exe" "$program" & window=$!
for _ in $(seq 1 45); do
    sleep 1
    grep -h VmHWM /proc/$window/status
done | tail -1
kill $window $wm $xvfb
