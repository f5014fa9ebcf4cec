import ViewKitPlatform

/// Writes all of a text to a file descriptor.
func emit(_ text: String, to descriptor: Int32) {
  _ = Array(text.utf8).withUnsafeBytes { Platform.writeAll(descriptor, $0) }
}

let status = BenchmarkCLI.run(
  Array(CommandLine.arguments.dropFirst()),
  output: { emit($0, to: Platform.standardOutput) },
  error: { emit($0 + "\n", to: Platform.standardError) })
Platform.exitProcess(status)
