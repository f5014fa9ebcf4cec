// Counts heap allocations per thread for `Benchmarks work`, the work-counter ratchet: what a
// case allocates is the same on every run of the same build, so it can fail a check where
// timings cannot.
//
// glibc lets a program replace its allocator by defining malloc and the rest of the family
// (the C library calls them through its own PLT for this). Each replacement here counts on the
// calling thread and calls glibc's own allocator by its exported internal name. The whole
// family is replaced, free and malloc_usable_size included, so that every call reaches the same
// allocator even when another one is preloaded (LD_PRELOAD of jemalloc, libc_malloc_debug…):
// replacing malloc alone would hand that allocator's free a pointer it never made.
//
// Only in a debug build (SwiftPM defines DEBUG there), where `work` reads the count: a release
// build keeps the system's allocator untouched, and links with -static-executable, where
// libc.a's malloc would clash with these. Elsewhere nothing is replaced and the count is -1.

#include "AllocationCount.h"

#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__) && defined(DEBUG)

#include <dlfcn.h>
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static __thread long long allocations;

void *malloc(size_t size) {
  allocations += 1;
  return __libc_malloc(size);
}

void free(void *pointer) { __libc_free(pointer); }

void *calloc(size_t count, size_t size) {
  allocations += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  // realloc(p, 0) frees; it allocates nothing.
  if (pointer == NULL || size > 0) allocations += 1;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  allocations += 1;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  allocations += 1;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  allocations += 1;
  *result = pointer;
  return 0;
}

void *valloc(size_t size) {
  allocations += 1;
  return __libc_valloc(size);
}

void *pvalloc(size_t size) {
  allocations += 1;
  return __libc_pvalloc(size);
}

// glibc exports no internal name for this one: it is looked up in libc.so.6 itself once (by
// name it would find this function again, or a preloaded allocator's).
size_t malloc_usable_size(void *pointer) {
  static size_t (*glibc)(void *);
  size_t (*function)(void *) = __atomic_load_n(&glibc, __ATOMIC_ACQUIRE);
  if (function == NULL) {
    void *library = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD);
    if (library != NULL) function = (size_t (*)(void *))dlsym(library, "malloc_usable_size");
    // Always there on glibc; without it no size could be known, so stop rather than guess.
    if (function == NULL) abort();
    __atomic_store_n(&glibc, function, __ATOMIC_RELEASE);
  }
  return pointer == NULL ? 0 : function(pointer);
}

long long viewkit_thread_allocations(void) { return allocations; }

#else

long long viewkit_thread_allocations(void) { return -1; }

#endif
