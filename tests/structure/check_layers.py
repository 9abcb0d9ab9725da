#!/usr/bin/env python3
"""The layers of core/ and ui/, checked on the includes (ctest: structure_layers, label structure).

core/ is split by role, one static library per folder, dependencies pointing down only:

    model        pure types and the estimate, Qt Core only, no file, network, SQL or settings I/O
    plan         choices over the market: plans, offer rows, programs     -> model
    io           files and documents (JSON, CSV, embedded resources)      -> model, plan
    text         wording: formats, languages, tier names                  -> model, plan
    simulation   random draws, Monte Carlo, the spot replay               -> model, io
    sources      the network, the feed cache, SQLite, settings, rates     -> model, plan, io, text

ui/ likewise (ui/CMakeLists.txt), each folder also including core/ and, where it links them, report/ and
spreadsheet/:

    widgets      small reusable widgets and helpers; they know no scenario
    document     the open scenarios, their undo commands and autosaves    -> widgets
    models       item models and delegates                                -> document, widgets (report)
    charts       the chart views                                          -> document, widgets (report)
    export       report and bill export actions, the report preview       -> widgets (report, spreadsheet)
    panels       the scenario's panels and views                          -> charts, models and below
    program      the program window                                       -> charts, export and below
    shell        the main window, its menus and dialogs                   -> all of ui/

Linking keeps Qt Network and Qt SQL out of kova_model, but QSettings and QFile are in Qt Core: this
script is what keeps file and settings I/O out of core/model. It fails (exit 1) on, for each file:
  - core/model and core/plan: an include of <QSettings>, <QFile>, <QSaveFile>, <QDir>, the other file-system
    classes, or any Qt Network or Qt SQL header;
  - core/X: a quoted include of a folder X may not depend on (model includes only model/...);
  - core/: a quoted include without its folder ("estimate.h"), or of anything in ui/, report/ or app/;
  - ui/X: a quoted include of a ui/ folder X may not depend on, or of app/ or tests/;
  - app/ (but the window's start, main.cpp and windowsession.*): any include of ui/;
  - ui/, app/, tests/: a quoted include that does not name its folder from an include root: core/'s
    folders ("model/estimate.h"), ui/'s ("charts/chartview.h"), or report/, spreadsheet/, app/, tests/
    from the project's root ("report/palette.h", "tests/ui/windowparts.h"); no bare names, no "../";
  - a source file directly in core/ or ui/ instead of one of their folders.
Usage: check_layers.py SOURCE_DIR
"""
import os
import re
import sys

ALLOWED = {
    "model": {"model"},
    "plan": {"model", "plan"},
    "io": {"model", "plan", "io"},
    "text": {"model", "plan", "text"},
    "simulation": {"model", "io", "simulation"},
    "sources": {"model", "plan", "io", "text", "sources"},
}
# Each ui/ folder: the ui/ folders it depends on directly, and the libraries outside core/ it links.
UI_DEPENDS = {
    "widgets": set(),
    "document": {"widgets"},
    "models": {"document", "report"},
    "charts": {"document", "report"},
    "export": {"widgets", "report", "spreadsheet"},
    "panels": {"charts", "models"},
    "program": {"charts", "export"},
    "shell": {"panels", "program"},
}
# The roots a quoted include starts from outside core/ (core/'s folders, ui/'s, and these of the project's root).
ROOT_FOLDERS = ("report", "spreadsheet", "app", "tests")
# The app/ files that start the window; the rest of app/ (kova_cli) never includes ui/.
APP_WINDOW_FILES = ("main.cpp", "windowsession.cpp", "windowsession.h")
SOURCES = (".cpp", ".h")
# File-system and settings classes of Qt Core, and every header of Qt Network and Qt SQL.
MODEL_FORBIDDEN = re.compile(
    r"^(?:QtCore/)?(?:QSettings|QFile|QFileInfo|QSaveFile|QTemporaryFile|QTemporaryDir|QDir|QDirIterator"
    r"|QStandardPaths|QLockFile|QFileSystemWatcher|QProcess)$"
    r"|^(?:QtNetwork/)?QNetwork\w*$|^QtNetwork(?:/.*)?$"
    r"|^(?:QtSql/)?QSql\w*$|^QtSql(?:/.*)?$")
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def source_files(top):
    """(path, folder under top or ".") of every source file under top, in a stable order."""
    for root, dirs, names in os.walk(top):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(SOURCES):
                yield os.path.join(root, name), os.path.relpath(root, top).split(os.sep)[0]


def includes(path, rel):
    """(where, quoted, header) of each include of a file; moc's generated files are left out."""
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            quoted, header = m.group(1) == '"', m.group(2)
            if quoted and (header.endswith(".moc") or header.startswith("moc_")):
                continue  # generated by moc for this file
            yield f"{rel}:{number}: #include " + (f'"{header}"' if quoted else f"<{header}>"), quoted, header


