import Foundation
import Testing

@testable import ShowcaseKit

func temporaryPath() -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent("showcase-\(UUID())/prefs.json").path
}

@Suite struct PrefsTests {
  @Test func roundTripsThroughTheFile() throws {
    let path = temporaryPath()
    let prefs = Prefs(store: FilePrefsStore(path: path))
    prefs.accessToken = "t1"
    prefs.userName = "Ada"
    prefs.tutorialShown = true
    let again = Prefs(store: FilePrefsStore(path: path))
    #expect(again.accessToken == "t1")
    #expect(again.userName == "Ada")
    #expect(again.tutorialShown)
    #expect(again.problem.withLock { $0 } == nil)
  }

  @Test func fileIsPrivateAndWrittenWhole() throws {
    let path = temporaryPath()
    let prefs = Prefs(store: FilePrefsStore(path: path))
    prefs.accessToken = "secret"
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["prefs.json"])
  }

  @Test func signOutKeepsTutorialAndTheme() {
    let prefs = Prefs(store: MemoryPrefsStore())
    prefs.accessToken = "t"
    prefs.userEmail = "a@b.c"
    prefs.tutorialShown = true
    prefs.themeName = "light"
    prefs.signOut()
    #expect(prefs.accessToken == nil && prefs.userEmail == nil)
    #expect(prefs.tutorialShown && prefs.themeName == "light")
  }

  @Test(arguments: ["not json", "[1, 2]", #"{"accessToken": 5}"#])
  func aDamagedFileIsReportedNotFatal(_ content: String) throws {
    let path = temporaryPath()
    try FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
    try Data(content.utf8).write(to: URL(fileURLWithPath: path))
    let prefs = Prefs(store: FilePrefsStore(path: path))
    #expect(prefs.accessToken == nil)
    let problem = prefs.problem.withLock { $0 } ?? ""
    #expect(problem.hasPrefix(path))
  }

  @Test func defaultPathFollowsXDG() {
    #expect(
      FilePrefsStore.defaultPath(environment: ["XDG_CONFIG_HOME": "/x"]) == "/x/viewkit-showcase/prefs.json")
    #expect(
      FilePrefsStore.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/viewkit-showcase/prefs.json")
  }
}
