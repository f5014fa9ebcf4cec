import Synchronization
import ViewKitPlatform

/// Perceptual downsampling of 24-bit colours to the 256- and 16-colour palettes.
///
/// Distances are measured in Oklab, where equal distances look equally different. A 24-bit
/// colour is matched only against palette indices 16–255 (the 6×6×6 cube and the grey ramp),
/// whose values are fixed; indices 0–15 are the user's own and are never picked by distance.
/// For 16-colour terminals the xterm default palette stands in for the unknown real one, which
/// is why themes pin an explicit `ansi16` colour wherever it matters.
public enum ColorMatcher {
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The standard RGB value of a 256-palette index (xterm defaults for 0–15).
  ///
  /// - Parameter index: the palette index, 0–255.
  /// - Returns: the colour that index shows on a terminal with xterm's default palette.
  public static func rgb(ofPalette index: UInt8) -> RGB {
    let index = Int(index)
    if index < 16 { return xterm16[index] }
    if index >= 232 {
      let level = UInt8(8 + 10 * (index - 232))
      return RGB(level, level, level)
    }
    let cube = index - 16
    return RGB(
      UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]), UInt8(cubeLevels[cube % 6]))
  }

  /// The xterm default values of the 16 palette colours.
  public static let xterm16: [RGB] = [
    RGB(0x00, 0x00, 0x00), RGB(0xCD, 0x00, 0x00), RGB(0x00, 0xCD, 0x00), RGB(0xCD, 0xCD, 0x00),
    RGB(0x00, 0x00, 0xEE), RGB(0xCD, 0x00, 0xCD), RGB(0x00, 0xCD, 0xCD), RGB(0xE5, 0xE5, 0xE5),
    RGB(0x7F, 0x7F, 0x7F), RGB(0xFF, 0x00, 0x00), RGB(0x00, 0xFF, 0x00), RGB(0xFF, 0xFF, 0x00),
    RGB(0x5C, 0x5C, 0xFF), RGB(0xFF, 0x00, 0xFF), RGB(0x00, 0xFF, 0xFF), RGB(0xFF, 0xFF, 0xFF),
  ]

  private static let palette256Lab: [Lab] = (16...255).map { Lab(rgb(ofPalette: UInt8($0))) }
  private static let palette16Lab: [Lab] = xterm16.map(Lab.init)

  /// The nearest 256-palette index (16–255) to a 24-bit colour.
  ///
  /// - Parameter color: the 24-bit colour to match.
  /// - Returns: the index of the nearest colour by perceived difference (CIELAB); an exact cube colour keeps
  ///   its own.
  public static func nearest256(_ color: RGB) -> UInt8 {
    if let exact = exactCubeIndex(color) { return exact }
    return remembered(color, in: found256) { UInt8(nearest(Lab(color), in: palette256Lab) + 16) }
  }

  /// The nearest of the 16 palette colours, judged against xterm's default values.
  ///
  /// - Parameter color: the 24-bit colour to match.
  /// - Returns: the nearest palette colour by perceived difference (CIELAB).
  public static func nearest16(_ color: RGB) -> ANSIColor {
    let index = remembered(color, in: found16) { UInt8(nearest(Lab(color), in: palette16Lab)) }
    return ANSIColor(rawValue: index) ?? .white
  }

  /// Matches already made, by colour: a theme's few colours are matched again for each style a
  /// frame sends to a 256- or 16-colour terminal and each pair `check` judges, and a match
  /// measures the distance to every candidate. Emptied past ``rememberedLimit`` colours, so an
  /// app that animates through millions of colours keeps a bounded table.
  static let found256 = Mutex<[RGB: UInt8]>([:])
  static let found16 = Mutex<[RGB: UInt8]>([:])
  static let rememberedLimit = 4096

  /// The match for `color` in `table`, made and kept the first time.
  private static func remembered(
    _ color: RGB, in table: borrowing Mutex<[RGB: UInt8]>, making make: () -> UInt8
  ) -> UInt8 {
    if let found = table.withLock({ $0[color] }) { return found }
    let made = make()
    table.withLock {
      if $0.count >= rememberedLimit { $0.removeAll(keepingCapacity: true) }
      $0[color] = made
    }
    return made
  }

  /// The index of the candidate closest to a target in Oklab (the first, on a tie).
  static func nearest(_ target: Lab, in candidates: [Lab]) -> Int {
    var best = 0
    var bestDistance = Double.infinity
    for (index, candidate) in candidates.enumerated() {
      let distance = target.distanceSquared(to: candidate)
      if distance < bestDistance {
        bestDistance = distance
        best = index
      }
    }
    return best
  }

  static func exactCubeIndex(_ color: RGB) -> UInt8? {
    guard let red = cubeLevels.firstIndex(of: Int(color.red)),
      let green = cubeLevels.firstIndex(of: Int(color.green)),
      let blue = cubeLevels.firstIndex(of: Int(color.blue))
    else { return nil }
    return UInt8(16 + 36 * red + 6 * green + blue)
  }

  /// WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white).
  ///
  /// - Parameter color: the sRGB colour.
  /// - Returns: the luminance, from 0 to 1.
  public static func relativeLuminance(_ color: RGB) -> Double {
    func channel(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.04045 ? c / 12.92 : Platform.power((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
  }

  /// WCAG 2 contrast ratio between two colours, from 1 to 21.
  ///
  /// - Parameters:
  ///   - first: one colour.
  ///   - second: the other; the order does not matter.
  /// - Returns: the ratio, from 1 (no contrast) to 21 (black on white).
  public static func contrastRatio(_ first: RGB, _ second: RGB) -> Double {
    contrastRatio(luminances: relativeLuminance(first), relativeLuminance(second))
  }

  /// WCAG 2 contrast ratio between two relative luminances (``relativeLuminance(_:)``).
  static func contrastRatio(luminances a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Whether a contrast ratio meets a WCAG minimum, allowing for the floating-point error of
  /// the ratio (a pair computed at 4.4999999999 for 4.5 passes). The theme loader, `check` and
  /// the Storybook's tokens panel judge with it alike.
  ///
  /// - Parameters:
  ///   - ratio: a ratio from ``contrastRatio(_:_:)``.
  ///   - minimum: the ratio required, such as 4.5 for text.
  /// - Returns: whether the ratio is at least the minimum.
  public static func meetsContrast(_ ratio: Double, minimum: Double) -> Bool { ratio + 1e-9 >= minimum }

  /// A contrast ratio as messages show it: cut, never rounded up, to two decimals, so a ratio
  /// that fails never reads as its minimum (4.496 shows as 4.49).
  ///
  /// - Parameter ratio: a ratio from ``contrastRatio(_:_:)``.
  /// - Returns: the ratio to two decimals, rounded down.
  public static func shownContrast(_ ratio: Double) -> Double { (ratio * 100).rounded(.down) / 100 }
}

/// A colour in the Oklab perceptual colour space.
struct Lab: Sendable {
  var l: Double
  var a: Double
  var b: Double

  init(_ rgb: RGB) {
    func linear(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.04045 ? c / 12.92 : Platform.power((c + 0.055) / 1.055, 2.4)
    }
    let r = linear(rgb.red)
    let g = linear(rgb.green)
    let bl = linear(rgb.blue)
    let lms = (
      Platform.cubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl),
      Platform.cubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl),
      Platform.cubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
    )
    l = 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2
    a = 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2
    b = 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2
  }

  /// Whether it is a grey: too little chroma for a hue to show.
  var isGrey: Bool { a * a + b * b < 0.04 * 0.04 }

  func distanceSquared(to other: Lab) -> Double {
    let dl = l - other.l
    let da = a - other.a
    let db = b - other.b
    return dl * dl + da * da + db * db
  }
}
