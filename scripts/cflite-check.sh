#!/usr/bin/env bash
# The local stand-in for ClusterFuzzLite's Docker build (no Docker here):
# runs .clusterfuzzlite/build.sh with OSS-Fuzz's environment and a local
# precompile_swift, then checks every target in $OUT as OSS-Fuzz's build
# check (base-runner's test_all.py / bad_build_check) does:
#
#   - the binary holds LLVMFuzzerTestOneInput and calls __asan routines;
#   - `NAME -seed=1337 -runs=4` prints "Done 4 runs" (and not "no
#     interesting inputs"), reporting at least 100 inline 8-bit counters;
#   - `NAME -runs=0 -rss_limit_mb=2560 -timeout=25 SEEDS/` exits 0 over its
#     unzipped seed corpus;
#   - it still runs from a copy of $OUT elsewhere;
#   - `ldd` lists no libswift*.so (the runner image has no Swift runtime).
#
#   scripts/cflite-check.sh            # build and check every target
#   CFLITE_WORK=DIR scripts/cflite-check.sh   # keep the build (default: a temp folder)
#   CFLITE_OUT=DIR                     # copy $OUT there after the checks
#   CFLITE_EXTRA_SWIFTFLAGS='-Xswiftc -DX'   # appended to SWIFTFLAGS
#   CFLITE_BUILD_ONLY=1                # build (and copy to CFLITE_OUT) without the checks
#
# Prints one line per check and exits 1 at the first that fails.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
work=${CFLITE_WORK:-$scratch/work}
export SRC="$scratch/src" OUT="$scratch/out" WORK="$work"
export SANITIZER=address FUZZING_ENGINE=libfuzzer FUZZING_LANGUAGE=swift ARCHITECTURE=x86_64
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS"
mkdir -p "$SRC" "$OUT" "$WORK" "$scratch/bin"
ln -s "$repo" "$SRC/diffbench"
cp .clusterfuzzlite/build.sh "$SRC/build.sh"

# OSS-Fuzz's precompile_swift without its first step (copying a symbolizer
# that exists only in the image): the same SWIFTFLAGS.
cat > "$scratch/bin/precompile_swift" <<'SH'
SWIFTFLAGS="-Xswiftc -parse-as-library -Xswiftc -static-stdlib --static-swift-stdlib"
if [ "$SANITIZER" = coverage ]; then
    SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping -Xswiftc -sanitize=fuzzer"
else
    SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -sanitize=fuzzer,$SANITIZER --sanitize=$SANITIZER"
    for flag in $CFLAGS; do SWIFTFLAGS="$SWIFTFLAGS -Xcc=$flag"; done
fi
SWIFTFLAGS="$SWIFTFLAGS ${CFLITE_EXTRA_SWIFTFLAGS:-}"
export SWIFTFLAGS
SH
log() { echo "cflite-check: $*"; }
fail() { echo "cflite-check: FAIL: $*" >&2; exit 1; }

log "building (.clusterfuzzlite/build.sh, SANITIZER=$SANITIZER)"
(cd "$SRC" && PATH="$scratch/bin:$PATH" bash -eu build.sh) > "$scratch/build.log" 2>&1 \
    || { tail -30 "$scratch/build.log" >&2; fail "build.sh failed"; }

if [ -n "${CFLITE_BUILD_ONLY:-}" ]; then
    if [ -n "${CFLITE_OUT:-}" ]; then mkdir -p "$CFLITE_OUT" && cp -r "$OUT"/. "$CFLITE_OUT"/; fi
    log "built; checks skipped (CFLITE_BUILD_ONLY)"
    exit 0
fi
targets=()
for file in "$OUT"/*; do
    name=$(basename "$file")
    [ -f "$file" ] && [ -x "$file" ] && [[ "$name" =~ ^[a-zA-Z0-9_-]+$ ]] && targets+=("$name")
done
[ ${#targets[@]} -gt 0 ] || fail "no fuzz targets in \$OUT"
export SWIFT_BACKTRACE=enable=no
# The [libfuzzer] settings of NAME.options as flags, as OSS-Fuzz's runner
# passes them (dict= relative to $OUT).
options_flags() {
    [ -f "$OUT/$1.options" ] || return 0
    sed -n '/^\[libfuzzer\]/,/^\[/p' "$OUT/$1.options" | grep -E '^[a-z_]+ *=' \
        | sed -E 's/^([a-z_]+) *= *(.*)$/-\1=\2/; s|^-dict=|-dict='"$OUT"'/|'
}
for target in "${targets[@]}"; do
    binary="$OUT/$target"
    mapfile -t flags < <(options_flags "$target")
    grep -q LLVMFuzzerTestOneInput "$binary" || fail "$target: no LLVMFuzzerTestOneInput"
    asan=$(objdump -dC "$binary" | grep -c 'call.*__asan' || true)
    [ "$asan" -ge 1000 ] || fail "$target: only $asan calls to __asan routines (not built with the address sanitizer?)"
    out=$("$binary" "${flags[@]}" -seed=1337 -runs=4 2>&1) || fail "$target: -runs=4 exited $?"
    echo "$out" | grep -q "Done 4 runs" || fail "$target: -runs=4 did not print 'Done 4 runs'"
    if echo "$out" | grep -q "no interesting inputs were found"; then fail "$target: no interesting inputs were found"; fi
    counters=$(echo "$out" | sed -n 's/.*(\([0-9]*\) inline 8-bit counters).*/\1/p' | head -1)
    [ "${counters:-0}" -ge 100 ] || fail "$target: ${counters:-no} inline 8-bit counters (fewer than 100)"
    seeds="$scratch/seeds-$target"
    mkdir -p "$seeds"
    [ -f "$OUT/${target}_seed_corpus.zip" ] || fail "$target: no ${target}_seed_corpus.zip"
    unzip -q -o "$OUT/${target}_seed_corpus.zip" -d "$seeds"
    [ -f "$OUT/$target.options" ] || fail "$target: no $target.options"
    "$binary" "${flags[@]}" -runs=0 -rss_limit_mb=2560 -timeout=25 "$seeds" > "$scratch/seeds.log" 2>&1 \
        || fail "$target: -runs=0 over its seeds exited non-zero ($(tail -1 "$scratch/seeds.log"))"
    moved="$scratch/moved-out"
    rm -rf "$moved" && cp -r "$OUT" "$moved"
    "$moved/$target" -seed=1337 -runs=4 2>&1 | grep -q "Done 4 runs" || fail "$target: does not run from a copy of \$OUT"
    if ldd "$binary" | grep -q 'libswift'; then fail "$target: links a Swift runtime library dynamically"; fi
    log "$target: ok ($counters inline 8-bit counters, $asan __asan calls, $(ls "$seeds" | wc -l) seeds)"
done
log "all ${#targets[@]} target(s) pass OSS-Fuzz's build checks"
if [ -n "${CFLITE_OUT:-}" ]; then mkdir -p "$CFLITE_OUT" && cp -r "$OUT"/. "$CFLITE_OUT"/; fi
