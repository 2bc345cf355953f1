#!/usr/bin/env python3
"""Checks that the user documentation names only things that exist.

Reads README.md, CONTRIBUTING.md and docs/**/*.md (CHANGELOG.md is history and
is not read) and prints one line per problem:

  (a) products and modules: `.product(name: "X", package: "DiffBench")` must
      name a product of Package.swift; an `import X` line in a code block must
      name a target or product of Package.swift (or of a package under
      Examples/), or a module of another library listed in EXTERNAL_MODULES;
  (b) command-line options: a `--option` written after `benchrunner` or
      `fuzzer` (or `scripts/bench.sh`, `scripts/fuzz.sh`, which pass their
      arguments to them) on a line of a code block or inside one back-quoted
      span, or in the first column of an options table (a table whose first
      column holds back-quoted `--options`), must be declared by that tool:
      an `@Option` or `@Flag` under Sources/BenchRunner or Sources/Fuzzer,
      spelled as ArgumentParser spells it (`--kebab-case` of the property,
      or the `.customLong("x")` it names), or one of ArgumentParser's own
      (`--help`); after `fuzzer SUBCOMMAND` (`fuzzer validator --seed 1`),
      an option of that subcommand (its own and its `@OptionGroup`s'), and
      after bare `fuzzer` (or `scripts/fuzz.sh`) one of the default
      subcommand's;
  (c) types: a back-quoted span that starts with an UpperCamelCase name
      (`DiffChangeset`, `DiffChangeset.OffsetPair`, `IdentityCodes(source:target:)`)
      must name a struct, enum, class, protocol, typealias or actor declared
      under Sources/ or Examples/, a target or product of Package.swift, or a
      name of another library or of the standard library listed in
      EXTERNAL_NAMES;
  (d) links: a relative Markdown link must name a file or folder that
      exists, and its `#anchor`, when it points into a Markdown file, must be
      a heading of that file (GitHub's slugs);
  (e) length: no page over 400 lines, except the rules reference
      (docs/batch-update-rules.md), which must have a `## Contents` heading.

Exits 1 if there is any problem, 0 otherwise. Usage:
  scripts/check-doc-names.py [repository root]
"""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
problems = []

# Modules of other libraries that a page may import in an example.
EXTERNAL_MODULES = {
    "Foundation", "Testing", "XCTest", "SwiftUI", "UIKit", "AppKit", "Dispatch", "Glibc", "Darwin",
    "ArgumentParser", "DifferenceKit", "Differ", "Dwifft", "IGListKit", "IGListDiffKit", "DeepDiff",
    "HeckelDiff", "LiveCollections", "TrimDiff",
}

# Type names of other libraries, Apple's frameworks and the standard library
# that the pages mention; they are not declared in this repository.
EXTERNAL_NAMES = {
    # UIKit, Foundation, Swift Testing, XCTest, SwiftUI
    "UITableView", "UICollectionView", "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource",
    "NSInternalInconsistencyException", "NSIndexPath", "IndexPath", "IndexSet", "NSDiffableDataSourceSnapshot",
    "JSONDecoder", "JSONEncoder", "JSONSerialization", "Data", "Date", "URL", "ProcessInfo", "FileHandle",
    "DecodingError", "EncodingError", "XCTestCase", "XCTest", "Test", "Suite", "Issue", "List", "ForEach",
    "ObservableObject", "View",
    # the standard library
    "Int", "Int32", "Int64", "UInt8", "UInt32", "UInt64", "Double", "Bool", "String", "Character", "Array",
    "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Sequence",
    "Collection", "RandomAccessCollection", "BidirectionalCollection", "RangeReplaceableCollection",
    "CollectionDifference", "Equatable", "Hashable", "Hasher", "Identifiable", "Codable", "Decodable",
    "Encodable", "Comparable", "Sendable", "Substring", "Unicode", "SystemRandomNumberGenerator",
    "RandomNumberGenerator", "CustomStringConvertible", "Element", "Self", "Any", "AnyObject",
    # other diff libraries
    "StagedChangeset", "ContentEquatable", "Differentiable", "ArraySection", "DiffableSection",
    "ListDiffable", "IGListKit", "ExtendedDiff", "Diff", "Patch", "DeepDiff", "Dwifft", "Differ",
    "DifferenceKit", "HeckelDiff", "LiveCollections", "SectionedValues", "TableViewDiffCalculator", "Differentiator",
    "NestedExtendedDiff", "IndexDelta", "IndexPair", "CollectionChangeSet", "RealmCollectionChange", "DiffUtil",
    # other languages' and runtimes' clocks, Apple's private frameworks, libFuzzer, Foundation internals
    "DispatchTime", "ContinuousClock", "SuspendingClock", "System", "Instant", "UIKitCore", "JSONError",
    "LLVMFuzzerTestOneInput", "MoveAndUpdateRowCrash",
    # tools and formats named in back quotes
    "ASAN_OPTIONS", "LSAN_OPTIONS", "SWIFTFLAGS", "CFLAGS", "OUT", "SRC", "WORK", "SANITIZER", "PATH",
    "TMPDIR", "LD_PRELOAD", "GET", "TODO", "Dockerfile",
}
# Prefixes of Apple's and other libraries' type names (UIKit, Foundation,
# IGListKit, Realm, Photos, XCTest).
EXTERNAL_PREFIXES = ("UI", "NS", "IGList", "RLM", "PH", "XCT")


