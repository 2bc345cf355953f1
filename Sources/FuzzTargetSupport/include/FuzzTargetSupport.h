// The sanitizer defaults every libFuzzer target links (SanitizerDefaults.c).
// Nothing to call: the sanitizers look the symbols up themselves.
#ifndef FUZZ_TARGET_SUPPORT_H
#define FUZZ_TARGET_SUPPORT_H
const char *__asan_default_options(void);
const char *__lsan_default_suppressions(void);
#endif
