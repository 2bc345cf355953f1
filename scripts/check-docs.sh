#!/usr/bin/env bash
# Checks that the batch-update rules document is what the code cites:
#
#   - every `§` reference in Sources/, Tests/, docs/, README.md and CONTRIBUTING.md resolves to a
#     heading of docs/batch-update-rules.md (the mapping is described at the top
#     of that file): `§N` → `## N. …`, `§N.M` → `### N.M …`, `§2 Step K` /
#     `§2 Steps K–L` → `### Step K …` inside `## 2.`, `§8 TK` (and lists and
#     ranges such as `§8 T9, T10` or `§8 T1–T3`) → `### TK …` inside `## 8.`,
#     and a quoted name after a reference (`§2 "Version notes"`) must be a
#     `### Version notes` heading inside that section;
#   - every rule and hazard id in Sources/BatchUpdateChecker/RuleID.swift
#     appears in docs/batch-update-rules.md;
#
# and that README.md, CONTRIBUTING.md and docs/**/*.md state the code's facts (CHANGELOG.md is
# history and is not read):
#
#   - an algorithm count ("eight algorithms", "8 algorithms", "six built-in
#     algorithms": a number, in words up to twenty or in digits, directly
#     before "algorithms", optionally with "built-in", "registered", "diff" or
#     "DiffBench" between them) equals the number of entries of
#     `AlgorithmRegistry.all` in Sources/Algorithms/AlgorithmRegistry.swift.
#     That list is the source of truth: it is what `--algorithms all`, the
#     default benchmark run and the fuzzer iterate, and what ReadmeTableTests
#     holds the README's algorithm table to; the reference rows (`floor`,
#     `floor-content`, `stdlib-direct`) and adapters are not algorithms. A count of a subset
#     must say so without a bare number before "algorithms" ("the five exact
#     algorithms", "two of the algorithms");
#   - a results schema version equals `ResultsFile.currentVersion` in
#     Sources/BenchCore/Results/ResultsFile.swift. Read as a version:
#     `schema "diffbench-results", version N`, `results schema N`,
#     `results schema version N`, `results schema is version N`,
#     `results.json … schema version N`. A version above the current one is
#     always wrong; a lower one passes only where its line says it is history
#     ("older", "still read", "added", "before", "until", "previous",
#     "earlier", "first with", "since");
#   - a list of cell statuses names every `CellStatus` raw value of that file.
#     A list is an enumeration of back-quoted words joined by commas, "and" or
#     "or" (line breaks allowed) in which at least four are statuses, or a
#     table whose first column holds at least four different statuses; shorter
#     lists (`crashed`, `timed-out` or `protocol-error`) are subsets on purpose.
#
# Then scripts/check-doc-names.py checks the same pages' names: products and
# imports against Package.swift, benchrunner's and fuzzer's options against
# their @Option/@Flag declarations, back-quoted type names against Sources/
# and Examples/, relative links and their anchors, and the pages' length.
#
# Prints one line per problem and exits 1 if there is any; silent with exit 0
# otherwise. Needs only bash and python3 (no build). Usage:
#   scripts/check-docs.sh [repository root]     (default: this script's repository)
set -eu
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
status=0
python3 - "$root" <<'PY' || status=1
import os
import re
import sys

root = sys.argv[1]
DOC = "docs/batch-update-rules.md"
RULES = "Sources/BatchUpdateChecker/RuleID.swift"
SCAN = ["Sources", "Tests", "docs", "README.md", "CONTRIBUTING.md"]
SKIP_DIRS = {".build", ".git", "node_modules", ".swiftpm"}
problems = []