def read(rel):
    try:
        with open(os.path.join(root, rel), encoding="utf-8") as handle:
            return handle.read()
    except (UnicodeDecodeError, OSError):
        return None


def strip_swift_comments(source):
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    return re.sub(r"//[^\n]*", "", source)


def swift_files(*folders):
    for folder in folders:
        for directory, subdirs, files in os.walk(os.path.join(root, folder)):
            subdirs[:] = [d for d in subdirs if not d.startswith(".build") and d != ".swiftpm"]
            for name in files:
                if name.endswith(".swift"):
                    path = os.path.join(directory, name)
                    with open(path, encoding="utf-8", errors="replace") as handle:
                        yield os.path.relpath(path, root), handle.read()


# --- What exists ---------------------------------------------------------------
package = strip_swift_comments(read("Package.swift") or "")
products = set(re.findall(r'\.(?:library|executable)\s*\(\s*name\s*:\s*"([^"]+)"', package))
targets = set(re.findall(r'\.(?:target|executableTarget|testTarget|systemLibrary|binaryTarget|plugin|macro)\s*\(\s*name\s*:\s*"([^"]+)"', package))
example_modules = set()
for name in sorted(os.listdir(os.path.join(root, "Examples"))) if os.path.isdir(os.path.join(root, "Examples")) else []:
    manifest = read(os.path.join("Examples", name, "Package.swift"))
    if manifest:
        manifest = strip_swift_comments(manifest)
        example_modules |= set(re.findall(r'\.(?:library|executable|target|executableTarget|testTarget|trait)\s*\(\s*name\s*:\s*"([^"]+)"', manifest))

declared = set()
DECLARATION = re.compile(r"\b(?:struct|enum|class|protocol|typealias|actor|associatedtype)\s+([A-Za-z_]\w*)")
for rel, source in swift_files("Sources", "Examples"):
    declared |= set(DECLARATION.findall(strip_swift_comments(source)))
# Test suites are named too (`ReadmeTableTests`): from Tests/, only names that end in "Tests".
for rel, source in swift_files("Tests"):
    declared |= {name for name in DECLARATION.findall(strip_swift_comments(source)) if name.endswith("Tests")}


def kebab(name):
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "-", name).lower()


def declared_options(code):
    """The long options the `@Option`s and `@Flag`s in `code` declare."""
    options = set()
    attribute = re.compile(r"@(?:Option|Flag)\b")
    for m in attribute.finditer(code):
        i = m.end()
        arguments = ""
        if i < len(code) and code[i] == "(":
            depth, j = 0, i
            while j < len(code):
                if code[j] == "(":
                    depth += 1
                elif code[j] == ")":
                    depth -= 1
                    if depth == 0:
                        break
                elif code[j] == '"':
                    j += 1
                    while j < len(code) and code[j] != '"':
                        j += 2 if code[j] == "\\" else 1
                j += 1
            arguments, i = code[i:j + 1], j + 1
        prop = re.match(r"\s*(?:(?:public|private|internal|fileprivate|package)\s+)?var\s+(\w+)", code[i:])
        if not prop:
            continue
        custom = re.findall(r'\.customLong\(\s*"([^"]+)"', arguments)
        options |= {"--" + name for name in custom}
        names = re.search(r"\bname\s*:\s*(\[[^\]]*\]|\.\w+(?:\([^)]*\))?)", arguments)
        if not names or re.search(r"\.(?:long|shortAndLong)\b", names.group(1)):
            options.add("--" + kebab(prop.group(1)))
        if re.search(r"\binversion\s*:\s*\.prefixedNo\b", arguments):
            options.add("--no-" + kebab(prop.group(1)))
        if re.search(r"\binversion\s*:\s*\.prefixedEnableDisable\b", arguments):
            options |= {"--enable-" + kebab(prop.group(1)), "--disable-" + kebab(prop.group(1))}
    return options


def tool_options(folder):
    """The long options an ArgumentParser tool declares under `folder`."""
    options = {"--help"}
    for rel, source in swift_files(folder):
        options |= declared_options(strip_swift_comments(source))
    return options


