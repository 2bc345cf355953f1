#!/usr/bin/env bash
# Checks the mutation catalogue without planting it (the test command's
# `mutations` stage; planting every patch is the mutations workflow's job):
#
#   - every patch in mutations/ has its `Mutation:` and `Covers:` lines, and
#     applies to the working tree (`git apply --check`);
#   - scripts/mutation-test.sh reports stale patches as rows and goes on:
#     given a patch that no longer applies and one whose tree no longer
#     builds (a Package.swift that does not parse, so nothing compiles), it
#     prints a STALE row naming each, the summary names both, and it exits 2.
#
# Whether each patch still builds is not checked here (a rebuild per patch):
# `MUTATION_BUILD_ONLY=1 scripts/mutation-test.sh` does that, and a pull
# request's CI plants the patches whose files it touches.
set -eu
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "check-mutations: $*" >&2; exit 1; }

count=0
for patch in mutations/*.patch; do
    grep -q '^Mutation: ' "$patch" || fail "$patch has no 'Mutation:' line"
    grep -q '^Covers: ' "$patch" || fail "$patch has no 'Covers:' line"
    git apply --check "$patch" 2>"$scratch/apply.err" \
        || fail "$patch no longer applies: $(head -1 "$scratch/apply.err")"
    count=$((count + 1))
done

# Two stale patches: README.md's first line is not what the first expects;
# the second leaves Package.swift unparsable.
{
    echo "Mutation: a patch whose context is gone"
    echo "Covers: check-mutations self-test"
    echo
    echo "diff --git a/README.md b/README.md"
    echo "--- a/README.md"
    echo "+++ b/README.md"
    echo "@@ -1 +1 @@"
    echo "-# A title README.md does not have"
    echo "+# Another title"
} >"$scratch/stale-apply.patch"
first=$(sed -n 1p Package.swift); second=$(sed -n 2p Package.swift)
{
    echo "Mutation: a patch whose tree does not build"
    echo "Covers: check-mutations self-test"
    echo
    echo "diff --git a/Package.swift b/Package.swift"
    echo "--- a/Package.swift"
    echo "+++ b/Package.swift"
    echo "@@ -1,2 +1,3 @@"
    echo " $first"
    echo "+this line is not Swift"
    echo " $second"
} >"$scratch/stale-build.patch"
status=0
MUTATION_BUILD_ONLY=1 MUTATION_DIR="$scratch/work" \
    scripts/mutation-test.sh "$scratch/stale-apply.patch" "$scratch/stale-build.patch" \
    >"$scratch/table.md" 2>"$scratch/log" || status=$?
[ "$status" = 2 ] || { cat "$scratch/log" >&2; fail "mutation-test.sh exited $status over two stale patches (expected 2)"; }
grep -q '^| stale-apply | .* | STALE | - | does not apply: ' "$scratch/table.md" \
    || { cat "$scratch/table.md" >&2; fail "no STALE row for a patch that does not apply"; }
grep -q '^| stale-build | .* | STALE | - | does not build: .*Package.swift' "$scratch/table.md" \
    || { cat "$scratch/table.md" >&2; fail "no STALE row naming Package.swift for a tree that does not build"; }
grep -q '2 STALE (stale-apply stale-build)' "$scratch/table.md" \
    || { cat "$scratch/table.md" >&2; fail "the summary does not name both stale patches"; }
echo "check-mutations: $count patches carry their header and apply; mutation-test.sh reports stale patches as rows"
