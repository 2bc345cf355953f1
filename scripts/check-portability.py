#!/usr/bin/env python3
"""Static portability check of the package at ROOT (default: this checkout).

Library products are APIs that users import on macOS and iOS as on Linux, so
every target in a library product's dependency closure must be Swift, use only
the standard library, Foundation and the package's own targets, start no
process, and touch Linux-only API only inside a conditional block that also
has a Darwin branch. The harness (every other target) may use C and processes,
but its Linux-only calls must be guarded the same way, so that `benchrunner`
and `fuzzer` build on a Mac too.

Rules, per file:
  - a library closure holds no C target (a target with .c, .h, .m, .cpp files
    or a system library), and depends on no other package's product;
  - Swift: `import Glibc` / `Musl` / `SwiftGlibc` sits in an `#if` group that
    has a Darwin branch (`#elseif canImport(Darwin)` or `#else`);
  - Swift: a Linux-only call (prctl, pipe2, epoll_*, eventfd, inotify_*,
    sched_getaffinity, memfd_create, close_range) sits inside an
    `#if os(Linux)` / `#if canImport(Glibc)` branch;
  - Swift in a library closure: no process spawning (`Process(`,
    `posix_spawn`, `fork(`, `execv`, `popen(`, `system(`);
  - C headers and sources of the harness: `sys/prctl.h`, `prctl(`, `pipe2(`
    and `SYS_` syscall numbers only inside `#if defined(__linux__)` (or
    `#ifdef __linux__`).

Prints one line per problem and exits 1, or a one-line summary and exits 0.
"""
import json
import os
import re
import subprocess
import sys

LINUX_IMPORTS = {"Glibc", "Musl", "SwiftGlibc"}
LINUX_CALLS = re.compile(r"\b(prctl|pipe2|epoll_\w+|eventfd|inotify_\w+|sched_getaffinity|memfd_create|close_range)\s*\(")
SPAWNING = re.compile(r"\b(Process\s*\(|Process\.run\b|posix_spawnp?\b|fork\s*\(|execv\w*\s*\(|popen\s*\(|system\s*\()")
C_EXTENSIONS = (".c", ".h", ".m", ".mm", ".cpp", ".cc", ".s", ".S")
LINUX_C = re.compile(r"(<sys/prctl\.h>|\bprctl\s*\(|\bpipe2\s*\(|\bSYS_\w+)")


