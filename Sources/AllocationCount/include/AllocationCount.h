#ifndef VIEWKIT_ALLOCATION_COUNT_H
#define VIEWKIT_ALLOCATION_COUNT_H

/// The heap allocations (calls of malloc, calloc and realloc) the calling thread has made
/// since it started, or -1 where they are not counted (a C library other than glibc).
///
/// Linking this module into a program replaces the C library's malloc, calloc and realloc with
/// ones that count a call on the calling thread (a thread-local add: no lock, no atomic) and
/// hand it to glibc's own allocator, so the memory and its behaviour are unchanged.
long long viewkit_thread_allocations(void);

#endif
