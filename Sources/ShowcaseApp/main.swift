import Foundation

exit(
  ShowcaseCLI.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }, output: { print($0) }))
