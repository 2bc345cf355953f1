#ifndef DIFFBENCH_PROCESS_SUPPORT_H
#define DIFFBENCH_PROCESS_SUPPORT_H

// Static inline, like CCallgrind: compiled into the Swift code that calls
// them. (Functions in the C file itself get DWARF 5 debug info that
// valgrind 3.19 cannot read, which breaks instruction counting.)

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <signal.h>
#include <stddef.h>
#include <sys/prctl.h>

typedef int (*diffbench_mallctl_function)(const char *, void *, size_t *, void *, size_t);

/// jemalloc's `mallctl`, looked up at run time: -1 when the process's
/// malloc is not jemalloc (benchrunner's cells get jemalloc through
/// LD_PRELOAD, or run under the C library's malloc with --allocator system).
/// Looked up once (the first call may allocate inside dlsym; later calls,
/// which bracket measured code, must not).
static inline int diffbench_mallctl(const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen) {
    static diffbench_mallctl_function mallctl = NULL;
    static int resolved = 0;
    if (!resolved) {
        mallctl = (diffbench_mallctl_function)dlsym(RTLD_DEFAULT, "mallctl");
        resolved = 1;
    }
    return mallctl ? mallctl(name, oldp, oldlenp, newp, newlen) : -1;
}

/// prctl(PR_SET_PDEATHSIG, SIGKILL): a child cell dies with its parent
/// (prctl is variadic, so Swift cannot call it).
static inline int benchrunner_die_with_parent(void) {
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
}

#endif
