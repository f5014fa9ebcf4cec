import Foundation
import ViewKit

let cli = StorybookCLI(
  output: { print($0) },
  error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
  environment: ProcessInfo.processInfo.environment,
  isTerminal: isatty(STDOUT_FILENO) == 1,
  input: { readLine(strippingNewline: true) })
exit(cli.run(Array(CommandLine.arguments.dropFirst())))
