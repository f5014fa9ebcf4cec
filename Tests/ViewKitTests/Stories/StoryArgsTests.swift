import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

/// An editor that keeps what a story's controls write, as a browser does.
private final class Recorder: @unchecked Sendable {
  var values: [String: StoryArgValue] = [:]
  var carets: [String: Int] = [:]

  var editor: StoryArgEditor {
    StoryArgEditor(
      value: { self.values[$0] }, set: { self.values[$0] = $1 }, caret: { self.carets[$0] },
      setText: { name, text, caret in
        self.values[name] = .text(text)
        self.carets[name] = caret
      })
  }
}

@Suite struct StoryArgsTests {
  @Test func bindingsReadTheEditorFirstAndWriteThroughIt() {
    let recorder = Recorder()
    let args = StoryArgs(["on": .bool(false), "selection": .integer(1)], editor: recorder.editor)
    let on = args.boolBinding("on")
    #expect(on.wrappedValue == false)
    on.wrappedValue = true
    #expect(recorder.values["on"] == .bool(true))
    #expect(on.wrappedValue == true)
    #expect(args.bool("on"))
    let selection = args.integerBinding("selection")
    selection.wrappedValue = 3
    #expect(args.integer("selection") == 3)
  }

  @Test func withoutAnEditorAWriteIsDropped() {
    let args = StoryArgs(["on": .bool(true), "selection": .integer(2)])
    args.boolBinding("on").wrappedValue = false
    args.integerBinding("selection").wrappedValue = 9
    #expect(args.bool("on") && args.integer("selection") == 2)
  }

  @Test func whoEditsDoesNotCountForEquality() {
    let plain = StoryArgs(["on": .bool(true)])
    let edited = StoryArgs(["on": .bool(true)], editor: Recorder().editor)
    #expect(plain == edited)
    #expect(plain.hashValue == edited.hashValue)
    #expect(plain != StoryArgs(["on": .bool(false)]))
  }

  @Test func aStoryPassesItsEditorOnWithTheDefaultsFilledIn() {
    let recorder = Recorder()
    let story = Story(
      "flag/live", title: "Live", summary: "A flag bound to its argument.",
      layout: .fixed(Size(width: 10, height: 1)),
      args: [StoryArg("on", .bool(default: true))]
    ) { args in
      Text(args.bool("on") ? "on" : "off")
    }
    recorder.values["on"] = .bool(false)
    let canvas = Renderer.render(
      story.view(StoryArgs([:], editor: recorder.editor)), size: Size(width: 10, height: 1))
    #expect(canvas.plainText().hasPrefix("off"))
    #expect(story.render(theme: .dark).plainText().hasPrefix("on"))
  }
}

@Suite struct StoryStateTests {
  @Test func stateIsKeptByTheEditorAndAnUnchangedWriteIsNoWrite() {
    final class Store: @unchecked Sendable {
      var state: [String: any Sendable] = [:]
      var writes = 0
    }
    let store = Store()
    let editor = StoryArgEditor(
      value: { _ in nil }, set: { _, _ in }, caret: { _ in nil }, setText: { _, _, _ in },
      state: { store.state[$0] },
      setState: {
        store.state[$0] = $1
        store.writes += 1
      })
    let offset = StoryArgs([:], editor: editor).state("offset", initial: 0)
    #expect(offset.wrappedValue == 0)
    offset.wrappedValue = 0
    #expect(store.writes == 0)
    offset.wrappedValue = 4
    offset.wrappedValue = 4
    #expect(offset.wrappedValue == 4 && store.writes == 1)
    // Without an editor: the initial value, writes dropped.
    let still = StoryArgs().state("offset", initial: 2)
    still.wrappedValue = 9
    #expect(still.wrappedValue == 2)
  }
}

@Suite struct StoryTagsTests {
  @Test func tagsAreAddedOnceAndSearched() {
    let story = Story(
      "box/plain", title: "Plain", summary: "A box.", layout: .fixed(Size(width: 4, height: 1)),
      tags: ["Card"]
    ) { _ in Text("x") }
    let tagged = story.tagged(["Card", "panel"])
    #expect(tagged.tags == ["Card", "panel"])
    #expect(tagged.searchText == "box/plain plain a box. card panel")
    #expect(tagged.render(theme: .dark) == story.render(theme: .dark))
  }
}
