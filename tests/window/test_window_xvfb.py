#!/usr/bin/env python3
"""The kova-planner window under its own Xvfb, driven with xdotool like a user would.

Runs a window manager (openbox) on the display when one is installed, so that the window has real
decorations (its frame takes room) and is placed and focused as on a desktop. Opens a copy of the seed scenario, drags the GPU count slider with the mouse, types an MFU in its spin
box, saves with Ctrl+S and checks the saved file; then undoes twice from the Edit menu (one drag and one
typed value are one undo step each), saves again and checks the seed is back. A screenshot of the screen
is saved as a PNG in the artifacts folder, also when a check fails.

The window is opened by kova-window-driver (tests/window), as kova-planner opens it, which prints where
its controls are.

Usage: test_window_xvfb.py KOVA_WINDOW_DRIVER SOURCE_DIR ARTIFACTS_DIR   (exit 77: skipped, a tool is missing;
openbox is optional)
"""
import json
import os
import queue
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

SKIPPED = 77
SCREEN = (1920, 1200)


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def start_xvfb(screen=SCREEN):
    """Starts Xvfb on a free display it picks itself, its screen `screen` (width, height); returns (process, ':N')."""
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{screen[0]}x{screen[1]}x24", "-nolisten", "tcp",
         "-noreset"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    os.close(write_end)
    number = b""
    deadline = time.monotonic() + 20
    while not number.endswith(b"\n"):
        left = deadline - time.monotonic()
        ready, _, _ = select.select([read_end], [], [], max(left, 0))
        if not ready:
            os.close(read_end)
            stop(xvfb)
            raise Failure("Xvfb did not report a display within 20 s")
        chunk = os.read(read_end, 16)
        if not chunk:
            os.close(read_end)
            stop(xvfb)
            raise Failure(f"Xvfb exited (code {xvfb.poll()}) before reporting a display")
        number += chunk
    os.close(read_end)
    return xvfb, ":" + number.decode().strip()


def start_window_manager(env):
    """Starts openbox on the display when it is installed and waits until it manages the screen; None without it."""
    if shutil.which("openbox") is None:
        return None
    wm = subprocess.Popen(["openbox", "--sm-disable"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          start_new_session=True)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        # A window manager sets the EWMH root properties: xdotool can read the current desktop only then.
        probe = subprocess.run(["xdotool", "get_desktop"], env=env, capture_output=True, text=True)
        if probe.returncode == 0:
            return wm
        if wm.poll() is not None:
            raise Failure(f"openbox exited (code {wm.returncode}) before managing the screen")
        time.sleep(0.1)
    stop(wm)
    raise Failure("openbox did not manage the screen within 10 s")


def stop(process, grace=5):
    if process is None or process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        process.wait(grace)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(grace)


def xdotool(env, *args, timeout=20):
    result = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise Failure(f"xdotool {' '.join(args)} failed ({result.returncode}): {result.stderr.strip()}")
    return result.stdout


def read_lines(stream, lines):
    for raw in iter(stream.readline, b""):
        lines.put(raw.decode("utf-8", "replace").rstrip("\n"))
    lines.put(None)


def read_geometry(lines, timeout=30):
    """The window's 'kova-geometry' lines: {accessible name: (x, y, width, height)}."""
    geometry = {}
    deadline = time.monotonic() + timeout
    while True:
        try:
            line = lines.get(timeout=max(deadline - time.monotonic(), 0.01))
        except queue.Empty:
            raise Failure(f"no geometry from the window within {timeout} s")
        if line is None:
            raise Failure("the window exited before printing its geometry")
        if line == "kova-geometry-end":
            return geometry
        parts = line.split("\t")
        if len(parts) == 6 and parts[0] == "kova-geometry":
            geometry[parts[1]] = tuple(int(p) for p in parts[2:])


def centre(rect):
    x, y, w, h = rect
    return x + w // 2, y + h // 2


def wait_for_saved(path, previous_mtime, timeout=15):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            mtime = os.stat(path).st_mtime_ns
            if mtime != previous_mtime:
                with open(path, encoding="utf-8") as f:
                    return json.load(f), mtime
        except (OSError, ValueError):
            pass  # QSaveFile renames atomically; a half-read file is retried
        time.sleep(0.1)
    raise Failure(f"{path} was not saved within {timeout} s of Ctrl+S")


def xwd_to_png(xwd_path, png_path):
    """Converts a 24/32-bit TrueColor XWD dump (what xwd makes of an Xvfb screen) to a PNG."""
    with open(xwd_path, "rb") as f:
        data = f.read()
    header = struct.unpack(">25I", data[:100])
    header_size, width, height = header[0], header[4], header[5]
    byte_order, bits_per_pixel, bytes_per_line = header[7], header[11], header[12]
    red_mask, green_mask, blue_mask = header[14], header[15], header[16]
    ncolors = header[19]
    check(bits_per_pixel in (24, 32), f"unexpected XWD depth: {bits_per_pixel} bits per pixel")
    size = bits_per_pixel // 8
    pixels = data[header_size + 12 * ncolors:]
    order = "little" if byte_order == 0 else "big"

    def shift(mask):
        return (mask & -mask).bit_length() - 1

    masks = (red_mask, green_mask, blue_mask)
    shifts = [shift(m) for m in masks]
    fast = byte_order == 0 and masks == (0xFF0000, 0xFF00, 0xFF)
    rows = []
    for y in range(height):
        row = pixels[y * bytes_per_line:y * bytes_per_line + size * width]
        rgb = bytearray(3 * width)
        if fast:  # bytes B, G, R (, X)
            rgb[0::3], rgb[1::3], rgb[2::3] = row[2::size], row[1::size], row[0::size]
        else:
            for x in range(width):
                v = int.from_bytes(row[size * x:size * x + size], order)
                rgb[3 * x:3 * x + 3] = bytes(((v & m) >> s) & 0xFF for m, s in zip(masks, shifts))
        rows.append(b"\x00" + bytes(rgb))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(b"".join(rows), 6)) + chunk(b"IEND", b"")
    with open(png_path, "wb") as f:
        f.write(png)
    return {bytes(r[i:i + 3]) for r in rows[::40] for i in range(1, len(r) - 2, 3 * 37)}


