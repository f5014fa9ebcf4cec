import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct ViewThatFitsTests {
  let labels = ViewThatFits {
    Text("Synchronising 3 of 12 folders")
    Text("Sync 3/12")
  }

  @Test func theFirstChildThatFitsIsShown() {
    #expect(rows(labels, width: 30, height: 1) == ["Synchronising 3 of 12 folders "])
    #expect(rows(labels, width: 29, height: 1) == ["Synchronising 3 of 12 folders"], "exactly fits")
    #expect(rows(labels, width: 28, height: 1) == ["Sync 3/12                   "])
  }

  @Test func aMiddleChildIsChosenWhenTheFirstIsTooWide() {
    let three = ViewThatFits {
      Text("aaaaaaaa")
      Text("bbbbb")
      Text("c")
    }
    #expect(rows(three, width: 8, height: 1) == ["aaaaaaaa"])
    #expect(rows(three, width: 7, height: 1) == ["bbbbb  "])
    #expect(rows(three, width: 5, height: 1) == ["bbbbb"])
    #expect(rows(three, width: 4, height: 1) == ["c   "])
  }

  @Test func theLastChildIsTheFallback() {
    #expect(
      rows(labels, width: 8, height: 2) == ["Sync    ", "3/12    "], "too narrow for both: the last, wrapped")
    let none = ViewThatFits {
      Text("wide")
      Text("wider!")
    }
    #expect(rows(none, width: 3, height: 2) == ["wid", "er!"])
  }

  @Test func theSizeIsTheChosenChilds() {
    let node = Resolve.node(labels, EnvironmentValues())
    #expect(node.measure(.unspecified) == Size(width: 29, height: 1), "no limit: the first")
    #expect(node.measure(ProposedSize(width: 10, height: 1)) == Size(width: 9, height: 1))
    #expect(node.measure(ProposedSize(width: 4, height: 3)) == Size(width: 4, height: 2))
  }

  @Test func verticallyTheHeightDecides() {
    let stacked = ViewThatFits(in: .vertical) {
      VStack(alignment: .leading) {
        Text("a")
        Text("b")
        Text("c")
      }
      HStack(spacing: 1) {
        Text("a")
        Text("b")
        Text("c")
      }
    }
    #expect(rows(stacked, width: 6, height: 3) == ["a     ", "b     ", "c     "])
    #expect(rows(stacked, width: 6, height: 2) == ["a b c ", "      "])
    #expect(rows(stacked, width: 6, height: 1) == ["a b c "])
  }

  @Test func verticallyAChildThatWouldWrapDoesNotFit() {
    let texts = ViewThatFits(in: .vertical) {
      Text("one two three")
      Text("short")
    }
    #expect(rows(texts, width: 13, height: 3)[0] == "one two three")
    #expect(
      rows(texts, width: 12, height: 3)[0] == "short       ", "wrapped, it would fit in 3 rows, but it is cut"
    )
  }

  @Test func nothingToChooseDrawsNothing() {
    let empty = ViewThatFits {}
    #expect(rows(empty, width: 3, height: 1) == ["   "])
    #expect(Resolve.node(empty, EnvironmentValues()).measure(ProposedSize(width: 3, height: 1)) == .zero)
  }
}
