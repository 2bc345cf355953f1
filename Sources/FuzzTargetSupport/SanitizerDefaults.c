// Sanitizer defaults shared by every libFuzzer target.
//
// Each fuzz target depends on this module, so these symbols are in every fuzz
// binary; a sanitizer reads them at start-up, before ASAN_OPTIONS /
// LSAN_OPTIONS, which override them key by key. They are C, not Swift:
// AddressSanitizer calls __asan_default_options before it has initialized,
// and a Swift function's instrumented prologue crashes there (seen: every
// target exited with SIGSEGV before running an input). A build without
// sanitizers never calls them.
#include "FuzzTargetSupport.h"

// Allocation stacks of 2 frames instead of 30. ASan records the stack of
// every allocation and every free in its stack depot, which is never freed.
// Swift code allocates on most calls, and a deep recursion (naive-lcs on 20
// elements: C(20, 10) ~ 185,000 calls, each allocating) gives a new 30-frame
// stack per depth and call site. One 21-byte input of diff-libfuzzer took
// 5.5 s and 1.07 GB in the ASan build, most of it in StackDepot::Put, and
// since the depot only grows, a 10-minute campaign hit libFuzzer's 2 GB
// memory limit after 7 minutes (reported as an out-of-memory crash). With 5
// frames the input took 1.6 s and 385 MB. At 5, StackDepot::Put, the
// unwinder and the allocator were still a quarter of diff-libfuzzer's perf
// samples; 2 frames take 10-20% less CPU per input (400 fixed inputs,
// alternating, task-clock). A
// Swift allocation's first frames are malloc, swift_slowAlloc and
// swift_allocObject, so the "allocated by" part of a report names no Swift
// caller at 2 and seldom one at 5; a C allocation still shows its caller.
// Crash reports keep their full stack; rerun a crash input with
// ASAN_OPTIONS=malloc_context_size=30 for the whole "allocated by" stack.
__attribute__((used, visibility("default")))
const char *__asan_default_options(void) {
    return "malloc_context_size=2";
}

// The Swift runtime caches the type names it builds (swift_getTypeName,
// reached when JSONDecoder names a coding key in an error) for the life of
// the process, which LeakSanitizer reports as leaked once per type. The leak
// is the runtime's cache, not ours.
__attribute__((used, visibility("default")))
const char *__lsan_default_suppressions(void) {
    return "leak:swift_getTypeName\n";
}
