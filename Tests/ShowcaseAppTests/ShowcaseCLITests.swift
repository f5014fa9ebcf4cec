import Foundation
import ShowcaseKit
import Testing
import ViewKit
import ViewKitPlatform

@testable import ShowcaseApp

/// How often the headless run asked for more input.
final class ReadCounter {
  var count = 0
}

/// The command line as a user runs it: arguments, standard input, a data folder of its own.
final class Run {
  let folder: URL
  var errors: [String] = []
  var output: [String] = []
  var status: Int32 = 0

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("vk-showcase-\(UUID().uuidString)")
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Runs `ShowcaseApp --headless --data-dir FOLDER ARGS` with `input` on standard input, `readSize`
  /// bytes a read.
  @discardableResult
  func headless(
    _ input: String, _ arguments: [String] = [], environment: [String: String] = [:], readSize: Int = 7
  ) async -> String {
    await run(
      ["--headless", "--data-dir", folder.path] + arguments, input: input, environment: environment,
      readSize: readSize)
  }

  @discardableResult
  func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:], readSize: Int = 7
  ) async -> String {
    errors = []
    output = []
    let bytes = Array(input.utf8)
    var next = 0
    status = await ShowcaseCLI.run(
      arguments, environment: environment,
      input: {
        // A few bytes a read, as a pipe may give them (an index, not removeFirst: a 3 MB paste
        // would cost seconds of copying).
        let end = min(next + readSize, bytes.count)
        defer { next = end }
        return Array(bytes[next..<end])
      }, error: { self.errors.append($0) },
      output: { self.output.append($0) })
    return output.joined(separator: "\n")
  }

  var log: String {
    (try? String(contentsOf: folder.appendingPathComponent("showcase.log"), encoding: .utf8)) ?? ""
  }
}

@Suite struct ShowcaseCLITests {
  /// `yes q | ShowcaseApp --headless`: input is read as it comes, so `q` quits while endless
  /// input is still on its way, after a chunk or two, not at the end of it.
  @Test(.timeLimit(.minutes(1))) func endlessInputQuitsAtTheFirstQ() async throws {
    let run = try Run()
    await run.headless("\u{1B}")
    await run.headless("demo@viewkit.dev\tviewkit\r")
    let reads = ReadCounter()
    let status = await ShowcaseCLI.run(
      ["--headless", "--data-dir", run.folder.path], environment: [:],
      input: {
        reads.count += 1
        // Endless, but a test must end: a run that reads it all stops at a million reads.
        return reads.count > 1_000_000 ? [] : Array(String(repeating: "q\n", count: 512).utf8)
      }, error: { _ in }, output: { _ in })
    #expect(status == 0)
    #expect(reads.count <= 2, "read \(reads.count) chunks")
  }

  /// A paste far over the cap is handed over in one piece up to its end marker, not byte by
  /// byte, and the key after it still acts. Read 64 KiB at a time, as `read(2)` gives a pipe's
  /// bytes: byte by byte that would be 1.5 million feeds, and 7-byte reads alone cost 3 s.
  @Test func aHugePasteCostsWhatTheCapCosts() async throws {
    let run = try Run()
    let screen = await run.headless(
      "\u{1B}\u{1B}[200~" + String(repeating: "x", count: 1_500_000) + "\u{1B}[201~\tviewkit",
      readSize: 65_536)
    #expect(run.status == 0)
    #expect(screen.contains("•••••••"), "the key after the paste moved to the password field: \(screen)")
    #expect(ShowcaseCLI.endOfPaste(in: Array("ab\u{1B}[201~c".utf8), from: 0) == 8)
    #expect(ShowcaseCLI.endOfPaste(in: Array("ab\u{1B}[201".utf8), from: 0) == nil)
  }

