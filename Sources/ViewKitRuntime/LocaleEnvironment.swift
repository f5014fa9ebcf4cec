import ViewKitPlatform

/// Keeps a malformed locale in the environment away from ICU, which Foundation uses for
/// collation and formatting and which crashes on some locale names it cannot parse:
/// `LANG=aaaaaaaaaaaa` (a language of twelve letters) ended the ShowcaseApp at its first save
/// and `Storybook list --json` at once, inside ICU, before anything could be reported.
///
/// ``removeMalformedValues()`` runs first thing in each executable: a locale variable whose
/// value is not a locale name (`ll[_RR][.charset][@modifier]`, `C` or `POSIX`) is removed
/// from the process's environment, so ICU and everything the process starts see no locale
/// from it (and fall back to the next variable, or the root locale) instead of the bad one.
public enum LocaleEnvironment {
  /// The variables that name locales, in the order POSIX reads them.
  public static let names = [
    "LC_ALL", "LC_COLLATE", "LC_CTYPE", "LC_MESSAGES", "LC_MONETARY", "LC_NUMERIC", "LC_TIME", "LANG",
  ]

  /// Whether a value is a locale name ICU parses: empty, `C` or `POSIX` (with an optional
  /// character set, `C.UTF-8`), or a language of two to
  /// eight letters with an optional territory or script (`_` or `-` then two to eight letters
  /// or digits, repeated), character set (`.` then letters, digits, `-` or `_`) and modifier
  /// (`@` then the same), each at most 32 bytes.
  ///
  /// - Parameter value: the variable's value.
  /// - Returns: whether it is well formed.
  public static func isWellFormed(_ value: String) -> Bool {
    if value.isEmpty || value == "C" || value == "POSIX" { return true }
    let bytes = Array(value.utf8)
    guard bytes.count <= 96 else { return false }
    func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    var index = 0
    func run(_ allowed: (UInt8) -> Bool) -> Int {
      let start = index
      while index < bytes.count, allowed(bytes[index]) { index += 1 }
      return index - start
    }
    let language = run(isLetter)
    let isPortable =
      bytes.starts(with: Array("C".utf8)) && language == 1
      || bytes.starts(with: Array("POSIX".utf8)) && language == 5
    guard (2...8).contains(language) || isPortable else { return false }
    while index < bytes.count, bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: "-") {
      index += 1
      guard (2...8).contains(run { isLetter($0) || isDigit($0) }) else { return false }
    }
    let free: (UInt8) -> Bool = {
      isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard (1...32).contains(run(free)) else { return false }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "@") {
      index += 1
      guard (1...32).contains(run(free)) else { return false }
    }
    return index == bytes.count
  }

  /// Removes every locale variable whose value is not well formed (``isWellFormed(_:)``) from
  /// the process's environment. Call it before anything uses Foundation's locale-aware code.
  ///
  /// - Returns: the names removed, for a note to the user if wanted.
  @discardableResult
  public static func removeMalformedValues() -> [String] {
    var removed: [String] = []
    for name in names {
      guard let value = Platform.environmentValue(name), !isWellFormed(value) else { continue }
      Platform.removeEnvironmentValue(name)
      removed.append(name)
    }
    return removed
  }
}
