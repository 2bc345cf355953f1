#!/usr/bin/env bash
# Checks that the "Layout" section of CONTRIBUTING.md (from its `## Layout` heading
# to the next `## ` heading) accounts for what the repository holds:
#
#   - every target declared in Package.swift, by its folder: the target's
#     `path:`, or SwiftPM's default when it has none (`Tests/<name>` for a
#     `.testTarget`, `Plugins/<name>` for a `.plugin`, `Sources/<name>`
#     otherwise; a `.binaryTarget` without a path has no folder);
#   - every file in scripts/;
#   - every file in .github/workflows/;
#   - every top-level folder (`.git`, `.build*`, `.swiftpm` and what a
#     top-level pattern of .gitignore matches are left out).
#
# A path is covered when the section names it (`Sources/Algorithms/`,
# `Tests/FuzzCorpus`; a top-level folder with its slash: `mutations/`), or when an entry of the section for its parent folder
# names it by its last component (`scripts/  setup.sh, test.sh, …` covers
# scripts/test.sh). An entry is a line that starts in the first column; the
# indented lines under it belong to it. A top-level folder is also covered by
# an entry inside it (`results/runs/` covers results/).
#
# The other way round, every entry's own path must exist, and so must every
# `*.sh` an entry for scripts/ names and every `*.yml` an entry for
# .github/workflows/ names.
#
# Prints one line per problem and exits 1 if there is any; silent with exit 0
# otherwise. Needs only bash and python3 (no build). Usage:
#   scripts/check-layout.sh [repository root]   (default: this script's repository)
set -eu
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
exec python3 - "$root" <<'PY'
import fnmatch
import os
import re
import sys

root = sys.argv[1]
PAGE = "CONTRIBUTING.md"   # the page whose Layout section is checked
PACKAGE = "Package.swift"
problems = []


def read(rel):
    try:
        with open(os.path.join(root, rel), encoding="utf-8") as handle:
            return handle.read()
    except (UnicodeDecodeError, OSError):
        return None


# --- Package.swift: the targets and their folders ---------------------------

def strip_comments(source):
    """Swift source without // and /* */ comments (string literals kept)."""
    out, i, n = [], 0, len(source)
    while i < n:
        c = source[i]
        if c == '"':
            j = i + 1
            while j < n and source[j] != '"':
                j += 2 if source[j] == "\\" else 1
            out.append(source[i:j + 1])
            i = j + 1
        elif source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            j = source.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def top_level_arguments(source, start):
    """The text of the call whose `(` is at `start`, nested calls left out."""
    depth, i, out = 0, start, []
    while i < len(source):
        c = source[i]
        if c == '"':
            j = i + 1
            while j < len(source) and source[j] != '"':
                j += 2 if source[j] == "\\" else 1
            if depth == 1:
                out.append(source[i:j + 1])
            i = j + 1
            continue
        if c in "([":
            depth += 1
            if depth == 1:
                i += 1
                continue
        elif c in ")]":
            depth -= 1
            if depth == 0:
                return "".join(out)
        if depth == 1:
            out.append(c)
        i += 1
    return "".join(out)


DEFAULT_ROOT = {"testTarget": "Tests", "plugin": "Plugins"}
targets = []   # (kind, name, folder or None)
package = read(PACKAGE)
if package is None:
    problems.append(f"{PACKAGE}: missing or unreadable")
else:
    code = strip_comments(package)
    for m in re.finditer(r"\.(target|executableTarget|testTarget|systemLibrary|binaryTarget|plugin|macro)\s*\(", code):
        arguments = top_level_arguments(code, m.end() - 1)
        name = re.search(r'\bname\s*:\s*"([^"]+)"', arguments)
        if not name:
            problems.append(f"{PACKAGE}: a .{m.group(1)}( without a name")
            continue
        path = re.search(r'\bpath\s*:\s*"([^"]+)"', arguments)
        if path:
            folder = path.group(1).strip("/")
        elif m.group(1) == "binaryTarget":
            folder = None
        else:
            folder = f"{DEFAULT_ROOT.get(m.group(1), 'Sources')}/{name.group(1)}"
        targets.append((m.group(1), name.group(1), folder))
    if not targets:
        problems.append(f"{PACKAGE}: no targets found (expected .target(name: …) and the like)")

