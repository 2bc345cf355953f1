// Everything is in include/adapter_process.h (static inline, for the reason
// process_support.h gives); this file exists because a C target needs a
// source file.
#include "adapter_process.h"
