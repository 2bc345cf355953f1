// jemalloc's unprefixed API (Debian/Ubuntu libjemalloc-dev): mallctl and friends.
#include <jemalloc/jemalloc.h>
