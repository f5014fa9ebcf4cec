import ViewKitPlatform

/// Writes all of a text to a file descriptor.
func emit(_ text: String, to descriptor: Int32) {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes {
      Platform.writeBytes(descriptor, $0.baseAddress, $0.count)
    }
    if written < 0 && Platform.lastError == Platform.ErrorCode.interrupted { continue }
    guard written > 0 else { return }
    offset += written
  }
}

let status = BenchmarkCLI.run(
  Array(CommandLine.arguments.dropFirst()),
  output: { emit($0, to: Platform.standardOutput) },
  error: { emit($0 + "\n", to: Platform.standardError) })
Platform.exitProcess(status)