def command_options(folder):
    """Per subcommand of the tool under `folder` (its name as typed, e.g.
    `validator`, `crash-validator`), the long options it accepts: its own
    and those of its `@OptionGroup`s; `""` is the default subcommand's.
    A struct's options are those declared in its body (braces matched).
    """
    structs, groups, names, default = {}, {}, {}, None
    for rel, source in swift_files(folder):
        code = strip_swift_comments(source)
        for m in re.finditer(r"\bstruct\s+(\w+)\s*:\s*[^{]*\{", code):
            depth, j = 1, m.end()
            while j < len(code) and depth:
                depth += {"{": 1, "}": -1}.get(code[j], 0)
                j += 1
            body = code[m.end():j]
            name = m.group(1)
            structs[name] = declared_options(body)
            groups[name] = re.findall(r"@OptionGroup(?:\([^)]*\))?\s+var\s+\w+\s*:\s*(\w+)", body)
            if re.search(r"\bParsableCommand\b", code[m.start():m.end()]):
                custom = re.search(r'\bcommandName\s*:\s*"([^"]+)"', body)
                names[name] = custom.group(1) if custom else kebab(name)
            found = re.search(r"\bdefaultSubcommand\s*:\s*(\w+)\.self", body)
            default = found.group(1) if found else default

    def accepted(name, seen=()):
        options = set(structs.get(name, ()))
        for group in groups.get(name, ()):
            if group not in seen:
                options |= accepted(group, seen + (name,))
        return options

    commands = {command: accepted(name) | {"--help"} for name, command in names.items()}
    if default in names:
        commands[""] = commands[names[default]]
    return commands


TOOLS = {"benchrunner": tool_options("Sources/BenchRunner"), "fuzzer": tool_options("Sources/Fuzzer")}
ALIASES = {"scripts/bench.sh": "benchrunner", "scripts/fuzz.sh": "fuzzer"}
# The fuzzer's subcommands and what each accepts: `fuzzer validator --x`
# must be an option of `fuzzer validator`, bare `fuzzer --x` (and
# scripts/fuzz.sh) one of the default subcommand.
SUBCOMMANDS = {"fuzzer": command_options("Sources/Fuzzer")}


# --- The pages -----------------------------------------------------------------
def pages():
    found = [name for name in ("README.md", "CONTRIBUTING.md") if os.path.isfile(os.path.join(root, name))]
    docs = os.path.join(root, "docs")
    for directory, subdirs, files in os.walk(docs):
        subdirs.sort()
        found += sorted(os.path.relpath(os.path.join(directory, n), root) for n in files if n.endswith(".md"))
    return found


def slug(heading):
    """GitHub's anchor for a heading text."""
    text = re.sub(r"`", "", heading.strip()).lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


anchors_cache = {}


def anchors(rel):
    if rel not in anchors_cache:
        text = read(rel) or ""
        seen, result, fenced = {}, set(), False
        for line in text.splitlines():
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            m = None if fenced else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if m:
                base = slug(m.group(1))
                count = seen.get(base, 0)
                result.add(base if count == 0 else f"{base}-{count}")
                seen[base] = count + 1
            for a in re.findall(r'<a\s+(?:name|id)="([^"]+)"', line):
                result.add(a)
        anchors_cache[rel] = result
    return anchors_cache[rel]


TOOL_WORD = re.compile(r"(?<![\w.-])(?:[\w./-]*/)?(benchrunner|fuzzer)(?![\w-])|(?<![\w.])(scripts/(?:bench|fuzz)\.sh)\b")
OPTION = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*)")
FILE_NAME = re.compile(r"^[\w.+-]+\.(?:swift|m|mm|h|c|md|json|py|sh|ya?ml|xctest|zip|txt|csv|svg|patch)(?::\d+)?$")
TYPE_SPAN = re.compile(r"^@?([A-Z][A-Za-z0-9_]*)(?:$|[.<(\[?!:]|\s*\.\.\.)")


def check_command(rel, number, text):
    """Options after `benchrunner`/`fuzzer` in one command line or span."""
    for m in TOOL_WORD.finditer(text):
        before = text[:m.start()]
        if re.search(r"(?:--sanitize[= ]|--product |--target |-sanitize=)\s*$", before):
            continue  # `swift build --sanitize fuzzer`, `--product fuzzer`: not the tool
        tool = m.group(1) or ALIASES[m.group(2)]
        rest = re.split(r"\s(?:\||;|&&|#|>|2>)|`", text[m.end():])[0]
        rest = re.sub(r"'[^']*'|\"[^\"]*\"", "''", rest)  # a quoted argument: another program's options
        nxt = TOOL_WORD.search(rest)
        if nxt:
            rest = rest[:nxt.start()]
        accepted, name = TOOLS[tool], tool
        commands = SUBCOMMANDS.get(tool)
        if commands:
            word = re.match(r"\s*([a-z][a-z-]*)\b(?!-)", rest)
            if word and word.group(1) in commands:
                accepted, name = commands[word.group(1)], f"{tool} {word.group(1)}"
            elif "" in commands and not re.match(r"\s*[A-Z]", rest):
                accepted = commands[""]
        for option in OPTION.findall(rest):
            if option not in accepted:
                problems.append(f"{rel}:{number}: {name} has no option {option}")


