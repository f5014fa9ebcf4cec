import ViewKitPlatform

/// Standard output for a command line, written a line at a time with every write checked, so a
/// full disk or a closed file is an error the command reports instead of a false success
/// (`Storybook list > /dev/full`). The first failure stops further output.
package final class CheckedOutput: @unchecked Sendable {
  /// The error number of the first write that failed; nil while every write has succeeded.
  package private(set) var failure: Int32?
  private let descriptor: Int32

  /// Output to a descriptor, standard output by default.
  package init(descriptor: Int32 = Platform.standardOutput) {
    self.descriptor = descriptor
  }

  /// Writes a line and its line break, whole (retrying short and interrupted writes).
  package func line(_ text: String) {
    guard failure == nil else { return }
    var bytes = Array(text.utf8)
    bytes.append(0x0A)
    failure = bytes.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
  }

  /// The status to exit with: `status`, or 1 when a write failed (with `report` told why, in a
  /// line that starts with the program's name like its other messages).
  ///
  /// - Parameters:
  ///   - status: the command's own status.
  ///   - program: the program's name, which starts the message (`Storybook`).
  ///   - report: writes a message to standard error.
  /// - Returns: the status to exit with.
  package func finish(_ status: Int32, program: String = "error", report: (String) -> Void) -> Int32 {
    guard let failure else { return status }
    report("\(program): could not write to standard output: \(Platform.errorText(failure))")
    return status == 0 ? 1 : status
  }
}
