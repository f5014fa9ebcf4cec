import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

private func story(_ id: String, args: [StoryArg] = [], line: Int = #line) -> Story {
  Story(id, title: id, summary: "", layout: .fixed(Size(width: 4, height: 1)), args: args, line: line) {
    args in
    Text(args.text("label"))
  }
}

private enum Lamp: String, StoryStates {
  static let storyComponent = "lamp"
  case on, off, broken
}

@Suite struct StoryRegistryTests {
  @Test(arguments: ["button/primary", "tab-bar/badge-99-plus", "a1/b2"])
  func wellFormedIDs(_ id: String) {
    #expect(StoryID.problem(with: id) == nil)
    #expect(StoryID(id)?.description == id)
  }

  @Test(arguments: [
    "button", "Button/primary", "button/primary_state", "button//x", "a/b/c", "-a/b", "a/b-", "a--b/c", "",
  ])
  func malformedIDs(_ id: String) {
    #expect(StoryID.problem(with: id) != nil)
    #expect(StoryID(id) == nil)
  }

  @Test func kebabCaseIsLowerCaseASCIIWordsJoinedBySingleHyphens() {
    for good in ["a", "step-2", "progress-hud", "a1-b2-c3", "9"] {
      #expect(StoryID.isKebabCase(good), "\(good)")
      #expect(StoryID.isKebabCase(Substring(good)), "\(good)")
    }
    for bad in [
      "", "-", "-a", "a-", "a--b", "A", "a_b", "a b", "é", "a\u{301}", "ａ", "a\r\nb", "a-\u{0}", "ß",
    ] {
      #expect(!StoryID.isKebabCase(bad), "\(bad.debugDescription)")
    }
  }

  @Test func duplicatesNameBothPlaces() {
    let registry = StoryRegistry([story("a/b", line: 10), story("a/c"), story("a/b", line: 30)])
    #expect(registry.problems.count == 1)
    let message = registry.problems.first?.message ?? ""
    #expect(message.contains("duplicate story id \"a/b\""))
    #expect(message.contains(":10") && message.contains(":30"))
  }

  @Test func malformedIDsAndBadArgumentsAreReported() {
    let registry = StoryRegistry([
      story("Bad/ID"),
      story(
        "a/b", args: [StoryArg("n", .integer(range: 0...3, default: 9)), StoryArg("n", .bool(default: true))]),
      story("a/c", args: [StoryArg("pick", .choice(options: ["x"], default: "y"))]),
    ])
    let messages = registry.problems.map(\.message)
    #expect(messages.contains { $0.contains("malformed story id") && $0.contains("\"Bad\"") })
    #expect(messages.contains { $0.contains("argument \"n\" twice") })
    #expect(messages.contains { $0.contains("default \"9\"") })
    #expect(messages.contains { $0.contains("default \"y\"") })
  }

  @Test func coverageNamesTheMissingStories() {
    let registry = StoryRegistry([story("lamp/on"), story("lamp/off")])
    #expect(registry.missingStories(for: [StateDeclaration(Lamp.self)]) == ["lamp/broken"])
  }

  @Test func controlsParseTheirValues() {
    #expect(StoryControl.bool(default: false).parse("yes") == .bool(true))
    #expect(StoryControl.bool(default: false).parse("maybe") == nil)
    #expect(StoryControl.integer(range: 1...5, default: 1).parse("5") == .integer(5))
    #expect(StoryControl.integer(range: 1...5, default: 1).parse("6") == nil)
    #expect(StoryControl.choice(options: ["a", "b"], default: "a").parse("b") == .text("b"))
    #expect(StoryControl.choice(options: ["a", "b"], default: "a").parse("c") == nil)
    #expect(StoryControl.text(default: "").parse("anything") == .text("anything"))
  }

  @Test func storiesBuildFromArgumentsWithDefaults() {
    let labelled = story("a/b", args: [StoryArg("label", .text(default: "hi"))])
    #expect(labelled.render(theme: .dark).plainText() == "hi")
    #expect(labelled.render(theme: .dark, args: StoryArgs(["label": .text("yo")])).plainText() == "yo")
    #expect(
      labelled.snapshot(theme: .light, profile: .none).hasPrefix(
        "viewkit-snapshot 2 id=a/b theme=light size=4x1"))
  }
}

@Suite struct StorySuggestionTests {
  let registry = StoryRegistry(
    [
      "button/primary-normal", "button/primary-focused", "button/ghost-normal", "text/title", "text/body",
      "avatar/large",
    ]
    .map { id in
      Story(id, title: id, summary: id, layout: .fixed(Size(width: 4, height: 1))) { _ in Text("x") }
    })

  @Test func aTypoSuggestsTheNearestIds() {
    #expect(registry.suggestions(for: "text/titel") == ["text/title"])
    #expect(registry.suggestions(for: "avatr/large") == ["avatar/large"])
  }

  @Test func aPartSuggestsTheIdsThatContainItAtMostThree() {
    #expect(
      registry.suggestions(for: "button") == [
        "button/ghost-normal", "button/primary-normal", "button/primary-focused",
      ])
    #expect(registry.suggestions(for: "BUTTON/GHOST") == ["button/ghost-normal"])
  }

  @Test func nothingCloseSuggestsNothing() {
    #expect(registry.suggestions(for: "zzzzzzzzzz").isEmpty)
    #expect(registry.suggestions(for: "").isEmpty)
  }
}
