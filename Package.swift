// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ViewKit",
  products: [
    .library(name: "ViewKit", targets: ["ViewKit"]),
    .library(name: "ViewKitTesting", targets: ["ViewKitTesting"]),
    .library(name: "StorybookKit", targets: ["StorybookKit"]),
    .executable(name: "Storybook", targets: ["Storybook"]),
    .executable(name: "ShowcaseApp", targets: ["ShowcaseApp"]),
    .executable(name: "Benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    // The built-in themes are `Themes/*.json`, compiled in (`Resources/Themes` links to them).
    .target(name: "ViewKit", resources: [.embedInCode("Resources/Themes")]),
    .target(name: "ViewKitTesting", dependencies: ["ViewKit"]),
    .target(name: "ShowcaseKit", dependencies: ["ViewKit"]),
    .target(name: "StorybookKit", dependencies: ["ViewKit", "ViewKitTesting"]),
    .executableTarget(
      name: "Storybook", dependencies: ["StorybookKit", "ViewKit", "ViewKitTesting", "ShowcaseKit"]),
    .executableTarget(name: "ShowcaseApp", dependencies: ["ViewKit", "ViewKitTesting", "ShowcaseKit"]),
    .executableTarget(name: "Benchmarks", dependencies: ["ViewKit"]),
    .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "ViewKitTesting"]),
    .testTarget(
      name: "ShowcaseKitTests", dependencies: ["ShowcaseKit", "ViewKit", "ViewKitTesting"],
      exclude: ["Flows/Snapshots"]),
    .testTarget(name: "ShowcaseAppTests", dependencies: ["ShowcaseApp", "ShowcaseKit", "ViewKit"]),
    .testTarget(
      name: "ViewKitTestingTests", dependencies: ["ViewKitTesting", "ViewKit"], exclude: ["Snapshots"]),
    .testTarget(
      name: "SnapshotTests", dependencies: ["Storybook", "StorybookKit", "ViewKit", "ViewKitTesting"],
      path: "Tests/Snapshots",
      exclude: ["Goldens"]),
    .testTarget(
      name: "StorybookTests", dependencies: ["Storybook", "StorybookKit", "ViewKit", "ViewKitTesting"],
      exclude: ["Fixtures"]),
    .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "ViewKit"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
