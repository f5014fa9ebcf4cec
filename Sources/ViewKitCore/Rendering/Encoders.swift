import ViewKitStyle

extension Canvas {
  /// The text a terminal shows, rows joined by `\n`, no escape byte at all.
  ///
  /// With `trimTrailingSpaces` (the default) each row loses its trailing spaces, as a
  /// terminal's copy-paste gives it; without it every row is exactly ``width`` cells.
  ///
  /// - Parameter trimTrailingSpaces: drop each row's trailing spaces.
  /// - Returns: the text of every row.
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
  ///   - hyperlinks: send linked cells (``Style/link``) as hyperlinks (OSC 8), for a terminal
  ///     that shows them; each is closed by the end of its row. Ignored for `.plain` output.
  /// - Returns: the text.
  public func ansiText(_ mode: OutputMode, anchoringClusters: Bool = false, hyperlinks: Bool = false)
    -> String
  {
    String(
      decoding: ansiBytes(mode, anchoringClusters: anchoringClusters, hyperlinks: hyperlinks), as: UTF8.self)
  }

  /// The bytes of ``ansiText(_:anchoringClusters:hyperlinks:)``.
  ///
  /// - Parameters:
  ///   - mode: plain text, or styled for a colour profile.
  ///   - anchoringClusters: put the cursor back in its column after a cluster terminals disagree on; for
  ///     output to a terminal.
  ///   - hyperlinks: send linked cells as hyperlinks (OSC 8).
  /// - Returns: the UTF-8 bytes.
  public func ansiBytes(_ mode: OutputMode, anchoringClusters: Bool = false, hyperlinks: Bool = false)
    -> [UInt8]
  {
    guard case .styled(let profile) = mode else { return Array(plainText().utf8) }
    let terminalStyles = styles.map { TerminalStyle($0, profile: profile, hyperlinks: hyperlinks) }
    var buffer: [UInt8] = []
    buffer.reserveCapacity(cells.count * 2 + 256)
    // A row's text is gathered in a scratch row and appended once per run of one style: one
    // capacity and uniqueness check per run instead of per byte.
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(4, width * 4))
    defer { scratch.deallocate() }
    var current = TerminalStyle.plain
    cells.withUnsafeBufferPointer { cells in
      var pending = 0
      func flush() {
        if pending > 0 { buffer.append(contentsOf: UnsafeBufferPointer(start: scratch, count: pending)) }
        pending = 0
      }
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
            flush()
            lastID = cell.style
            let target = terminalStyles[Int(cell.style)]
            SGR.transition(from: current, to: target, into: &buffer)
            current = target
          }
          let value = cell.content
          if value < 0x80 {
            scratch[pending] = UInt8(truncatingIfNeeded: value)
            pending += 1
          } else if value == Cell.continuation {
            continue
          } else if value & Cell.clusterFlag != 0 {
            flush()
            appendUTF8(of: cell, to: &buffer)
            if anchoringClusters, FrameDiff.isWidthRisky(cell) {
              // CHA: the column after the cluster, 1-based.
              buffer.append(contentsOf: Array("\u{1B}[\(x + Int(cell.width) + 1)G".utf8))
            }
          } else if value < 0x800 {
            scratch[pending] = UInt8(0xC0 | (value >> 6))
            scratch[pending + 1] = UInt8(0x80 | (value & 0x3F))
            pending += 2
          } else if value < 0x10000 {
            scratch[pending] = UInt8(0xE0 | (value >> 12))
            scratch[pending + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
            scratch[pending + 2] = UInt8(0x80 | (value & 0x3F))
            pending += 3
          } else {
            scratch[pending] = UInt8(0xF0 | (value >> 18))
            scratch[pending + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
            scratch[pending + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
            scratch[pending + 3] = UInt8(0x80 | (value & 0x3F))
            pending += 4
          }
        }
        flush()
        if current != .plain {
          SGR.transition(from: current, to: .plain, into: &buffer)
          current = .plain
        }
      }
    }
    return buffer
  }
}
