#ifndef CCALLGRIND_H
#define CCALLGRIND_H

// Callgrind's client requests as functions Swift can call: the requests are
// macros (inline assembly), which Swift cannot import. Outside valgrind each
// request is a few no-op instructions. Without valgrind's headers (the
// Debian package `valgrind`) the wrappers do nothing and
// ccallgrind_running_on_valgrind() answers 0.

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define CCALLGRIND_AVAILABLE 1
#endif
#endif

/// 1 when valgrind's headers were found at build time.
static inline int ccallgrind_available(void) {
#ifdef CCALLGRIND_AVAILABLE
    return 1;
#else
    return 0;
#endif
}

/// The number of valgrind layers the process runs under (0 natively).
static inline unsigned ccallgrind_running_on_valgrind(void) {
#ifdef CCALLGRIND_AVAILABLE
    return RUNNING_ON_VALGRIND;
#else
    return 0;
#endif
}

/// Turns instrumentation on (with `--instr-atstart=no`, code before this
/// runs uninstrumented and fast).
static inline void ccallgrind_start_instrumentation(void) {
#ifdef CCALLGRIND_AVAILABLE
    CALLGRIND_START_INSTRUMENTATION;
#endif
}

/// Turns instrumentation off again.
static inline void ccallgrind_stop_instrumentation(void) {
#ifdef CCALLGRIND_AVAILABLE
    CALLGRIND_STOP_INSTRUMENTATION;
#endif
}

/// Flips event collection (off at start with `--collect-atstart=no`).
static inline void ccallgrind_toggle_collect(void) {
#ifdef CCALLGRIND_AVAILABLE
    CALLGRIND_TOGGLE_COLLECT;
#endif
}

#endif