  @Test func theReadmesScriptsEndWhereTheySay() async throws {
    let run = try Run()
    let login = await run.headless("\u{1B}")
    #expect(run.status == 0 && run.errors.isEmpty)
    #expect(login.contains("Sign in") && login.contains("demo@viewkit.dev") && login.contains("DEV"))
    let home = await run.headless("demo@viewkit.dev\tviewkit\r")
    #expect(home.contains("Home") && home.contains("Ada Lovelace") && home.contains("Notifications  3"))
    let again = await run.headless("")
    #expect(again.contains("Home") && again.contains("Ada Lovelace"))
    let prefs = try String(contentsOf: run.folder.appendingPathComponent("prefs.json"), encoding: .utf8)
    #expect(prefs.contains("demo@viewkit.dev") && prefs.contains("vk1."))
    let attributes = try FileManager.default.attributesOfItem(
      atPath: run.folder.appendingPathComponent("prefs.json").path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test func theLogHasLevelsAndNeverAPasswordOrAToken() async throws {
    let run = try Run()
    await run.headless("\u{1B}")
    await run.headless("demo@viewkit.dev\tsecret-pass\r")
    #expect(run.output.joined().contains("The email or password is incorrect."))
    let log = run.log
    #expect(log.contains("INFO    [app] screen login"))
    #expect(log.contains("WARNING [api] POST /auth/login: 401, The email or password is incorrect."))
    #expect(
      log.contains("WARNING [app] sign-in failed: The email or password is incorrect. (invalid_credentials)"))
    #expect(!log.contains("secret-pass") && !log.contains("vk1."))
    let quiet = try Run()
    await quiet.headless("\u{1B}", ["--log-level", "warning"])
    #expect(!quiet.log.contains("INFO") && !quiet.log.contains("DEBUG"))
    await quiet.headless("", ["--env", "prod"])
    #expect(!quiet.log.contains("screen splash"))
  }

  @Test func theLogIsOneLineAnEventInWords() async throws {
    let run = try Run()
    await run.headless("\u{1B}")
    await run.headless("expired@viewkit.dev\tviewkit\r")
    await run.headless("offline@viewkit.dev\tviewkit\rr")
    let log = run.log
    let lines = log.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(
        !line.contains("ShowcaseKit.") && !line.contains("APIErrorDetail(") && !line.contains("vk1."),
        "\(line)")
      #expect(!line.contains("viewkit\t") && !line.contains("password:"), "\(line)")
    }
    let ended = lines.filter { $0.contains("the session expired and could not be refreshed") }
    #expect(ended.count == 1, "one expiry, one line")
    #expect(lines.filter { $0.contains("refused to refresh") }.count == 1)
    #expect(lines.filter { $0.contains("no connection: the banner shows") }.count == 1)
    #expect(!log.contains("showing"))
  }

  @Test func theExpiredAccountEndsOnLoginWithTheReason() async throws {
    let run = try Run()
    await run.headless("\u{1B}")
    let screen = await run.headless("expired@viewkit.dev\tviewkit\r")
    #expect(screen.contains("Session expired") && screen.contains("Sign in"))
    let next = await run.headless("")
    #expect(next.contains("Sign in") && !next.contains("Session expired"))
  }

  @Test func theRefreshAccountIsRefreshedAtEachLaunchAndNeverSignsInAgain() async throws {
    let run = try Run()
    await run.headless("\u{1B}")
    let home = await run.headless("refresh@viewkit.dev\tviewkit\r")
    #expect(home.contains("Ada Lovelace"))
    // Each tab twice (the README's script makes 20 launches; a launch costs a tenth of a second
    // here, and the access token expires every three requests whatever their number).
    for index in 1...8 {
      let screen = await run.headless("\(index % 4 + 1)")
      #expect(!screen.contains("Sign in") && !screen.contains("Session expired"), "\(index)")
    }
    #expect(run.log.contains("the access token expired and was refreshed"))
    #expect(!run.log.contains("vk1."))
  }

