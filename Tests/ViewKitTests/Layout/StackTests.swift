import Testing

import ViewKit
@testable import ViewKitComponents
@testable import ViewKitCore
@testable import ViewKitRuntime
@testable import ViewKitStyle

@Suite struct StackTests {
  @Test func spacerPushesApart() {
    let view = HStack {
      Text("left"); Spacer(); Text("right")
    }
    #expect(rows(view, width: 12, height: 1) == ["left   right"])
  }

  @Test func textsKeepTheirWidthBeforeSpacersTakeTheRest() {
    let view = HStack {
      Text("a"); Spacer(); Text("bb"); Spacer(); Text("ccc")
    }
    #expect(rows(view, width: 10, height: 1) == ["a  bb  ccc"])
    #expect(
      rows(
        HStack {
          Text("abc"); Spacer(minLength: 2); Text("def")
        }, width: 7, height: 1) == ["a…  def"])
  }

  @Test func spacersShareEvenly() {
    let view = HStack {
      Spacer(); Text("mid"); Spacer()
    }
    #expect(rows(view, width: 9, height: 1) == ["   mid   "])
  }

  @Test func spacingBetweenChildren() {
    #expect(
      rows(
        HStack(spacing: 2) {
          Text("a"); Text("b")
        }, width: 4, height: 1) == ["a  b"])
    #expect(
      rows(
        VStack(spacing: 1) {
          Text("a"); Text("b")
        }, width: 1, height: 3) == ["a", " ", "b"])
  }

  @Test func crossAlignment() {
    let leading = VStack(alignment: .leading) {
      Text("wide"); Text("x")
    }
    let trailing = VStack(alignment: .trailing) {
      Text("wide"); Text("x")
    }
    let center = VStack(alignment: .center) {
      Text("wide"); Text("x")
    }
    #expect(rows(leading, width: 4, height: 2) == ["wide", "x   "])
    #expect(rows(trailing, width: 4, height: 2) == ["wide", "   x"])
    #expect(rows(center, width: 4, height: 2) == ["wide", " x  "])
    let bottom = HStack(alignment: .bottom) {
      Text("a\nb"); Text("c")
    }
    #expect(rows(bottom, width: 2, height: 2) == ["a ", "bc"])
  }

  @Test func textWrapsToTheSpaceItIsGiven() {
    let view = HStack {
      Text("id:"); Text("one two three")
    }
    #expect(rows(view, width: 10, height: 2) == ["id:one two", "   three  "])
  }

  @Test func layoutPriorityGoesFirst() {
    let plain = HStack {
      Text("aaaa bbbb"); Text("cccc dddd")
    }
    #expect(rows(plain, width: 10, height: 2) == ["aaaacccc  ", "bbbbdddd  "])
    let favoured = HStack {
      Text("aaaa bbbb").layoutPriority(1); Text("cccc dddd")
    }
    #expect(rows(favoured, width: 10, height: 2) == ["aaaa bbbbc", "         …"])
  }

  @Test func zstackLayersInOrder() {
    let view = ZStack(alignment: .topLeading) {
      Text("abc"); Text("X")
    }
    #expect(rows(view, width: 3, height: 1) == ["Xbc"])
  }

  @Test func aStackTooBigForItsRoomIsClippedNotCrashed() {
    let view = VStack { ForEach(0..<50) { Text("row \($0) with long text") } }
    let result = rows(view, width: 6, height: 3)
    #expect(result.count == 3)
    for row in result { #expect(row.displayWidth == 6) }
  }

  /// A regression: a column shared its height equally, so a row holding a three-line avatar was
  /// offered one line; the row still took three, but the text beside the avatar was squeezed
  /// to one line and the name vanished (the post detail of the ShowcaseApp).
  @Test func aChildIsOfferedAtLeastItsMinimumWhileThereIsRoom() {
    let view = VStack(alignment: .leading, spacing: 1) {
      HStack(spacing: 1) {
        Avatar(name: "Ada Lovelace", size: .medium)
        VStack(alignment: .leading) {
          Text("Ada Lovelace")
          Text("@ada")
        }
      }
      Text("body")
      Button("x", compact: true) {}
    }
    for width in [24, 30] {
      for height in 9...12 {
        for text in [
          Renderer.render(view, size: Size(width: width, height: height)).plainText(),
          Renderer.render(Card(title: "t") { view }, size: Size(width: width, height: height)).plainText(),
        ] {
          #expect(text.contains("Ada Lovelace") && text.contains("@ada") && text.contains("[ x ]"), "\(text)")
        }
      }
    }
  }
}
