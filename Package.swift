// swift-tools-version: 6.2
import Foundation
import PackageDescription

// ViewKit's layers are targets, so a use the wrong way round is a compile error:
//
//   ViewKitPlatform    the one file that imports the C library (Glibc, Musl or Darwin)
//   ViewKitStyle       text, colours and styles, design tokens and themes
//   ViewKitCore        canvas, views, layout, interaction, rendering, stories
//   ViewKitComponents  the components, each one folder
//   ViewKitRuntime     the terminal: session, input decoding, the app loop
//   ViewKit            all four under one import
//   ViewKitDriver      an app or story headless, golden files: no Swift Testing
//   ViewKitTesting     the Swift Testing assertions over the driver
//
// Nothing but ViewKitTesting links Swift Testing, and no product links ViewKitTesting.

/// The components' token fragments (`<Name>/<group>.tokens.json`, `<group>.mono.tokens.json`):
/// `Scripts/generate-theme-keys.py` copies them into `Themes/*.tokens.json`, which are compiled
/// in; the component's target leaves them out, whatever components there are.
let componentTokenFragments: [String] = {
  let folder = Context.packageDirectory + "/Sources/ViewKitComponents"
  let files = FileManager.default
  let components = (try? files.contentsOfDirectory(atPath: folder)) ?? []
  return components.flatMap { component in
    ((try? files.contentsOfDirectory(atPath: folder + "/" + component)) ?? [])
      .filter { $0.hasSuffix(".tokens.json") }
      .map { component + "/" + $0 }
  }
  .sorted()
}()

/// A program's view types are nested generics (`NodeModifiedView<VStack<TupleView<…>>>`); by
/// default the compiler builds their metadata at run time from their mangled names, which makes
/// the runtime look up each generic requirement's conformance by scanning every conformance
/// record loaded: 3 M instructions of the 16 M a whole `Benchmarks dashboard frame` took. With
/// metadata accessors instead the requirements are known at compile time (12.8 M, a binary 0.3%
/// larger). Unsafe flags are refused in a target of a library product another package depends
/// on by version, so only an executable's own target gets it; an app built on ViewKit can add
/// the same line to its executable target.
let startsFaster: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

let package = Package(
  name: "ViewKit",
  products: [
    .library(name: "ViewKit", targets: ["ViewKit"]),
    .library(name: "ViewKitDriver", targets: ["ViewKitDriver"]),
    .library(name: "ViewKitTesting", targets: ["ViewKitTesting"]),
    .library(name: "StorybookKit", targets: ["StorybookKit"]),
    .executable(name: "Storybook", targets: ["Storybook"]),
    .executable(name: "ShowcaseApp", targets: ["ShowcaseApp"]),
    .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    .executable(name: "InlineRunner", targets: ["InlineRunner"]),
  ],
  targets: [
    // The built-in themes are `Themes/*.json`, compiled in (`Resources/Themes` links to them).
    // Every libc call goes through its one file; nothing else imports Glibc, Musl or Darwin.
    .target(name: "ViewKitPlatform"),
    .target(
      name: "ViewKitStyle", dependencies: ["ViewKitPlatform"], resources: [.embedInCode("Resources/Themes")]),
    .target(name: "ViewKitCore", dependencies: ["ViewKitStyle"]),
    .target(
      name: "ViewKitComponents", dependencies: ["ViewKitStyle", "ViewKitCore"],
      exclude: componentTokenFragments),
    .target(
      name: "ViewKitRuntime",
      dependencies: ["ViewKitPlatform", "ViewKitStyle", "ViewKitCore", "ViewKitComponents"]),
    .target(
      name: "ViewKit", dependencies: ["ViewKitStyle", "ViewKitCore", "ViewKitComponents", "ViewKitRuntime"]),
    .target(name: "ViewKitDriver", dependencies: ["ViewKitPlatform", "ViewKit"]),
    .target(name: "ViewKitTesting", dependencies: ["ViewKitDriver"]),
    .target(name: "ShowcaseKit", dependencies: ["ViewKitPlatform", "ViewKit"]),
    .target(name: "StorybookKit", dependencies: ["ViewKitPlatform", "ViewKit", "ViewKitDriver"]),
    .target(name: "StorybookCatalog", dependencies: ["StorybookKit", "ViewKit", "ShowcaseKit"]),
    .executableTarget(name: "Storybook", dependencies: ["StorybookCatalog", "AllocationCount"]),
    .executableTarget(
      name: "ShowcaseApp", dependencies: ["ViewKitPlatform", "ViewKit", "ViewKitDriver", "ShowcaseKit"]),
    // C: counts the heap allocations of the program that links it (`Benchmarks work`,
    // `Storybook work`).
    .target(name: "AllocationCount", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .executableTarget(
      name: "Benchmarks", dependencies: ["ViewKitPlatform", "ViewKit", "AllocationCount"],
      swiftSettings: startsFaster),
    .executableTarget(name: "InlineRunner", dependencies: ["ViewKit"], path: "Examples/InlineRunner"),
    .testTarget(
      name: "ViewKitTests",
      dependencies: [
        "ViewKit", "ViewKitPlatform", "ViewKitStyle", "ViewKitCore", "ViewKitComponents", "ViewKitRuntime",
        "ViewKitTesting",
      ]),
    .testTarget(
      name: "ShowcaseKitTests",
      dependencies: ["ShowcaseKit", "ViewKit", "ViewKitPlatform", "ViewKitTesting"],
      exclude: ["Flows/Snapshots"]),
    .testTarget(
      name: "ShowcaseAppTests", dependencies: ["ShowcaseApp", "ShowcaseKit", "ViewKit", "ViewKitPlatform"]),
    .testTarget(
      name: "ViewKitTestingTests", dependencies: ["ViewKitTesting", "ViewKitDriver", "ViewKit"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "SnapshotTests", dependencies: ["StorybookCatalog", "StorybookKit", "ViewKit", "ViewKitTesting"],
      path: "Tests/Snapshots",
      exclude: ["Goldens", "work-baselines.txt", "benchmark-work-baselines.txt"]),
    .testTarget(
      name: "StorybookTests",
      dependencies: [
        "Storybook", "StorybookCatalog", "StorybookKit", "ViewKit", "ViewKitPlatform", "ViewKitTesting",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "BenchmarksTests", dependencies: ["Benchmarks", "ViewKit", "ViewKitDriver", "AllocationCount"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
