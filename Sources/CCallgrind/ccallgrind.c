// Everything is in include/ccallgrind.h (static inline); this file exists
// because a C target needs a source file.
#include "ccallgrind.h"