  @Test func theReadmesSearchScriptOpensAPersonAndGoesBack() async throws {
    let run = try Run()
    await run.headless("\u{1B}[27udemo@viewkit.dev\tviewkit\r")
    let person = await run.headless("2ada\t\r")
    #expect(
      person.contains("Search › @ada") && person.contains("18,000 Followers") && person.contains("Back"))
    let back = await run.headless("2ada\t\r\u{1B}[27u")
    #expect(back.contains("People") && back.contains("山田太郎") && !back.contains("18,000 Followers"))
    let expired = try Run()
    let login = await expired.headless("\u{1B}[27uexpired@viewkit.dev\tviewkit\r")
    #expect(login.contains("Session expired") && login.contains("Sign in"))
  }

  @Test func aRequiredUpdateStopsTheSplashAndEnterQuits() async throws {
    let run = try Run()
    let blocked = await run.headless("", ["--require-version", "2.0"])
    #expect(blocked.contains("Update required") && blocked.contains("Install version 2.0 or later"))
    #expect(!blocked.contains("Welcome"), "the tutorial waits")
    await run.headless("\r", ["--require-version", "2.0"])
    #expect(run.status == 0)
    #expect(run.log.contains("headless run ended on splash"))
    let served = await run.headless("", ["--require-version", "1.0"])
    #expect(!served.contains("Update required") && served.contains("Welcome"))
  }

  @Test func theOfflineAccountRecoversWithRetry() async throws {
    let run = try Run()
    await run.headless("\u{1B}")
    let offline = await run.headless("offline@viewkit.dev\tviewkit\r")
    #expect(offline.contains("No connection") && offline.contains("retry"))
    let recovered = await run.headless("r")
    #expect(recovered.contains("Ada Lovelace") && !recovered.contains("No connection"))
  }

  @Test func resetStartsCleanAndEnvironmentsAndLanguagesShow() async throws {
    let run = try Run()
    await run.headless("\u{1B}")
    await run.headless("demo@viewkit.dev\tviewkit\r")
    let reset = await run.headless("", ["--reset"])
    #expect(reset.contains("1 of 3"))
    let prod = await run.headless("", ["--env", "prod"])
    #expect(!prod.contains("DEV") && !prod.contains("STAGING"))
    let staging = await run.headless("", environment: ["SHOWCASE_ENV": "staging"])
    #expect(staging.contains("STAGING"))
    let japanese = await run.headless("", ["--lang", "ja"])
    #expect(japanese.contains("ViewKit Socialへようこそ"))
    let remembered = await run.headless("")
    #expect(remembered.contains("ViewKit Socialへようこそ"))
    let spelledWithEquals = await run.headless("", ["--lang=en", "--theme=AUTO"])
    #expect(run.status == 0 && spelledWithEquals.contains("Welcome to ViewKit Social"))
    let fromLang = try Run()
    #expect(await fromLang.headless("", environment: ["LANG": "ja_JP.UTF-8"]).contains("スキップ"))
  }

  @Test func everySizeFromTheSmallestWorksAndSmallerSaysSo() async throws {
    let run = try Run()
    let small = await run.headless("", ["--size", "59x20"])
    #expect(small.contains("Terminal 59×20: ShowcaseApp needs at least 60×20."))
    for size in ["60x20", "80x24", "200x60"] {
      let screen = await run.headless("\u{1B}", ["--size", size])
      #expect(screen.contains("Sign in") && screen.contains("you@example.com"), "\(size)")
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == Int(size.split(separator: "x")[1]), "\(size)")
    }
  }

  @Test func colourOnlyWhenAskedAndNeverUnderNoColor() async throws {
    let run = try Run()
    #expect(!(await run.headless("")).contains("\u{1B}"))
    #expect(await run.headless("", ["--color", "truecolor"]).contains("\u{1B}[38;2;"))
    let noColor = await run.headless("", ["--color", "always"], environment: ["NO_COLOR": "1"])
    #expect(noColor.contains("\u{1B}[1m") && !noColor.contains("38;2") && !noColor.contains("[3"))
  }

  @Test func mistakesAreClearErrorsWithStatus2() async throws {
    let run = try Run()
    let cases: [([String], [String: String], String)] = [
      (["--frobnicate"], [:], "unknown argument \"--frobnicate\""),
      (["--lang", "fr"], [:], "unknown language \"fr\"; use one of en, ja"),
      (["--size", "80"], [:], "--size takes WIDTHxHEIGHT"),
      (["--log-level", "loud"], [:], "--log-level takes one of trace, debug, info, warning, error, fatal"),
      (["--theme", "neon"], [:], "--theme takes one of auto, "),
      (["--env"], [:], "--env needs a value"),
      (["--require-version", "2.x"], [:], "--require-version takes a dotted version such as 2.0"),
      ([], ["SHOWCASE_ENV": "qa"], "SHOWCASE_ENV: unknown environment \"qa\""),
    ]
    for (arguments, environment, message) in cases {
      await run.run(arguments, environment: environment)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errors.joined().contains(message), "\(run.errors)")
      #expect(run.errors.joined().contains("ShowcaseApp --help"))
    }
    await run.run(["--help"])
    #expect(run.status == 0 && run.output.joined().contains("--headless"))
  }

  @Test func aLooseDataFolderIsMadePrivateOrRefused() async throws {
    let run = try Run()
    try FileManager.default.createDirectory(at: run.folder, withIntermediateDirectories: true)
    for name in ["prefs.json", "showcase.log"] {
      let path = run.folder.appendingPathComponent(name).path
      try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: run.folder.path)
    await run.headless("\u{1B}")
    #expect(run.status == 0)
    #expect(
      run.errors.joined().contains("the data folder was open to other users (mode 0755); it is now 0700"))
    func mode(_ path: String) throws -> Int? {
      try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }
    #expect(try mode(run.folder.path) == 0o700)
    for name in ["prefs.json", "showcase.log"] {
      #expect(try mode(run.folder.appendingPathComponent(name).path) == 0o600, "\(name)")
    }
    let shared = try Run()
    try FileManager.default.createDirectory(at: shared.folder, withIntermediateDirectories: true)
    try Data().write(to: shared.folder.appendingPathComponent("notes.txt"))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shared.folder.path)
    await shared.headless("")
    #expect(shared.status == 1 && shared.output.isEmpty)
    #expect(
      shared.errors.joined().contains("holds other files, so it is left as it is and the app does not start"))
    #expect(try mode(shared.folder.path) == 0o755)
    #expect(!FileManager.default.fileExists(atPath: shared.folder.appendingPathComponent("prefs.json").path))
  }

  /// `--data-dir LINK`: one line naming the path, status 1, nothing read or written through it,
  /// whether the link leads to a folder or to nothing (which would otherwise be created).
  @Test func aDataFolderThatIsASymbolicLinkIsRefusedInOneLine() async throws {
    let run = try Run()
    let target = run.folder.appendingPathComponent("real").path
    try FileManager.default.createDirectory(
      atPath: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    let link = run.folder.appendingPathComponent("link").path
    #expect(Platform.makeSymbolicLink(target, link) == 0)
    let dangling = run.folder.appendingPathComponent("dangling").path
    let nowhere = run.folder.appendingPathComponent("nowhere").path
    #expect(Platform.makeSymbolicLink(nowhere, dangling) == 0)
    for path in [link, link + "/", dangling] {
      await run.run(["--headless", "--data-dir", path], input: "\u{1B}")
      #expect(run.status == 1 && run.output.isEmpty)
      #expect(
        run.errors == [
          "ShowcaseApp: \(path): the data folder is a symbolic link, which the app does not follow; "
            + "pass --data-dir with the folder itself"
        ])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
    #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o755)
    #expect(!FileManager.default.fileExists(atPath: nowhere))
  }

  @Test func aDataFolderThatCannotBeMadeIsAnErrorNotACrash() async throws {
    let run = try Run()
    try Data("x".utf8).write(to: run.folder)
    await run.headless("")
    #expect(run.status == 1)
    #expect(run.errors.joined().contains("cannot create the data folder \(run.folder.path)"))
  }

  @Test(.timeLimit(.minutes(1))) func aHostileLogIsRefusedNeverWaitedOnAndNeverEmptiedThroughALink()
    async throws
  {
    let run = try Run()
    try FileManager.default.createDirectory(
      at: run.folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let log = run.folder.appendingPathComponent("showcase.log").path
    #expect(Platform.makeFIFO(log, 0o600) == 0)
    let screen = await run.headless("\u{1B}")
    #expect(run.status == 0 && screen.contains("Sign in"))
    #expect(
      run.errors == [
        "ShowcaseApp: warning: cannot open the log \(log): it is not a regular file; nothing is logged"
      ])
    Platform.removeFile(log)
    let victim = run.folder.appendingPathComponent("victim").path
    let precious = Data("precious\n".utf8)
    try precious.write(to: URL(fileURLWithPath: victim))
    #expect(Platform.makeSymbolicLink(victim, log) == 0)
    await run.headless("", ["--reset"])
    #expect(run.errors.joined().contains("cannot open the log \(log): it is a symbolic link"))
    Platform.removeFile(log)
    try FileManager.default.linkItem(atPath: victim, toPath: log)
    await run.headless("", ["--reset"])
    #expect(run.errors.joined().contains("cannot open the log \(log): it has 2 names (hard links)"))
    #expect(FileManager.default.contents(atPath: victim) == precious)
    Platform.removeFile(log)
    await run.headless("\u{1B}")
    await run.headless("", ["--reset"])
    // A log of its own is emptied: one run's start is left in it.
    #expect(run.errors.isEmpty && run.log.components(separatedBy: "[app] start: ").count == 2)
  }

  @Test func hostileInputIsHarmless() async throws {
    let run = try Run()
    var generator = SeededBytes(seed: 7)
    // Seeded and bounded: four scripts of 120 random bytes (a frame or two per event).
    for _ in 0..<4 {
      let bytes = (0..<120).map { _ in generator.next() }
      let screen = await run.headless(String(decoding: bytes, as: UTF8.self))
      #expect(!screen.contains("\u{1B}") && run.status == 0)
    }
    let paste = "\u{1B}[200~" + String(repeating: "🐛ab\u{1B}]0;x\u{07}", count: 5_000) + "\u{1B}[201~"
    let screen = await run.headless("\u{1B}" + paste, ["--size", "60x20"])
    #expect(!screen.contains("\u{1B}") && screen.contains("Sign in"))
  }
}