MAX_LINES = 400
LONG_PAGES = {"docs/batch-update-rules.md"}  # the rules reference: long, with a table of contents

for rel in pages():
    text = read(rel)
    if text is None:
        continue
    lines = text.splitlines()
    # (e) length
    if rel in LONG_PAGES:
        if "## Contents" not in lines:
            problems.append(f"{rel}: {len(lines)} lines and no '## Contents' heading (a table of contents)")
    elif len(lines) > MAX_LINES:
        problems.append(f"{rel}: {len(lines)} lines, over {MAX_LINES}: split it into pages of one task or topic each")
    fenced = False
    table_tool_options = None
    continued = ""
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("```"):
            fenced = not fenced
            continued = ""
            continue
        if fenced or line.startswith("    "):
            # (a) imports and products in code
            m = re.match(r"^\s*(?:@testable\s+|@_exported\s+)?import\s+(?:struct\s+|enum\s+|class\s+)?([A-Za-z_]\w*)", line)
            if m and m.group(1) not in targets | products | example_modules | EXTERNAL_MODULES:
                problems.append(f"{rel}:{number}: import {m.group(1)}: no such module in Package.swift")
            # (b) a command line, joined with its continuations
            whole = continued + line
            if whole.rstrip().endswith("\\"):
                continued = whole.rstrip()[:-1] + " "
            else:
                continued = ""
                check_command(rel, number, whole)
        for m in re.finditer(r'\.product\(\s*name\s*:\s*"([^"]+)"\s*,\s*package\s*:\s*"([^"]+)"', line):
            if m.group(2) == "DiffBench" and m.group(1) not in products:
                problems.append(f"{rel}:{number}: .product(name: \"{m.group(1)}\") is not a product of Package.swift")
        if fenced or line.startswith("    "):
            continue
        spans = re.findall(r"(?<!`)`([^`\n]+)`(?!`)", line)
        # (b) options in spans and in options tables
        for span in spans:
            check_command(rel, number, span)
        if stripped.startswith("|"):
            first = stripped.strip("|").split("|")[0]
            if table_tool_options is None and re.match(r"\s*`--", first):
                # an options table: which tool, from the text above it
                context = "\n".join(lines[max(0, number - 40):number - 1])
                found = [w for w in re.findall(r"\b(benchrunner|fuzzer)\b", context)]
                table_tool_options = TOOLS[found[-1]] if found else TOOLS["benchrunner"] | TOOLS["fuzzer"]
            if table_tool_options is not None:
                for option in OPTION.findall(" ".join(re.findall(r"`([^`]+)`", first))):
                    if option not in table_tool_options:
                        problems.append(f"{rel}:{number}: options table names {option}, which the tool does not declare")
        else:
            table_tool_options = None
        # (c) type names in spans
        for span in spans:
            span = span.strip()
            m = TYPE_SPAN.match(span)
            if not m or re.search(r"\s", re.sub(r"\([^)]*\)|<[^>]*>", "", span)):
                continue  # not a name, or prose in back quotes
            if FILE_NAME.match(span) or re.fullmatch(r"[A-Z]\w*:", span):
                continue  # a file name (`Hazards.swift`), a header label (`Covers:`)
            name = m.group(1)
            if name.startswith(EXTERNAL_PREFIXES):
                continue
            if name in declared or name in targets or name in products or name in example_modules or name in EXTERNAL_NAMES:
                continue
            if re.fullmatch(r"[A-Z0-9_]+", name):
                continue  # an environment variable or a constant (`DIFFBENCH_JEMALLOC`, `R`), not a type
            problems.append(f"{rel}:{number}: `{span}`: no type {name} is declared in Sources/ or Examples/")
        # (d) relative links
        for target in re.findall(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)", line):
            if re.match(r"^[a-z]+:", target) or target.startswith("mailto:"):
                continue
            path, _, anchor = target.partition("#")
            here = os.path.dirname(rel)
            resolved = os.path.normpath(os.path.join(here, path)) if path else rel
            if not os.path.exists(os.path.join(root, resolved)):
                problems.append(f"{rel}:{number}: link {target}: {resolved} does not exist")
                continue
            if anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                problems.append(f"{rel}:{number}: link {target}: no heading #{anchor} in {resolved}")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
