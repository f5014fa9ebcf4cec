import AllocationCount
import StorybookCatalog

// ViewKit's own storybook: every component in every declared state, and the ShowcaseApp's
// screens. A package of your own does the same with its stories (see the README).
var book = Catalog.book
// `work` holds each story's heap allocations too: counted in a debug build on glibc, where
// `swift run` builds and CI checks; `AllocationCount` answers -1 elsewhere (a release build
// allocates less than the baseline holds).
book.allocations = {
  let count = viewkit_thread_allocations()
  return count >= 0 ? Int(count) : nil
}
book.main()
