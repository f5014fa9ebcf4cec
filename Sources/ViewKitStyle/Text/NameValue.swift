extension String {
  /// The text before and after the first `=` scalar, or nil when there is none: `NAME=VALUE` as
  /// typed, even when the value starts with a combining mark, VS16 or ZWJ (which would join the
  /// `=` into one `Character`, so a split at a `Character` would find no `=`).
  package var splitAtFirstEquals: (name: String, value: String)? {
    guard let equals = unicodeScalars.firstIndex(of: "=") else { return nil }
    return (
      String(String.UnicodeScalarView(unicodeScalars[..<equals])),
      String(String.UnicodeScalarView(unicodeScalars[unicodeScalars.index(after: equals)...]))
    )
  }

  /// Whether the text starts with `prefix`, scalar by scalar (`text=` before a value that starts
  /// with a combining mark), and the rest after it.
  ///
  /// - Parameter prefix: the scalars to look for.
  /// - Returns: the rest of the text, or nil when it does not start with them.
  package func afterScalarPrefix(_ prefix: String) -> String? {
    guard unicodeScalars.starts(with: prefix.unicodeScalars) else { return nil }
    return String(String.UnicodeScalarView(unicodeScalars.dropFirst(prefix.unicodeScalars.count)))
  }
}
