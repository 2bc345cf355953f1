#!/usr/bin/env bash
# The static portability check (scripts/check-portability.py): library
# products are Swift and Foundation only, and Linux-only API has a Darwin
# branch everywhere. Then the check is shown to fail on bugs planted in a
# scratch copy of the package: `import Glibc` in DiffAlgorithms, a C target
# in DiffBenchTesting's closure, an unguarded `prctl` in the harness's C, and
# a process started from BatchUpdateChecker.
#
#   scripts/check-portability.sh           # the check and its planted bugs
#   scripts/check-portability.sh --quick   # the check only
set -eu
repo="$(cd "$(dirname "$0")/.." && pwd)"
python3 "$repo/scripts/check-portability.py" "$repo"
[ "${1:-}" = "--quick" ] && exit 0

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
fresh() {
  rm -rf "$scratch/pkg"
  mkdir -p "$scratch/pkg"
  (cd "$repo" && tar cf - Package.swift Sources Tests Examples) | (cd "$scratch/pkg" && tar xf -)
}
# expect NAME TEXT: the check fails on the planted copy and names TEXT.
expect() {
  local output
  if output=$(python3 "$repo/scripts/check-portability.py" "$scratch/pkg" 2>&1); then
    echo "check-portability: missed a planted bug: $1" >&2
    exit 1
  fi
  if ! grep -qF -- "$2" <<<"$output"; then
    echo "check-portability: a planted bug ($1) failed the check without naming it: $output" >&2
    exit 1
  fi
}

fresh
sed -i '1i import Glibc' "$scratch/pkg/Sources/Algorithms/DiffAlgorithm.swift"
expect "import Glibc in DiffAlgorithms" "DiffAlgorithm.swift:1: \`import Glibc\` without a Darwin branch"

fresh
mkdir -p "$scratch/pkg/Sources/CPlanted/include"
echo 'static inline int planted(void) { return 0; }' >"$scratch/pkg/Sources/CPlanted/include/planted.h"
echo '#include "planted.h"' >"$scratch/pkg/Sources/CPlanted/planted.c"
python3 - "$scratch/pkg/Package.swift" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
text = text.replace('.target(name: "JSONDepthGuard"),', '.target(name: "JSONDepthGuard", dependencies: ["CPlanted"]),\n        .target(name: "CPlanted"),', 1)
open(path, "w").write(text)
PY
expect "a C target under JSONDepthGuard" "library product DiffBenchTesting: CPlanted is a C target"

fresh
sed -i 's|^#if defined(__linux__)$|#if 1|' "$scratch/pkg/Sources/CProcessSupport/include/process_support.h"
sed -i 's|^#include <sys/prctl.h>$|#endif\n#include <sys/prctl.h>\n#if 0|' "$scratch/pkg/Sources/CProcessSupport/include/process_support.h"
expect "an unguarded sys/prctl.h" "process_support.h"

fresh
printf 'import Foundation\nfunc planted() throws { try Process.run(URL(fileURLWithPath: "/bin/true"), arguments: []) }\n' \
  >"$scratch/pkg/Sources/BatchUpdateChecker/Planted.swift"
expect "a process started in BatchUpdateChecker" "Planted.swift:2: a library product starts a process"

echo "check-portability: 4 planted bugs fail the check"
