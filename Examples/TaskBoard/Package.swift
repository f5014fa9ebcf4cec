// swift-tools-version: 6.2
import PackageDescription

// An app's own package using ViewKit: a view of its own, its stories, snapshot tests with
// committed goldens, and its own storybook executable. It depends on ViewKit by a relative path;
// from elsewhere use `.package(url: "https://…/ViewKit.git", from: "…")` the same way.
let package = Package(
  name: "TaskBoard",
  products: [
    .executable(name: "TaskBoardStorybook", targets: ["TaskBoardStorybook"])
  ],
  dependencies: [
    .package(name: "ViewKit", path: "../..")
  ],
  targets: [
    .target(name: "TaskBoardKit", dependencies: [.product(name: "ViewKit", package: "ViewKit")]),
    .executableTarget(
      name: "TaskBoardStorybook",
      dependencies: ["TaskBoardKit", .product(name: "StorybookKit", package: "ViewKit")]),
    .testTarget(
      name: "TaskBoardKitTests",
      dependencies: [
        "TaskBoardKit", .product(name: "ViewKit", package: "ViewKit"),
        .product(name: "ViewKitTesting", package: "ViewKit"),
      ],
      // Golden files are data for the tests, not sources: excluding them keeps SwiftPM from
      // warning about unhandled files.
      exclude: ["Goldens", "Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
