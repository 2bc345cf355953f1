// jemalloc's unprefixed API (Debian/Ubuntu libjemalloc-dev): mallctl and friends.
#include <jemalloc/jemalloc.h>

// prctl is variadic, so Swift cannot call it; benchrunner's child cells use
// this to die with their parent (Ctrl-C on the parent alone, a killed run).
#include <sys/prctl.h>
#include <signal.h>

static inline int benchrunner_die_with_parent(void) {
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
}
