#!/usr/bin/env python3
"""Runs a test program on its own Xvfb screen of a given size, managed by openbox, as on a laptop's desktop.

The program sees a real display (QT_QPA_PLATFORM=xcb) whose windows have a window manager's frame, which
takes room: tst_legibility then maximises its windows on it and checks that nothing shown is cut.

Usage: under_window_manager.py WIDTHxHEIGHT PROGRAM [ARGS...]   (exit 77: skipped, Xvfb, xdotool or openbox
is missing; otherwise the program's exit code)
"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_window_xvfb import SKIPPED, Failure, start_window_manager, start_xvfb, stop  # noqa: E402


def main():
    if len(sys.argv) < 3 or "x" not in sys.argv[1]:
        print(__doc__)
        return 2
    size, program = sys.argv[1], sys.argv[2:]
    missing = [tool for tool in ("Xvfb", "xdotool", "openbox") if shutil.which(tool) is None]
    if missing:
        print(f"SKIP: not installed: {', '.join(missing)}")
        return SKIPPED
    xvfb = wm = None
    with tempfile.TemporaryDirectory(prefix="kova-wm-") as work:
        try:
            xvfb, display = start_xvfb(size.split("x"))
            runtime = os.path.join(work, "runtime")
            os.makedirs(runtime, mode=0o700)
            env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", HOME=work, XDG_RUNTIME_DIR=runtime,
                       XDG_CONFIG_HOME=os.path.join(work, ".config"), XDG_CACHE_HOME=os.path.join(work, ".cache"))
            env.pop("WAYLAND_DISPLAY", None)
            wm = start_window_manager(env)
            print(f"Xvfb {size} on {display}, managed by openbox", flush=True)
            return subprocess.run(program, env=env, timeout=600).returncode
        except (Failure, subprocess.SubprocessError, OSError) as error:
            print(f"FAIL: {error}")
            return 1
        finally:
            stop(wm)
            stop(xvfb)


if __name__ == "__main__":
    sys.exit(main())
