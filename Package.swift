// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ViewKit",
  products: [
    .library(name: "ViewKit", targets: ["ViewKit"]),
    .executable(name: "Storybook", targets: ["Storybook"]),
    .executable(name: "ShowcaseApp", targets: ["ShowcaseApp"]),
    .executable(name: "Benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    .target(name: "ViewKit"),
    .executableTarget(name: "Storybook", dependencies: ["ViewKit"]),
    .executableTarget(name: "ShowcaseApp", dependencies: ["ViewKit"]),
    .executableTarget(name: "Benchmarks", dependencies: ["ViewKit"]),
    .testTarget(name: "ViewKitTests", dependencies: ["ViewKit"]),
    .testTarget(name: "StorybookTests", dependencies: ["Storybook", "ViewKit"], exclude: ["Fixtures"]),
    .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "ViewKit"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
