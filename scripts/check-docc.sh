#!/usr/bin/env bash
# Checks the DocC documentation of every library product:
#
#   - the modules are read from the package (`swift package dump-package`):
#     the Swift targets of every library product, and the package targets
#     they re-export (`@_exported import`), so a new library product is
#     checked as soon as Package.swift declares it;
#   - each module has a documentation catalog, `<Module>.docc/<Module>.md`, in
#     its target's folder;
#   - `swift package generate-documentation --target <Module>
#     --warnings-as-errors` (the swift-docc-plugin) builds its archive: an
#     unresolved symbol link, a documented parameter the function does not
#     have, an undocumented parameter among documented ones, a bad directive
#     all fail it; any `warning:` line in the output (the compiler's too)
#     fails the check as well;
#   - no public symbol is undocumented. The symbols are those of the symbol
#     graphs the plugin extracted for the module (`<Module>.symbols.json`, and
#     `<Module>@<Other>.symbols.json` for what it adds to other modules'
#     types), less what has no declaration to comment: extension blocks,
#     members the compiler synthesizes (`::SYNTHESIZED::` ids: `!=`, the
#     default implementations of protocol extensions) and members without a
#     source location (a synthesized `init(rawValue:)` or `init(from:)`).
#     A symbol is documented when its doc comment was written in this
#     module, its own or that of a requirement of this module's protocol it
#     implements (a comment inherited from another module, Swift's `Hashable`
#     or DiffAlgorithms' `Diffable` for DiffBenchWorkloads, does not count: DocC shows
#     it only with --enable-inherited-docs), and it opens with a summary
#     paragraph (DocC's abstract: a comment that starts with `- Complexity:`
#     has none).
#
# Prints docc's diagnostics and every undocumented symbol, one per line
# (`Module: kind Path.to.symbol (Sources/…swift:line)`), then one line with
# the reason, and exits 1; prints one summary line and exits 0 when all is
# well. Needs the swift-docc-plugin dependency and python3. Usage:
#   scripts/check-docc.sh [module …]   (default: every library product's modules)
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

fail() {
  echo "check-docc: $*" >&2
  exit 1
}

swift package dump-package > "$logs/package.json" 2> "$logs/dump.err" \
  || { cat "$logs/dump.err" >&2; fail "swift package dump-package failed"; }

# "Module<TAB>folder" for every module to check.
python3 - "$root" "$logs/package.json" "$@" > "$logs/modules.tsv" 2> "$logs/modules.err" <<'PY' \
  || fail "$(tail -n 1 "$logs/modules.err")"
import json
import os
import re
import sys

root, manifest, wanted = sys.argv[1], sys.argv[2], sys.argv[3:]
package = json.load(open(manifest, encoding="utf-8"))
targets = {t["name"]: t for t in package["targets"]}


def folder(name):
    target = targets[name]
    if target.get("path"):
        return target["path"].strip("/")
    return ("Tests/" if target["type"] == "test" else "Sources/") + name


def reexports(name):
    """The package targets `name` re-exports with `@_exported import`."""
    found = []
    for directory, _, files in os.walk(os.path.join(root, folder(name))):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            with open(os.path.join(directory, file), encoding="utf-8") as handle:
                for m in re.finditer(r"^\s*@_exported\s+(?:public\s+)?import\s+(\w+)", handle.read(), re.M):
                    if m.group(1) in targets and m.group(1) not in found:
                        found.append(m.group(1))
    return found


def is_swift(name):
    """DocC documents Swift modules; a C target of a product is left out."""
    for _, _, files in os.walk(os.path.join(root, folder(name))):
        if any(file.endswith(".swift") for file in files):
            return True
    return False


modules = []
for product in package["products"]:
    if "library" not in product["type"]:
        continue
    queue = list(product["targets"])
    while queue:
        name = queue.pop(0)
        if name in modules or targets[name]["type"] != "regular" or not is_swift(name):
            continue
        modules.append(name)
        queue.extend(reexports(name))
for name in wanted:
    if name not in modules:
        sys.exit(f"{name} is not the module of a library product (these are: {', '.join(modules)})")