def layer_errors(source_dir):
    core = os.path.join(source_dir, "core")
    above = {}
    for d in ("ui", "report", "app"):
        folder = os.path.join(source_dir, d)
        if os.path.isdir(folder):
            for name in os.listdir(folder):
                above.setdefault(name, d)
    errors = []
    for path, folder in source_files(core):
        rel = os.path.relpath(path, source_dir)
        if folder == ".":
            errors.append(f"{rel}: a source file directly in core/; put it in one of {', '.join(ALLOWED)}")
            continue
        if folder not in ALLOWED:
            errors.append(f"{rel}: core/{folder}/ is not a layer ({', '.join(ALLOWED)})")
            continue
        for where, quoted, header in includes(path, rel):
            if not quoted:
                if folder in ("model", "plan") and MODEL_FORBIDDEN.match(header):
                    errors.append(f"{where}: core/{folder} does no file, settings, network or SQL I/O")
                continue
            parts = os.path.normpath(header).split(os.sep)
            if (any(p in ("ui", "report", "app") for p in parts) or parts[0] in UI_DEPENDS
                    or (len(parts) == 1 and header in above)):
                errors.append(f"{where}: core/ never includes from ui/, report/ or app/")
            elif len(parts) == 1 or parts[0] == "..":
                errors.append(f"{where}: include core headers with their folder, e.g. \"model/estimate.h\"")
            elif parts[0] not in ALLOWED:
                errors.append(f"{where}: not a core folder")
            elif parts[0] not in ALLOWED[folder]:
                allowed = ", ".join(sorted(ALLOWED[folder]))
                errors.append(f"{where}: core/{folder} may include only from {allowed}")
    return errors


def ui_reach(folder):
    """The ui/ folders and outside libraries a ui/ folder may include: its dependencies and theirs."""
    reach, todo = set(), [folder]
    while todo:
        for d in UI_DEPENDS.get(todo.pop(), ()):
            if d not in reach:
                reach.add(d)
                todo.append(d)
    return reach


def ui_errors(source_dir):
    errors = []
    for path, folder in source_files(os.path.join(source_dir, "ui")):
        rel = os.path.relpath(path, source_dir)
        if folder not in UI_DEPENDS:
            errors.append(f"{rel}: not in a ui/ layer; put it in one of {', '.join(UI_DEPENDS)}")
            continue
        reach = ui_reach(folder) | {folder}
        for where, quoted, header in includes(path, rel):
            first = header.split("/")[0]
            if not quoted or first in ALLOWED:
                continue
            if first in ("app", "tests"):
                errors.append(f"{where}: ui/ never includes from {first}/")
            elif (first in UI_DEPENDS or first in ROOT_FOLDERS) and first not in reach:
                allowed = ", ".join(sorted(reach))
                errors.append(f"{where}: ui/{folder} may include only from core/ and {allowed}")
    return errors


def app_errors(source_dir):
    """kova_cli, all of app/ but the window's start, does not link the window."""
    errors = []
    for path, _ in source_files(os.path.join(source_dir, "app")):
        if os.path.basename(path) in APP_WINDOW_FILES:
            continue
        rel = os.path.relpath(path, source_dir)
        for where, quoted, header in includes(path, rel):
            if quoted and header.split("/")[0] in UI_DEPENDS:
                errors.append(f"{where}: the command line (app/ but {', '.join(APP_WINDOW_FILES)}) never includes ui/")
    return errors


def folder_errors(source_dir):
    """Outside core/, every quoted include names its folder from an include root, and the file is there."""
    roots = {name: "core" for name in ALLOWED}
    roots.update({name: "ui" for name in UI_DEPENDS})
    roots.update({name: "." for name in ROOT_FOLDERS})
    errors = []
    for top in ("ui", "app", "tests"):
        for path, _ in source_files(os.path.join(source_dir, top)):
            rel = os.path.relpath(path, source_dir)
            for where, quoted, header in includes(path, rel):
                if not quoted:
                    continue
                root = roots.get(header.split("/")[0]) if "/" in header else None
                if root is None:
                    errors.append(f"{where}: name the header's folder from an include root, e.g. "
                                  f"\"charts/chartview.h\", \"report/palette.h\", \"tests/ui/windowparts.h\"")
                elif not os.path.isfile(os.path.join(source_dir, root, header)):
                    errors.append(f"{where}: no such file in {root}/")
    return errors


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    source_dir = sys.argv[1]
    errors = layer_errors(source_dir) + ui_errors(source_dir) + app_errors(source_dir) + folder_errors(source_dir)
    for e in errors:
        print(e)
    if errors:
        print(f"check_layers: {len(errors)} include(s) cross the layers of core/ and ui/ or name no folder",
              file=sys.stderr)
        return 1
    print("check_layers: the includes of core/ and ui/ respect their layers, and every include names its folder")
    return 0


if __name__ == "__main__":
    sys.exit(main())
