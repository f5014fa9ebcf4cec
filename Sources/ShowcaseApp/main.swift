import Foundation

// The ShowcaseApp (splash, tutorial, login, tab bar) is built on the runtime and components,
// which later issues deliver. Until then it says so plainly rather than pretending.
FileHandle.standardError.write(
  Data(
    """
    ShowcaseApp is not built yet: it needs ViewKit's runtime and components, which are still
    in progress. Today you can try `swift run Storybook themes list` and `swift run Benchmarks`.

    """.utf8))
exit(1)
