extension Canvas {
  /// The text a terminal shows, rows joined by `\n`, no escape byte at all.
  ///
  /// With `trimTrailingSpaces` (the default) each row loses its trailing spaces, as a
  /// terminal's copy-paste gives it; without it every row is exactly ``width`` cells.
  public func plainText(trimTrailingSpaces: Bool = true) -> String {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(cells.count + height)
    for y in 0..<height {
      if y > 0 { buffer.append(0x0A) }
      var end = width
      if trimTrailingSpaces {
        while end > 0 && cells[y * width + end - 1].content == 0x20 { end -= 1 }
      }
      for x in 0..<end { appendUTF8(of: cells[y * width + x], to: &buffer) }
    }
    return String(decoding: buffer, as: UTF8.self)
  }

  /// The frame as text for a terminal: rows joined by `\n`, with the fewest SGR changes.
  ///
  /// No cursor movement and no trailing newline. Trailing spaces that would look like
  /// nothing are left out, and the style is reset at the end of any row that ends styled.
  /// `.plain` output is ``plainText(trimTrailingSpaces:)``.
  ///
  /// - Parameters:
  ///   - mode: plain text, or styled for a colour profile.
  ///   - anchoringClusters: for output that goes to a terminal: after a cluster terminals
  ///     disagree on (``FrameDiff/isWidthRisky(_:)``: 👍🏽, 👨‍👩‍👧, flags, VS16 emoji) the cursor
  ///     is put in its column explicitly (`CSI n G`), so the cells after it stay in place
  ///     whatever width the terminal drew. Leave it off for pipes and golden files.
  /// - Returns: the text.
  public func ansiText(_ mode: OutputMode, anchoringClusters: Bool = false) -> String {
    String(decoding: ansiBytes(mode, anchoringClusters: anchoringClusters), as: UTF8.self)
  }

  /// The bytes of ``ansiText(_:anchoringClusters:)``.
  public func ansiBytes(_ mode: OutputMode, anchoringClusters: Bool = false) -> [UInt8] {
    guard case .styled(let profile) = mode else { return Array(plainText().utf8) }
    let terminalStyles = styles.map { TerminalStyle($0, profile: profile) }
    var buffer: [UInt8] = []
    buffer.reserveCapacity(cells.count + cells.count / 4)
    var current = TerminalStyle.plain
    for y in 0..<height {
      if y > 0 { buffer.append(0x0A) }
      let row = y * width
      var end = width
      while end > 0 {
        let cell = cells[row + end - 1]
        guard cell.content == 0x20, terminalStyles[Int(cell.style)].isInvisibleAsSpace else { break }
        end -= 1
      }
      var lastID: UInt16 = .max
      for x in 0..<end {
        let cell = cells[row + x]
        if cell.style != lastID {
          lastID = cell.style
          let target = terminalStyles[Int(cell.style)]
          SGR.transition(from: current, to: target, into: &buffer)
          current = target
        }
        if cell.content < 0x80 {
          buffer.append(UInt8(truncatingIfNeeded: cell.content))
        } else {
          appendUTF8(of: cell, to: &buffer)
          if anchoringClusters, FrameDiff.isWidthRisky(cell) {
            // CHA: the column after the cluster, 1-based.
            buffer.append(contentsOf: Array("\u{1B}[\(x + Int(cell.width) + 1)G".utf8))
          }
        }
      }
      if current != .plain {
        SGR.transition(from: current, to: .plain, into: &buffer)
        current = .plain
      }
    }
    return buffer
  }
}
