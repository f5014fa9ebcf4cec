import Foundation
import ViewKit

let cli = StorybookCLI(
  output: { print($0) },
  // Messages quote paths, keys, arguments and file contents: one sanitiser for all of them.
  error: { FileHandle.standardError.write(Data((Sanitizer.sanitizeMessage($0) + "\n").utf8)) },
  environment: ProcessInfo.processInfo.environment,
  isTerminal: isatty(STDOUT_FILENO) == 1,
  input: { readLine(strippingNewline: true) })
exit(cli.run(Array(CommandLine.arguments.dropFirst())))