# --- CONTRIBUTING.md: the Layout section and its entries --------------------------
page = read(PAGE)
section, section_line = None, 0
if page is None:
    problems.append(f"{PAGE}: missing or unreadable")
else:
    lines = page.splitlines()
    fenced, start = False, None
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        if start is None and re.match(r"^##\s+Layout\s*$", line):
            start = number
        elif start is not None and line.startswith("## "):
            section = lines[start:number - 1]
            break
    if start is not None and section is None:
        section = lines[start:]
    if start is None:
        problems.append(f"{PAGE}: no '## Layout' section")
    section_line = start or 0

entries = []   # (line number, path token, text of the entry)
if section is not None:
    for offset, line in enumerate(section, section_line + 1):
        if not line.strip() or line.lstrip().startswith("```"):
            continue
        if line[0] not in " \t":
            token = line.split()[0].strip("`")
            entries.append([offset, token, line])
        elif entries:
            entries[-1][2] += "\n" + line
text = "\n".join(section or [])
BOUNDARY_BEFORE = r"(?<![\w./-])"
BOUNDARY_AFTER = r"(?=/?(?:[\s,;:.)\]`'\"]|$))"


def named(path):
    # A one-word path is a folder name only with its slash (`mutations/`),
    # so the word in prose ("rule-targeted mutations") does not count.
    pattern = re.escape(path) + ("/" if "/" not in path else "")
    return re.search(BOUNDARY_BEFORE + pattern + BOUNDARY_AFTER, text, re.M) is not None


def covered(path):
    if named(path):
        return True
    parent, base = os.path.split(path)
    word = re.compile(BOUNDARY_BEFORE + re.escape(base) + r"(?![\w-])")
    return any(entry[1].rstrip("/") == parent and word.search(entry[2]) for entry in entries)


def files_in(folder):
    path = os.path.join(root, folder)
    if not os.path.isdir(path):
        return []
    return sorted(f"{folder}/{name}" for name in os.listdir(path) if os.path.isfile(os.path.join(path, name)))


def ignored_top_level():
    patterns = []
    for line in (read(".gitignore") or "").splitlines():
        line = line.strip()
        if not line or line.startswith(("#", "!")):
            continue
        body = line.lstrip("/").rstrip("/")
        if "/" not in body:
            patterns.append(body)
    return patterns


if section is not None:
    where = f"{PAGE}:{section_line}"
    for kind, name, folder in targets:
        if folder is not None and not covered(folder):
            problems.append(f"{where}: Layout omits {folder}/ (the .{kind} {name} of {PACKAGE})")
    for script in files_in("scripts"):
        if not covered(script):
            problems.append(f"{where}: Layout omits {script}")
    for workflow in files_in(".github/workflows"):
        if not covered(workflow):
            problems.append(f"{where}: Layout omits {workflow}")
    skip = ignored_top_level()
    for name in sorted(os.listdir(root)):
        if name == ".git" or name.startswith(".build") or name == ".swiftpm":
            continue
        if not os.path.isdir(os.path.join(root, name)):
            continue
        if any(fnmatch.fnmatch(name, pattern) for pattern in skip):
            continue
        if not (covered(name) or any(entry[1].startswith(name + "/") for entry in entries)):
            problems.append(f"{where}: Layout omits the top-level folder {name}/")

    # The other way round: what the section names must exist.
    for number, token, body in entries:
        if "<" in token:
            continue
        if not os.path.exists(os.path.join(root, token.rstrip("/"))):
            problems.append(f"{PAGE}:{number}: Layout names {token}, which does not exist")
            continue
        folder = token.rstrip("/")
        for pattern, expected in ((r"[\w.-]+\.sh", "scripts"), (r"[\w.-]+\.ya?ml", ".github/workflows")):
            if folder != expected:
                continue
            for m in re.finditer(BOUNDARY_BEFORE + pattern + r"(?![\w-])", body):
                if not os.path.isfile(os.path.join(root, expected, m.group(0))):
                    problems.append(f"{PAGE}:{number}: Layout names {expected}/{m.group(0)}, which does not exist")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
PY