for name in modules:
    if not wanted or name in wanted:
        print(f"{name}\t{folder(name)}")
PY
[ -s "$logs/modules.tsv" ] || fail "no library product in Package.swift"

problems=()
start=$SECONDS
while IFS=$'\t' read -r module folder; do
  if [ ! -f "$folder/$module.docc/$module.md" ]; then
    problems+=("$module has no catalog $folder/$module.docc/$module.md")
  fi
  # Symbol graphs of this run only (the plugin writes them under
  # .build/<triple>/extracted-symbols/<package>/<Module>/).
  rm -rf .build/*/extracted-symbols/*/"$module"
  log="$logs/$module.log"
  if ! swift package generate-documentation --target "$module" --warnings-as-errors < /dev/null > "$log" 2>&1; then
    grep -v '^\[[0-9]*/[0-9]*\]' "$log" >&2 || true
    problems+=("docc failed on $module (its diagnostics are above)")
  elif grep -q 'warning:' "$log"; then
    grep 'warning:' "$log" >&2
    problems+=("warnings while documenting $module (above)")
  fi
  graphs=(.build/*/extracted-symbols/*/"$module")
  if [ ! -d "${graphs[0]}" ]; then
    problems+=("no symbol graph extracted for $module")
    continue
  fi
  if ! python3 - "$root" "$module" "$logs/totals.tsv" "${graphs[@]}" > "$logs/$module.undocumented" <<'PY'; then
import glob
import json
import os
import re
import sys

root, module, totals, folders = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
# Doc comments written in this package: their file is under the package root.
prefixes = tuple(sorted({"file://" + root + "/", "file://" + os.path.realpath(root) + "/"}))


def relative(uri):
    return next((uri[len(p):] for p in prefixes if uri.startswith(p)), uri)


def written_here(comment):
    """Written in this module's sources: DocC shows a comment inherited from
    another module's requirement only with --enable-inherited-docs."""
    return comment.get("uri", "").startswith(prefixes) and comment.get("module", module) == module


def has_abstract(comment):
    """Whether the comment's first block is a paragraph (DocC's abstract)."""
    lines = [line.get("text", "") for line in comment.get("lines", [])]
    first = next((line for line in lines if line.strip()), None)
    if first is None or first.startswith(("    ", "\t")):  # nothing, or a code block
        return False
    return re.match(r"\s*([-*+]\s|\d+[.)]\s|```|~~~|#|>|\||@\w)", first) is None


undocumented, total = [], 0
for folder in folders:
    for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
        graph = json.load(open(path, encoding="utf-8"))
        for symbol in graph["symbols"]:
            kind = symbol["kind"]["identifier"]
            if kind == "swift.extension" or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            location = symbol.get("location")
            if location is None or symbol.get("accessLevel") not in ("public", "open"):
                continue
            total += 1
            comment = symbol.get("docComment")
            if comment and written_here(comment) and has_abstract(comment):
                continue
            file = relative(location["uri"])
            line = location["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            undocumented.append(f"{module}: {kind.removeprefix('swift.')} {name} ({file}:{line})")
for line in sorted(set(undocumented)):
    print(line)
with open(totals, "a", encoding="utf-8") as handle:
    handle.write(f"{module}\t{total}\t{len(set(undocumented))}\n")
PY
    problems+=("cannot read the symbol graphs of $module")
    continue
  fi
  count=$(wc -l < "$logs/$module.undocumented")
  if [ "$count" -gt 0 ]; then
    cat "$logs/$module.undocumented"
    problems+=("$module has $count undocumented public symbol(s), listed above")
  fi
done < "$logs/modules.tsv"

if [ ${#problems[@]} -gt 0 ]; then
  reason=$(printf '%s; ' "${problems[@]}")
  fail "FAIL: ${reason%; }"
fi
summary=$(awk -F'\t' '{ printf "%s%s: %s public symbols", (NR > 1 ? "; " : ""), $1, $2 }' "$logs/totals.tsv")
echo "check-docc: documentation builds without warnings and documents every public symbol ($summary) in $((SECONDS - start)) s"
