#ifndef VIEWKIT_ALLOCATION_COUNT_H
#define VIEWKIT_ALLOCATION_COUNT_H

/// The heap allocations the calling thread has made since it started (calls of malloc, calloc,
/// realloc that allocate, and the aligned allocators), or -1 where they are not counted: a
/// release build, or a C library other than glibc.
///
/// In a debug build on glibc, linking this module into a program replaces the C library's
/// allocation functions, free and malloc_usable_size included, with ones that count on the
/// calling thread (a thread-local add: no lock, no atomic) and call glibc's own allocator, so
/// the memory and its behaviour are unchanged and every call reaches that one allocator.
long long viewkit_thread_allocations(void);

#endif