def read(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except (UnicodeDecodeError, OSError):
        return None


doc_path = os.path.join(root, DOC)
doc = read(doc_path)
if doc is None:
    print(f"{DOC}: missing or unreadable")
    sys.exit(1)

# --- The headings of the document, as reference keys ------------------------
# keys: "N", "N.M", "N Step K", "N TK", "N <other subheading text>"
headings = {}          # key -> line number
top = None
named = {}             # "N" -> lower-cased texts of the ### headings inside ## N.
fenced = False
for number, line in enumerate(doc.splitlines(), 1):
    if line.lstrip().startswith("```"):
        fenced = not fenced
    if fenced:
        continue
    keys = []
    m = re.match(r"^## (\d+)\.\s+\S", line)
    if m:
        top = m.group(1)
        keys.append(top)
    elif re.match(r"^## ", line):
        top = None
    else:
        m = re.match(r"^###\s+(.+?)\s*$", line)
        if m:
            if top is not None:
                named.setdefault(top, []).append(m.group(1).lower())
            text = m.group(1)
            sub = re.match(r"^(\d+)\.(\d+)\.?\s+\S", text)
            step = re.match(r"^Step (\d+)\b", text)
            case = re.match(r"^(T\d+)\b", text)
            if sub:
                key = f"{sub.group(1)}.{sub.group(2)}"
                if sub.group(1) != top:
                    problems.append(f"{DOC}:{number}: heading {key} is not inside '## {sub.group(1)}.'")
                keys.append(key)
            elif top is not None and step:
                keys.append(f"{top} Step {step.group(1)}")
            elif top is not None and case:
                keys.append(f"{top} {case.group(1)}")
    for key in keys:
        if key in headings:
            problems.append(f"{DOC}:{number}: heading §{key} also at line {headings[key]}")
        else:
            headings[key] = number

for required in ("1", "2", "3", "8"):
    if required not in headings:
        problems.append(f"{DOC}: no '## {required}.' heading")

# --- The references ----------------------------------------------------------
NUM = r"(\d+(?:\.\d+)*)"
REF = re.compile(
    r"§\s?" + NUM
    + r"(?P<suffix>[A-Za-z][A-Za-z0-9]*)?"               # §4b: not a heading number
    + r"(?:\s*[–-]\s*§?\s?(?P<upto>\d+(?:\.\d+)*)(?![\w.]*\d))?"  # §1–§7, §3.1–3.3
    + r"(?=(?P<tail>[^\n]{0,120}))"   # looked at, not consumed: the next § may be in it
)
STEPS = re.compile(r"^\s+Steps?\s+(\d+)(?:\s*(?:[–-]|and|to)\s*(\d+))?")
CASES = re.compile(r"^\s+(T\d+(?:\s*(?:,|and|or|[–-])\s*T?\d+)*)")
QUOTED = re.compile(r"^\s*,?\s*\"([^\"\n]+)\"")


def resolve(key):
    return key in headings


def ranged(first, last):
    """§1–§7 → 1..7; §3.1–3.3 → 3.1..3.3 (same parent); else the two ends."""
    a, b = first.split("."), last.split(".")
    if len(a) == len(b) and a[:-1] == b[:-1] and int(a[-1]) <= int(b[-1]) <= int(a[-1]) + 20:
        return [".".join(a[:-1] + [str(i)]) for i in range(int(a[-1]), int(b[-1]) + 1)]
    return [first, last]


def check_line(rel, number, line):
    for m in REF.finditer(line):
        num, suffix, upto, tail = m.group(1), m.group("suffix"), m.group("upto"), m.group("tail")
        shown = m.group(0).strip()
        where = f"{rel}:{number}"
        if suffix:
            problems.append(f"{where}: §{num}{suffix} does not resolve (headings are numbered §N or §N.M, no letters) in {DOC}")
            continue
        sections = ranged(num, upto) if upto else [num]
        for key in sections:
            if not resolve(key):
                problems.append(f"{where}: {shown} does not resolve: no heading §{key} in {DOC}")
        if upto:
            continue
        s = STEPS.match(tail)
        if s:
            first = int(s.group(1))
            last = int(s.group(2)) if s.group(2) else first
            for k in range(first, max(first, last) + 1):
                if not resolve(f"{num} Step {k}"):
                    problems.append(f"{where}: §{num} Step {k} does not resolve: no '### Step {k}' inside §{num} of {DOC}")
            continue
        c = CASES.match(tail)
        if c:
            tokens = re.findall(r"T?\d+|[–-]", c.group(1))
            ids, pending_range = [], False
            for token in tokens:
                if token in "–-":
                    pending_range = True
                    continue
                value = int(token.lstrip("T"))
                if pending_range and ids:
                    ids.extend(range(ids[-1] + 1, value + 1))
                else:
                    ids.append(value)
                pending_range = False
            for value in ids:
                if not resolve(f"{num} T{value}"):
                    problems.append(f"{where}: §{num} T{value} does not resolve: no '### T{value}' inside §{num} of {DOC}")
            continue
        q = QUOTED.match(tail)
        if q:
            # §N "Name": a heading `### Name…` inside `## N.`.
            name = q.group(1)
            if not any(text.startswith(name.lower()) for text in named.get(num, [])):
                problems.append(f"{where}: §{num} \"{name}\" does not resolve: no '### {name}' inside §{num} of {DOC}")


def scan(rel):
    text = read(os.path.join(root, rel))
    if text is None or "§" not in text:
        return
    for number, line in enumerate(text.splitlines(), 1):
        if "§" in line:
            check_line(rel, number, line)


for entry in SCAN:
    path = os.path.join(root, entry)
    if os.path.isfile(path):
        scan(entry)
        continue
    if not os.path.isdir(path):
        if entry in ("Sources", "Tests"):
            problems.append(f"{entry}/: missing")
        continue
    for directory, subdirs, files in os.walk(path):
        subdirs[:] = sorted(d for d in subdirs if d not in SKIP_DIRS)
        for name in sorted(files):
            scan(os.path.relpath(os.path.join(directory, name), root))

# --- Rule and hazard ids -----------------------------------------------------
rules = read(os.path.join(root, RULES))
if rules is None:
    problems.append(f"{RULES}: missing or unreadable")
else:
    ids = re.findall(r'\bcase\s+\w+\s*=\s*"([A-Z]+(?:-[A-Z0-9]+)+)"', rules)
    if not ids:
        problems.append(f"{RULES}: no rule ids found (expected lines like: case x = \"R-…\")")
    for rule in ids:
        if not re.search(r"(?<![A-Za-z0-9-])" + re.escape(rule) + r"(?![A-Za-z0-9-])", doc):
            problems.append(f"{RULES}: rule id {rule} does not appear in {DOC}")

# --- Facts the user documents state -----------------------------------------
REGISTRY = "Sources/Algorithms/AlgorithmRegistry.swift"
RESULTS = "Sources/BenchCore/Results/ResultsFile.swift"
USER_DOCS = [name for name in ("README.md", "CONTRIBUTING.md") if os.path.isfile(os.path.join(root, name))] + sorted(
    os.path.relpath(os.path.join(directory, name), root)
    for directory, _, files in os.walk(os.path.join(root, "docs"))
    for name in files
    if name.endswith(".md")
)


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def swift_code(source):
    """Swift source without // comments (enough for the two files read here)."""
    return re.sub(r"//[^\n]*", "", source)


registry = read(os.path.join(root, REGISTRY))
algorithm_count = None
if registry is None:
    problems.append(f"{REGISTRY}: missing or unreadable")
else:
    m = re.search(r"static\s+let\s+all\s*:[^=]*=\s*\[(.*?)\n\s*\]", swift_code(registry), re.S)
    if not m:
        problems.append(f"{REGISTRY}: no `static let all: [...] = [...]` list found")
    else:
        algorithm_count = len([item for item in m.group(1).split(",") if item.strip()])

results_source = read(os.path.join(root, RESULTS))
current_version, statuses = None, []
if results_source is None:
    problems.append(f"{RESULTS}: missing or unreadable")
else:
    code = swift_code(results_source)
    m = re.search(r"static\s+let\s+currentVersion\s*=\s*(\d+)", code)
    if m:
        current_version = int(m.group(1))
    else:
        problems.append(f"{RESULTS}: no `static let currentVersion = N`")
    m = re.search(r"enum\s+CellStatus\b[^{]*\{(.*?)\n\}", code, re.S)
    if m:
        for case in re.finditer(r"\bcase\s+(\w+)(?:\s*=\s*\"([^\"]+)\")?", m.group(1)):
            statuses.append(case.group(2) or case.group(1))
    if not statuses:
        problems.append(f"{RESULTS}: no `enum CellStatus` cases found")

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}
COUNT = re.compile(
    r"(?<![\w-])(\d+|" + "|".join(NUMBER_WORDS) + r")\s+(?:(?:built-in|registered|diff|DiffBench)\s+)?algorithms\b",
    re.I,
)
SCHEMA = [
    re.compile(r"schema\s+\"diffbench-results\",?\s+version\s+(\d+)", re.I),
    re.compile(r"results\s+schema\s+(?:is\s+)?(?:version\s+)?(\d+)", re.I),
    re.compile(r"results\.json\b[^\n]{0,60}?\bschema\s+version\s+(\d+)", re.I),
]
HISTORY = re.compile(r"older|still read|added|before|until|previous|earlier|first with|since", re.I)
ITEM = r"`[^`\n]+`"
SEPARATOR = r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)"
ENUMERATION = re.compile(ITEM + r"(?:" + SEPARATOR + ITEM + r")+")

