// Everything is in include/process_support.h (static inline); this file
// exists because a C target needs a source file.
#include "process_support.h"
