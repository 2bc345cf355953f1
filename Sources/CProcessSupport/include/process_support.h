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
#if defined(__linux__)
#include <sys/prctl.h>
#elif defined(__APPLE__)
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <sys/event.h>
#include <unistd.h>
#endif

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

#if defined(__APPLE__)
/// The macOS watch behind `benchrunner_die_with_parent`: blocks until the
/// kqueue `queue` reports the parent's exit, then kills this process.
static inline void *benchrunner_parent_watch(void *queue) {
    struct kevent event;
    while (kevent((int)(intptr_t)queue, NULL, 0, &event, 1, NULL) < 0 && errno == EINTR) {}
    (void)kill(getpid(), SIGKILL);
    return NULL;
}
#endif

/// A child cell dies with its parent: on Linux prctl(PR_SET_PDEATHSIG,
/// SIGKILL) (prctl is variadic, so Swift cannot call it); on macOS a detached
/// thread that waits on a kqueue for the parent's exit (EVFILT_PROC,
/// NOTE_EXIT). Returns 0, or -1 with errno set (elsewhere: always 0, no
/// watch).
static inline int benchrunner_die_with_parent(void) {
#if defined(__linux__)
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
#elif defined(__APPLE__)
    pid_t parent = getppid();
    int queue = kqueue();
    if (queue < 0) return -1;
    struct kevent change;
    EV_SET(&change, parent, EVFILT_PROC, EV_ADD | EV_ONESHOT, NOTE_EXIT, 0, NULL);
    if (kevent(queue, &change, 1, NULL, 0, NULL) < 0) {
        // ESRCH: the parent has already ended.
        (void)kill(getpid(), SIGKILL);
        return -1;
    }
    pthread_t thread;
    int failed = pthread_create(&thread, NULL, benchrunner_parent_watch, (void *)(intptr_t)queue);
    if (failed != 0) {
        close(queue);
        errno = failed;
        return -1;
    }
    (void)pthread_detach(thread);
    return 0;
#else
    return 0;
#endif
}

#endif
