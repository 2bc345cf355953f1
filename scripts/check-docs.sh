#!/usr/bin/env bash
# Checks that the batch-update rules document is what the code cites:
#
#   - every `§` reference in Sources/, Tests/, docs/ and README.md resolves to a
#     heading of docs/batch-update-rules.md (the mapping is described at the top
#     of that file): `§N` → `## N. …`, `§N.M` → `### N.M …`, `§2 Step K` /
#     `§2 Steps K–L` → `### Step K …` inside `## 2.`, `§8 TK` (and lists and
#     ranges such as `§8 T9, T10` or `§8 T1–T3`) → `### TK …` inside `## 8.`,
#     and a quoted name after a reference (`§2 "Version notes"`) must be a
#     `### Version notes` heading inside that section;
#   - every rule and hazard id in Sources/BatchUpdateChecker/RuleID.swift
#     appears in docs/batch-update-rules.md.
#
# Prints one line per problem and exits 1 if there is any; silent with exit 0
# otherwise. Needs only bash and python3 (no build). Usage:
#   scripts/check-docs.sh [repository root]     (default: this script's repository)
set -eu
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
exec python3 - "$root" <<'PY'
import os
import re
import sys

root = sys.argv[1]
DOC = "docs/batch-update-rules.md"
RULES = "Sources/BatchUpdateChecker/RuleID.swift"
SCAN = ["Sources", "Tests", "docs", "README.md"]
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

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
PY
