#ifndef WEATHERBOARD_CMALLOC_SHIM_H
#define WEATHERBOARD_CMALLOC_SHIM_H
// glibc's malloc tuning, which Swift's Glibc module does not bring in.
#include <malloc.h>

// One arena for every thread instead of one more for each thread that allocates: the first
// allocation on a new thread otherwise maps and grows an arena of its own. Call it before any
// thread starts. Returns 1 on success, as mallopt does.
static inline int wb_use_one_malloc_arena(void) { return mallopt(M_ARENA_MAX, 1); }
#endif
