#!/usr/bin/env bash
# Checks that no planted bug or fault switch ships: no file under Sources/
# names DIFFBENCH_PLANTED_BUG (the libFuzzer targets' planted bugs, which live
# only in .clusterfuzzlite/planted/*.patch) or DIFFBENCH_FUZZER_FAULT (the
# fuzzer's former test fault switch). And that each of those patches still
# applies, so scripts/cflite-planted.sh can plant it.
#
# Prints one line per offending file or stale patch and exits 1 if there is
# any; one summary line with exit 0 otherwise. Needs only bash, grep and git.
# Usage:
#   scripts/check-planted.sh [repository root]   (default: this script's repository)
set -eu
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root"
status=0
while IFS= read -r file; do
    echo "check-planted: $file: $(grep -n -m1 -E 'DIFFBENCH_(PLANTED_BUG|FUZZER_FAULT)' "$file" | cut -c1-160)"
    status=1
done < <(grep -rlE 'DIFFBENCH_(PLANTED_BUG|FUZZER_FAULT)' Sources || true)
[ "$status" = 0 ] || echo "check-planted: planted bugs belong in .clusterfuzzlite/planted/*.patch (scripts/cflite-planted.sh plants them in a copy), fault switches in test-only code" >&2
patches=(.clusterfuzzlite/planted/*.patch)
for patch in "${patches[@]}"; do
    [ -e "$patch" ] || continue
    if ! git apply --check "$patch" 2>/dev/null; then
        echo "check-planted: $patch does not apply; regenerate it against the current code"
        status=1
    fi
done
[ "$status" = 0 ] && echo "check-planted: nothing planted in Sources/; ${#patches[@]} planted patches apply"
exit "$status"