/// Every path of the ShowcaseApp that prints text from outside (arguments, environment values,
/// paths, typed input) prints it inert: on standard output as written, on standard error as
/// `main` writes it (`ShowcaseCLI.standardErrorText`), with no escape sequence, no bidirectional
/// control and no forged line.
@Suite struct ShowcaseInertOutputTests {
  static let hostile = "X\u{1B}[31mR\u{1B}]0;TITLE\u{07}\u{9B}2J\u{202E}B\u{2066}Y\u{2028}Z\nFORGED"

  /// What in `text` a terminal would act on, or a forged line: nil when it is inert.
  static func actionable(_ text: String) -> String? {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value) {
        return "control U+\(String(value, radix: 16))"
      }
      if Sanitizer.isLayoutControl(value) { return "layout control U+\(String(value, radix: 16))" }
    }
    if text.split(separator: "\n").contains(where: { $0.hasPrefix("FORGED") }) { return "a forged line" }
    return nil
  }

  /// The problems in what a run wrote.
  static func problems(_ run: Run) -> [String] {
    run.output.compactMap { actionable($0).map { "standard output: \($0)" } }
      + run.errors.compactMap { message in
        actionable(ShowcaseCLI.standardErrorText(message)).map {
          "standard error: \($0): \(Sanitizer.sanitizeLine(message))"
        }
      }
  }

  @Test func argumentsEnvironmentValuesPathsAndInputAreInert() async throws {
    let hostile = Self.hostile
    let run = try Run()
    let commands: [([String], [String: String])] = [
      ([hostile], [:]), (["--theme", hostile], [:]), (["--lang", hostile], [:]), (["--env", hostile], [:]),
      (["--log-level", hostile], [:]), (["--color", hostile], [:]), (["--size", hostile], [:]),
      (["--require-version", hostile], [:]), (["--theme"], [:]),
      (["--headless"], ["SHOWCASE_ENV": hostile]), (["--doctor"], ["TERM": hostile, "COLORTERM": hostile]),
    ]
    for (arguments, environment) in commands {
      await run.run(arguments, environment: environment)
      #expect(run.status != 0 || arguments == ["--doctor"])
      #expect(Self.problems(run).isEmpty, "\(arguments.map(Sanitizer.sanitizeLine)): \(Self.problems(run))")
    }
    // A data folder whose name is hostile: made, used and named in the log; and one that is a link.
    let folder = run.folder.appendingPathComponent(hostile).path
    await run.run(["--headless", "--data-dir", folder], input: "\u{1B}[27u\(hostile)")
    #expect(run.status == 0 && Self.problems(run).isEmpty, "\(Self.problems(run))")
    let link = run.folder.appendingPathComponent("link" + hostile).path
    #expect(Platform.makeSymbolicLink(folder, link) == 0)
    await run.run(["--headless", "--data-dir", link], input: "")
    #expect(run.status == 1 && run.errors.count == 1 && Self.problems(run).isEmpty, "\(Self.problems(run))")
    // Typed and pasted into the sign-in form, then shown on the screen printed.
    let screen = await run.run(
      ["--headless", "--data-dir", folder, "--color", "always"],
      input: "\u{1B}[200~\(hostile)\u{1B}[201~\t\(hostile)")
    #expect(screen.contains("TITLE"))
    let text = screen.replacingOccurrences(of: #"\u{1B}\[[0-9;:]*m"#, with: "", options: .regularExpression)
    #expect(Self.actionable(text) == nil, "\(Sanitizer.sanitizeLine(text.prefix(400)))")
  }
}

/// A small deterministic byte source for fuzzing.
struct SeededBytes {
  var state: UInt64
  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
  mutating func next() -> UInt8 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return UInt8(truncatingIfNeeded: state)
  }
}

/// `--doctor` prints the report and starts nothing; with no TERM it asks nothing.
@Suite struct ShowcaseDoctorTests {
  @Test func doctorAsksNothingWithoutTERM() async throws {
    let run = try Run()
    let text = await run.run(["--doctor"])
    #expect(run.status == 0 && run.errors.isEmpty)
    #expect(text.contains("Nothing was asked"))
    #expect(text.contains("What ViewKit will use"))
  }
}
