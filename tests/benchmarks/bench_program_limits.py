#!/usr/bin/env python3
"""A program at the documented limits (issue 29): one scenario of 1,000 phases (FUZZING.md's limit), a program of
1,000 runs of it (the most runs listed), each made 10 times (10,000 made, the most); then the same with 1,000
scenario files, one a run. Prints each command's wall time, peak resident memory and exit status, under an
address-space cap as `ulimit -v` (4 GB by default).

    scripts/dev exec python3 tests/benchmarks/bench_program_limits.py build/default/app/kova-planner build/att [CAP_MB]
"""
import json, os, resource, subprocess, sys, time

MODES = ["on_demand", "interruptible", "spot"]


def write_inputs(folder, files=1):
    """The program of 1,000 runs × 10 over `files` copies of the scenario (run i reads copy i mod files)."""
    os.makedirs(folder, exist_ok=True)
    scenario = {"kova_scenario": 1, "name": "Many phases", "model": {"params_b": 1}, "training": {"duration_hours": 1},
                "cluster": {"offer": "kova-h100-sxm", "gpus": 8, "phases": [
                    {"name": "phase %d" % i, "gpus": 1 + i % 8, "hours": 0.01, "mode": MODES[i % 3]}
                    for i in range(1000)]},
                "storage": {"checkpoint_volume_gb": 10, "dataset_gb": 10}}
    for k in range(files):
        scenario["name"] = "Many phases %d" % k
        with open(os.path.join(folder, "phases-%d.kova.json" % k), "w") as f:
            json.dump(scenario, f)
    program = {"kova_program": 1, "name": "At the limits", "start": "2027-01", "horizon_months": 120,
               "offer": "kova-h100-sxm",
               "runs": [{"scenario": "phases-%d.kova.json" % (i % files), "count": 10,
                         "when": "2027-%02d" % (1 + i % 12)} for i in range(1000)]}
    path = os.path.join(folder, "limits-%d.kova-program.json" % files)
    with open(path, "w") as f:
        json.dump(program, f)
    return path


def measure(exe, args, cap):
    """(seconds, peak RSS in MB, exit status, lines printed) of exe ARGS, stdout counted and dropped."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    start = time.monotonic()
    p = subprocess.Popen([exe, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, preexec_fn=limit,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8"))
    lines = sum(chunk.count(b"\n") for chunk in iter(lambda: p.stdout.read(1 << 16), b""))
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    return time.monotonic() - start, usage.ru_maxrss // 1024, p.returncode, lines


def main():
    exe, folder = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    cap = int(sys.argv[3] if len(sys.argv) > 3 else 4096) << 20
    for files in (1, 1000):
        program = write_inputs(folder, files)
        print("%d scenario file(s):" % files)
        commands = [["program", program], ["program", program, "--json"],
                    ["export", program, "-o", os.path.join(folder, "limits.xlsx")],
                    ["export", program, "-o", os.path.join(folder, "limits.csv")],
                    ["report", program, "-o", os.path.join(folder, "limits.pdf")]]
        for args in commands:
            seconds, mb, code, lines = measure(exe, args, cap)
            name = " ".join([args[0]] + [os.path.basename(a) for a in args[2:] if a != "-o"])
            print("  %-30s %6.1f s %6d MB  exit %d  %d lines" % (name, seconds, mb, code, lines), flush=True)


if __name__ == "__main__":
    main()
