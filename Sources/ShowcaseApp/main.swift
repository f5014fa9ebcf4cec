import Foundation
import ViewKit
import ViewKitDriver
import ViewKitPlatform

// Before anything reaches ICU: a malformed LANG would crash it.
LocaleEnvironment.removeMalformedValues()
let arguments = Array(CommandLine.arguments.dropFirst())
// Every write is checked: a run whose output could not be written fails.
let output = CheckedOutput()
let error: @Sendable (String) -> Void = {
  FileHandle.standardError.write(Data(ShowcaseCLI.standardErrorText($0).utf8))
}
let status = await ShowcaseCLI.run(
  arguments, environment: ProcessInfo.processInfo.environment,
  input: ShowcaseCLI.readStandardInput,
  error: error,
  output: { output.line($0) })
Platform.exitProcess(output.finish(status, program: "ShowcaseApp", report: error))
