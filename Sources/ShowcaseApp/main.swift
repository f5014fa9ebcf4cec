import Foundation
import ViewKit
import ViewKitPlatform

let arguments = Array(CommandLine.arguments.dropFirst())
let status = await ShowcaseCLI.run(
  arguments, environment: ProcessInfo.processInfo.environment,
  input: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
  error: { FileHandle.standardError.write(Data((Sanitizer.sanitizeMessage($0) + "\n").utf8)) },
  output: { print($0) })
Platform.exitProcess(status)
