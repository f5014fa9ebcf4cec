import Foundation

let status = BenchmarkCLI.run(
  Array(CommandLine.arguments.dropFirst()),
  output: { print($0) },
  error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status)
