import Foundation
import ViewKit
import ViewKitDriver
import ViewKitPlatform

/// A storybook of your own views: their stories, the states they must cover, the themes they
/// are drawn in and where their golden files live. `main()` gives an executable the same
/// browser and command line as ViewKit's own `Storybook` (`list`, `render`, `check`, `export`,
/// `snapshots review|prune`, `themes`, `headless`).
///
/// ```swift
/// // Sources/MyStorybook/main.swift
/// import StorybookKit
///
/// Storybook(name: "MyStorybook", stories: MyStories.all).main()
/// ```
///
/// Paths are found from the file that creates the storybook (`#filePath`): the package root is
/// the nearest folder above it with a `Package.swift`, so the goldens and themes are the
/// package's own from wherever the executable runs.
public struct Storybook: Sendable {
  /// Where the themes come from.
  public enum Themes: Sendable {
    /// ViewKit's built-in themes.
    case builtIn
    /// The contexts of a DTCG resolver document (or the theme of one token file), as a path
    /// relative to the package root or absolute.
    case file(String)
  }

  /// The version of ViewKit this StorybookKit belongs to, as `--version` prints it.
  public static let viewKitVersion = "0.1.0"

  /// The executable's name, as commands in messages spell it (`swift run NAME …`).
  public var name: String
  /// The stories.
  public var registry: StoryRegistry
  /// The states each component declares; `check` reports any without a story.
  public var declarations: [StateDeclaration]
  /// Where the themes come from.
  public var themes: Themes
  /// The package root: the folder paths are relative to.
  public var packageRoot: String
  /// The golden folder, relative to the package root or absolute.
  public var goldens: String
  /// The calling thread's heap allocations so far, where the executable counts them; `work`
  /// then holds each story's allocations as a seventh count. nil (the default) counts none:
  /// ViewKit's own `Storybook` sets it from its `AllocationCount` module in a debug build on
  /// glibc.
  public var allocations: (@Sendable () -> Int?)?

  /// Creates a storybook.
  ///
  /// - Parameters:
  ///   - name: the executable product's name, used in usage text and messages.
  ///   - stories: every story.
  ///   - declarations: the states components declare (``StateDeclaration``); `check` reports
  ///     each state that no story shows.
  ///   - themes: ViewKit's built-in themes, or a theme file of the package.
  ///   - goldens: the golden folder, relative to the package root.
  ///   - file: leave out: the file that creates the storybook, from which the package root is
  ///     found.
  public init(
    name: String, stories: [Story], declarations: [StateDeclaration] = [], themes: Themes = .builtIn,
    goldens: String = "Tests/Snapshots/Goldens", file: StaticString = #filePath
  ) {
    self.name = name
    registry = StoryRegistry(stories)
    self.declarations = declarations
    self.themes = themes
    packageRoot = Self.packageRoot(containing: "\(file)")
    self.goldens = goldens
  }

  /// The nearest folder above a file that holds a `Package.swift`; the current folder when none
  /// does (a binary moved away from its sources).
  ///
  /// - Parameter path: a file inside the package.
  /// - Returns: the package's root folder.
  public static func packageRoot(containing path: String) -> String {
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder.path
      }
      folder.deleteLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
  }

  /// A path of the package: itself when absolute, else under the package root.
  ///
  /// - Parameter path: relative to the package root, or absolute.
  /// - Returns: the absolute path.
  public func resolve(_ path: String) -> String {
    path.hasPrefix("/") ? path : URL(fileURLWithPath: packageRoot).appendingPathComponent(path).path
  }

  /// Runs the command line of the process and exits with its status: the browser on a terminal,
  /// or the command the arguments name.
  public func main() -> Never {
    // Before anything reaches ICU: a malformed LANG would crash it.
    LocaleEnvironment.removeMalformedValues()
    // Every write is checked: a command whose output could not be written fails.
    let output = CheckedOutput()
    let error: @Sendable (String) -> Void = {
      FileHandle.standardError.write(Data(Self.standardErrorText($0).utf8))
    }
    var cli = StorybookCLI(
      output: { output.line($0) },
      error: error,
      environment: ProcessInfo.processInfo.environment,
      isTerminal: Platform.isTerminal(Platform.standardOutput),
      input: {
        Platform.isTerminal(Platform.standardInput) ? Self.readKey() : readLine(strippingNewline: true)
      },
      book: self)
    cli.inputIsTerminal = Platform.isTerminal(Platform.standardInput)
    Platform.exitProcess(
      output.finish(cli.run(Array(CommandLine.arguments.dropFirst())), program: "Storybook", report: error))
  }

  /// What a message becomes on standard error. Messages quote paths, keys, arguments and file
  /// contents: one sanitiser for all of them (line breaks and tabs kept, every other control and
  /// every bidirectional control made visible), so no message can emit an escape sequence.
  ///
  /// - Parameter message: the message, as a command reports it.
  /// - Returns: the bytes written, a line break at the end.
  static func standardErrorText(_ message: String) -> String { Sanitizer.sanitizeMessage(message) + "\n" }

  /// One key from a terminal, without waiting for Enter (the line discipline's echo shows it);
  /// nil at the end of input. The terminal's settings are put back before it returns.
  static func readKey() -> String? {
    let input = Platform.standardInput
    var saved = TerminalAttributes()
    guard Platform.getTerminalAttributes(input, &saved) == 0 else { return readLine(strippingNewline: true) }
    var raw = Platform.singleKeyMode(from: saved)
    _ = Platform.setTerminalAttributes(input, Platform.TerminalChange.now, &raw)
    defer {
      _ = Platform.setTerminalAttributes(input, Platform.TerminalChange.now, &saved)
      print("")
    }
    var byte: UInt8 = 0
    guard Platform.readBytes(input, &byte, 1) == 1, byte != 4 else { return nil }
    // Anything that is not a plain key (an escape sequence, a control) asks again.
    return byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : ""
  }

  /// Runs a command line and returns its exit status, with output and errors going where the
  /// caller says: for tests and for embedding in another tool.
  ///
  /// - Parameters:
  ///   - arguments: the arguments, without the program name.
  ///   - environment: the variables colour detection reads (`NO_COLOR`, `CLICOLOR`, …).
  ///   - output: receives each line of output.
  ///   - error: receives each message meant for standard error.
  /// - Returns: 0 on success, 1 when a check found problems, 2 for a usage error.
  public func run(
    _ arguments: [String], environment: [String: String] = [:], output: @escaping (String) -> Void,
    error: @escaping (String) -> Void
  ) -> Int32 {
    StorybookCLI(output: output, error: error, environment: environment, isTerminal: false, book: self)
      .run(arguments)
  }

  /// The themes, loaded: the built-ins, or the file's contexts with any problem described.
  func loadThemes() -> (themes: [Theme], diagnostics: [ThemeDiagnostic]) {
    switch themes {
    case .builtIn:
      return (Theme.builtIn, [])
    case .file(let path):
      let result = ThemeLoader.load(contentsOf: resolve(path), builtInSources: true)
      return (result.errors.isEmpty ? result.themes : [], result.diagnostics)
    }
  }
}
