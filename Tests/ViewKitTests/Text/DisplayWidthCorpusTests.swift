import Testing

@testable import ViewKitStyle

/// ViewKit's widths against wcwidth's on the corpus of strings terminals disagree on
/// (`Scripts/generate-wcwidth-corpus.py`). Every difference is one ARCHITECTURE.md lists
/// ("Text and width"), by kind, with the reason; anything else fails.
@Suite struct DisplayWidthCorpusTests {
  /// Why ViewKit's width differs from wcwidth's for a string, or nil where they must agree.
  static func knownDifference(_ text: String, ours: Int, theirs: Int) -> String? {
    let scalars = text.unicodeScalars.map(\.value)
    guard ours == theirs + 1, let first = scalars.first else { return nil }
    // ✌🏽: a skin tone on a text-default base makes an emoji modifier sequence, which UTS #51
    // shows as emoji: 2 cells, as for 👍🏽. wcwidth keeps the base's 1.
    if scalars.count == 2, DisplayWidth.width(ofScalar: first) == 1, (0x1F3FB...0x1F3FF).contains(scalars[1])
    {
      return "emoji modifier sequence on a text-default base"
    }
    // 🏳‍🌈 without its VS16, and a‍b: a ZWJ after a character that is not a wide emoji. ViewKit
    // gives the cluster the width of what it holds (the wide 🌈; a and b, which a terminal
    // draws side by side), capped at 2; wcwidth 0.7 gives the character after the ZWJ no width.
    if scalars.contains(0x200D), DisplayWidth.width(ofScalar: first) == 1 {
      return "zero-width joiner after a narrow character"
    }
    return nil
  }

  @Test func widthsAgreeWithWcwidthExceptTheListedDifferences() {
    var unexplained: [String] = []
    for (text, width) in wcwidthCorpus {
      let ours = DisplayWidth.of(text)
      guard ours != width, Self.knownDifference(text, ours: ours, theirs: width) == nil else { continue }
      let scalars = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      unexplained.append("\(scalars.joined(separator: " ")): ViewKit \(ours), wcwidth \(width)")
    }
    #expect(unexplained.isEmpty, "\(unexplained.count) differences:\n\(unexplained.joined(separator: "\n"))")
  }
}