def dump_package(root):
    output = subprocess.run(
        ["swift", "package", "--package-path", root, "dump-package"],
        check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def target_path(target):
    if target.get("path"):
        return target["path"]
    folder = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(folder, target["name"])


def dependencies(target):
    """(kind, name) pairs: kind is 'target' or 'product' (of another package)."""
    for dependency in target["dependencies"]:
        for kind, value in dependency.items():
            if kind in ("byName", "target"):
                yield "target", value[0]
            elif kind == "product":
                yield "product", f"{value[0]} of {value[1]}"


def closure(targets, names):
    seen, queue, foreign = [], list(names), []
    while queue:
        name = queue.pop(0)
        if name in seen or name not in targets:
            continue
        seen.append(name)
        for kind, dependency in dependencies(targets[name]):
            if kind == "target":
                queue.append(dependency)
            else:
                foreign.append((name, dependency))
    return seen, foreign


def files(root, folder, extensions):
    for directory, _, names in os.walk(os.path.join(root, folder)):
        for name in sorted(names):
            if name.endswith(extensions):
                yield os.path.join(directory, name)


class Conditions:
    """Tracks the `#if` groups around each line of a Swift file."""

    def __init__(self):
        self.stack = []  # per group: [condition of the current branch, has Darwin branch]

    def feed(self, line):
        stripped = line.strip()
        if stripped.startswith("#if"):
            self.stack.append([stripped, "Darwin" in stripped or "os(macOS)" in stripped])
        elif stripped.startswith("#elseif") and self.stack:
            self.stack[-1][0] = stripped
            if "Darwin" in stripped or "os(macOS)" in stripped:
                self.stack[-1][1] = True
        elif stripped.startswith("#else") and self.stack:
            self.stack[-1][0] = "#else"
            self.stack[-1][1] = True
        elif stripped.startswith("#endif") and self.stack:
            self.stack.pop()

    def linux_branch(self):
        return any(re.search(r"os\(Linux\)|canImport\((Glibc|Musl)\)", branch) for branch, _ in self.stack)


def darwin_branch_follows(lines, index):
    """Whether the `#if` group open at line `index` gets a Darwin or #else branch."""
    depth = 0
    for line in lines[index:]:
        stripped = line.strip()
        if stripped.startswith("#if"):
            depth += 1
        elif stripped.startswith("#endif"):
            if depth == 0:
                return False
            depth -= 1
        elif depth == 0 and (stripped.startswith("#else") or (stripped.startswith("#elseif") and "Darwin" in stripped)):
            return True
    return False


def check_swift(path, in_library, problems, root):
    relative = os.path.relpath(path, root)
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    conditions = Conditions()
    for number, line in enumerate(lines, 1):
        conditions.feed(line)
        code = line.split("//", 1)[0]
        if not code.strip() or code.strip().startswith("#"):
            continue
        imported = re.match(r"\s*(?:@_exported\s+|public\s+|internal\s+|package\s+)?import\s+(\w+)", code)
        if imported and imported.group(1) in LINUX_IMPORTS:
            darwin = conditions.stack and (conditions.stack[-1][1] or darwin_branch_follows(lines, number))
            if not (conditions.linux_branch() and darwin):
                problems.append(f"{relative}:{number}: `import {imported.group(1)}` without a Darwin branch")
        if LINUX_CALLS.search(code) and not conditions.linux_branch():
            problems.append(f"{relative}:{number}: Linux-only call `{LINUX_CALLS.search(code).group(1)}` outside `#if os(Linux)`")
        if in_library and SPAWNING.search(code):
            problems.append(f"{relative}:{number}: a library product starts a process (`{SPAWNING.search(code).group(1).strip()}`)")


def check_c(path, problems, root):
    relative = os.path.relpath(path, root)
    depth_linux = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            stripped = line.strip()
            if stripped.startswith(("#if", "#ifdef", "#ifndef")):
                depth_linux.append("__linux__" in stripped and "!" not in stripped)
            elif stripped.startswith(("#elif", "#else")) and depth_linux:
                depth_linux[-1] = "__linux__" in stripped and "!" not in stripped and stripped.startswith("#elif")
            elif stripped.startswith("#endif") and depth_linux:
                depth_linux.pop()
            elif LINUX_C.search(line.split("//", 1)[0]) and not any(depth_linux):
                problems.append(f"{relative}:{number}: Linux-only `{LINUX_C.search(line).group(1)}` outside `#if defined(__linux__)`")


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    package = dump_package(root)
    targets = {target["name"]: target for target in package["targets"]}
    problems = []
    library_targets = set()
    products = [product for product in package["products"] if "library" in product["type"]]
    for product in products:
        names, foreign = closure(targets, product["targets"])
        library_targets.update(names)
        for target, dependency in foreign:
            problems.append(f"library product {product['name']}: {target} depends on {dependency}")
        for name in names:
            target = targets[name]
            c_files = list(files(root, target_path(target), C_EXTENSIONS))
            if target["type"] == "system" or c_files:
                problems.append(f"library product {product['name']}: {name} is a C target ({target_path(target)})")
    for name, target in targets.items():
        if target["type"] == "test":
            continue
        folder = target_path(target)
        for path in files(root, folder, (".swift",)):
            check_swift(path, name in library_targets, problems, root)
        for path in files(root, folder, C_EXTENSIONS):
            check_c(path, problems, root)
    for problem in problems:
        print(f"check-portability: {problem}")
    if problems:
        return 1
    print(f"check-portability: {len(products)} library products over {len(library_targets)} targets are Swift and "
          f"Foundation only; Linux-only API in {len(targets)} targets has a Darwin branch")
    return 0


if __name__ == "__main__":
    sys.exit(main())