def screenshot(env, artifacts, name):
    os.makedirs(artifacts, exist_ok=True)
    xwd = os.path.join(artifacts, name + ".xwd")
    png = os.path.join(artifacts, name + ".png")
    subprocess.run(["xwd", "-root", "-silent", "-out", xwd], env=env, check=True, timeout=30)
    colours = xwd_to_png(xwd, png)
    os.remove(xwd)
    print(f"screenshot: {png}")
    return colours


def drive(app, source_dir, artifacts, env, work, lines_out):
    scenario = os.path.join(work, "seed.kova.json")
    shutil.copyfile(os.path.join(source_dir, "resources", "scenarios", "seed-h100-72h.kova.json"), scenario)
    with open(scenario, encoding="utf-8") as f:
        seed = json.load(f)
    mtime = os.stat(scenario).st_mtime_ns

    window = subprocess.Popen([app, "--print-geometry", scenario], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, start_new_session=True)
    lines = queue.Queue()
    threading.Thread(target=read_lines, args=(window.stdout, lines), daemon=True).start()
    lines_out.append((window, lines))
    ids = xdotool(env, "search", "--sync", "--onlyvisible", "--name", "Kova Planner", timeout=30).split()
    check(ids, "no visible window named Kova Planner")
    wid = ids[-1]
    geometry = read_geometry(lines)
    for name in ("GPU count slider handle", "GPU count slider", "Model FLOPs utilisation", "Model size slider handle"):
        check(name in geometry, f"the window shows no control named {name!r}; it shows {sorted(geometry)}")

    # Drag the GPU count slider's handle halfway to the right end, as a hand would: press, move, release.
    hx, hy = centre(geometry["GPU count slider handle"])
    sx, _, sw, _ = geometry["GPU count slider"]
    distance = (sx + sw - hx) // 2
    check(distance > 40, f"the GPU slider is too narrow to drag: {geometry['GPU count slider']}")
    xdotool(env, "mousemove", "--sync", str(hx), str(hy))
    xdotool(env, "mousedown", "1")
    for step in range(1, 13):
        xdotool(env, "mousemove", "--sync", str(hx + distance * step // 12), str(hy))
        time.sleep(0.03)
    xdotool(env, "mouseup", "1")
    time.sleep(0.3)

    # Type an MFU of 45 % in its spin box and enter it.
    mx, my = centre(geometry["Model FLOPs utilisation"])
    xdotool(env, "mousemove", "--sync", str(mx), str(my))
    xdotool(env, "click", "1")
    time.sleep(0.2)
    xdotool(env, "key", "--clearmodifiers", "ctrl+a")
    xdotool(env, "type", "--delay", "40", "45")
    xdotool(env, "key", "Return")
    time.sleep(0.3)

    xdotool(env, "key", "--clearmodifiers", "ctrl+s")
    saved, mtime = wait_for_saved(scenario, mtime)
    colours = screenshot(env, artifacts, "window-after-drag-and-typing")
    check(len(colours) > 20, f"the screenshot looks blank ({len(colours)} colours)")
    gpus = saved["cluster"]["gpus"]
    print(f"after the drag and the typing: {gpus} GPUs, MFU {saved['training']['mfu']}")
    check(gpus > seed["cluster"]["gpus"], f"dragging right did not raise the GPU count: {gpus}")
    check(saved["training"]["mfu"] == 0.45, f"the typed MFU was not saved: {saved['training']['mfu']}")

    # Two undo steps (Ctrl+Z) take back exactly the typing and the whole drag. The focus goes first to a
    # control that has no undo of its own: a click on the model size slider's handle, which moves nothing.
    xdotool(env, "mousemove", "--sync", *map(str, centre(geometry["Model size slider handle"])))
    xdotool(env, "click", "1")
    time.sleep(0.2)
    for _ in range(2):
        xdotool(env, "key", "--clearmodifiers", "ctrl+z")
        time.sleep(0.3)
    xdotool(env, "key", "--clearmodifiers", "ctrl+s")
    saved, mtime = wait_for_saved(scenario, mtime)
    print(f"after two undos: {saved['cluster']['gpus']} GPUs, MFU {saved['training']['mfu']}")
    check(saved["cluster"]["gpus"] == seed["cluster"]["gpus"],
          f"two undos should restore {seed['cluster']['gpus']} GPUs, not {saved['cluster']['gpus']}")
    check(saved["training"]["mfu"] == seed["training"]["mfu"], "two undos should restore the MFU")
    check(window.poll() is None, "the window exited during the test")


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    app, source_dir, artifacts = sys.argv[1:4]
    missing = [tool for tool in ("Xvfb", "xdotool", "xwd") if shutil.which(tool) is None]
    if missing:
        print(f"SKIP: not installed: {', '.join(missing)}")
        return SKIPPED
    xvfb = None
    wm = None
    started = []
    with tempfile.TemporaryDirectory(prefix="kova-xvfb-") as work:
        try:
            xvfb, display = start_xvfb()
            print(f"Xvfb on {display}")
            home = os.path.join(work, "home")
            os.makedirs(home)
            runtime = os.path.join(work, "runtime")
            os.makedirs(runtime, mode=0o700)
            env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", HOME=home,
                       XDG_CONFIG_HOME=os.path.join(home, ".config"), XDG_DATA_HOME=os.path.join(home, ".local"),
                       XDG_CACHE_HOME=os.path.join(home, ".cache"), XDG_RUNTIME_DIR=runtime, LC_ALL="C.UTF-8",
                       LANGUAGE="en")
            env.pop("WAYLAND_DISPLAY", None)
            wm = start_window_manager(env)
            print("window manager: openbox" if wm else "window manager: none (openbox is not installed)")
            drive(app, source_dir, artifacts, env, work, started)
            print("PASS")
            return 0
        except (Failure, subprocess.SubprocessError, OSError) as error:
            print(f"FAIL: {error}")
            if xvfb is not None and xvfb.poll() is None:
                try:
                    screenshot(env, artifacts, "window-at-failure")
                except Exception as shot_error:  # the failure itself matters more
                    print(f"(no screenshot: {shot_error})")
            for window, lines in started:
                stop(window)
                output = []
                while not lines.empty():
                    line = lines.get()
                    if line is not None and not line.startswith("kova-geometry"):
                        output.append(line)
                if output:
                    print("window output:\n  " + "\n  ".join(output[-30:]))
            return 1
        finally:
            for window, _ in started:
                stop(window)
            stop(wm)
            stop(xvfb)


if __name__ == "__main__":
    sys.exit(main())