for rel in USER_DOCS:
    text = read(os.path.join(root, rel))
    if text is None:
        continue
    lines = text.splitlines()
    if algorithm_count is not None:
        for m in COUNT.finditer(text):
            word = m.group(1).lower()
            value = int(word) if word.isdigit() else NUMBER_WORDS[word]
            if value != algorithm_count:
                problems.append(
                    f"{rel}:{line_of(text, m.start())}: \"{m.group(0)}\", but {REGISTRY} lists {algorithm_count} (AlgorithmRegistry.all)"
                )
    if current_version is not None:
        for pattern in SCHEMA:
            for m in pattern.finditer(text):
                version = int(m.group(1))
                number = line_of(text, m.start())
                if version == current_version:
                    continue
                if version < current_version and HISTORY.search(lines[number - 1]):
                    continue
                problems.append(
                    f"{rel}:{number}: results schema version {version}, but {RESULTS} writes version {current_version} (ResultsFile.currentVersion)"
                )
    if statuses:
        for m in ENUMERATION.finditer(text):
            named = {item.strip("`") for item in re.findall(ITEM, m.group(0))}
            if len(named & set(statuses)) >= 4:
                missing = [status for status in statuses if status not in named]
                if missing:
                    problems.append(
                        f"{rel}:{line_of(text, m.start())}: a list of cell statuses without {', '.join(missing)} (CellStatus in {RESULTS})"
                    )
        table, first_line = [], None
        for number, line in enumerate(lines + [""], 1):
            if line.lstrip().startswith("|"):
                if first_line is None:
                    first_line = number
                cell = line.strip().strip("|").split("|")[0].strip()
                if re.fullmatch(ITEM, cell):
                    table.append(cell.strip("`"))
                continue
            if first_line is not None and len(set(table) & set(statuses)) >= 4:
                missing = [status for status in statuses if status not in table]
                if missing:
                    problems.append(
                        f"{rel}:{first_line}: a table of cell statuses without {', '.join(missing)} (CellStatus in {RESULTS})"
                    )
            table, first_line = [], None

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
PY
# The names the pages use (products, imports, options, types) and their links:
# scripts/check-doc-names.py.
python3 "$(dirname "$0")/check-doc-names.py" "$root" || status=1
exit "$status"
