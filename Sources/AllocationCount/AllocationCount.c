// Counts heap allocations per thread for `Benchmarks work`, the work-counter ratchet: what a
// case allocates is the same on every run of the same build, so it can fail a check where
// timings cannot. glibc lets a program replace malloc by defining it (the C library calls
// malloc through its own PLT for this); each replacement counts and calls glibc's allocator by
// its exported internal name. Elsewhere nothing is replaced and the count is -1.

#include "AllocationCount.h"

#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static __thread long long allocations;

void *malloc(size_t size) {
  allocations += 1;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  allocations += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  allocations += 1;
  return __libc_realloc(pointer, size);
}

long long viewkit_thread_allocations(void) { return allocations; }

#else

long long viewkit_thread_allocations(void) { return -1; }

#endif
