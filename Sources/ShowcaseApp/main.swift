import Foundation
import ViewKit

exit(
  ShowcaseCLI.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    error: { FileHandle.standardError.write(Data((Sanitizer.sanitizeMessage($0) + "\n").utf8)) },
    output: { print(Sanitizer.sanitizeMessage($0)) }))
