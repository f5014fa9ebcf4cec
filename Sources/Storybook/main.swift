import StorybookCatalog

// ViewKit's own storybook: every component in every declared state, and the ShowcaseApp's
// screens. A package of your own does the same with its stories (see the README).
Catalog.book.main()
