import Foundation
import Synchronization
import Testing
import ViewKitPlatform

@testable import ShowcaseKit

@Suite struct PrefsTests {
  @Test func roundTripsThroughTheFile() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let path = folder.prefs
    let prefs = Prefs(store: FilePrefsStore(path: path))
    prefs.accessToken = "t1"
    prefs.userName = "Ada"
    prefs.tutorialShown = true
    let again = Prefs(store: FilePrefsStore(path: path))
    #expect(again.accessToken == "t1")
    #expect(again.userName == "Ada")
    #expect(again.tutorialShown)
    #expect(again.problem == nil && again.warnings.isEmpty)
  }

  @Test func fileIsPrivateAndWrittenWhole() throws {
    let scratch = ScratchFolder()
    defer { scratch.remove() }
    let path = scratch.prefs
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

  @Test func defaultPathFollowsXDG() {
    #expect(
      FilePrefsStore.defaultPath(environment: ["XDG_CONFIG_HOME": "/x"]) == "/x/viewkit-showcase/prefs.json")
    #expect(
      FilePrefsStore.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/viewkit-showcase/prefs.json")
  }

  /// Prefs are written by hand (Foundation's sorted keys go through ICU): whatever the keys and
  /// values hold, they read back the same, in a file sorted by key.
  @Test func theHandWrittenJSONReadsBackAsWritten() throws {
    let tricky = [
      "", "plain", "quote \" and \\ backslash", "line\nbreak\r\ttab", "\u{0}\u{1F}\u{7F}", "\u{2028}\u{2029}",
      "\u{FEFF}starts with a BOM", "a\\\u{FEFF}after an escape", "日本語 👍🏽 e\u{301}", "\u{10FFFF}",
    ]
    var values: [String: String] = [:]
    for (index, text) in tricky.enumerated() { values["\(text)#\(index)"] = text }
    let data = FilePrefsStore.encode(values)
    #expect(try FilePrefsStore.decode(Array(data)) == values)
    #expect(try FilePrefsStore.decode(Array(FilePrefsStore.encode([:]))) == [:])
    // The same values make the same bytes, whatever order they were added in.
    var reversed: [String: String] = [:]
    for (key, value) in values.sorted(by: { $0.key > $1.key }) { reversed[key] = value }
    #expect(FilePrefsStore.encode(reversed) == data)
  }

  @Test func aRelativeOrMissingHomeIsNeverReadAgainstTheWorkingFolderOrTmp() throws {
    // A relative XDG_CONFIG_HOME is ignored, as the XDG specification says.
    #expect(
      FilePrefsStore.defaultPath(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"])
        == "/h/.config/viewkit-showcase/prefs.json")
    // No home: the user's own runtime folder (0700, the user's), never a shared path such as
    // /tmp, nor a runtime folder others can use or one that does not exist; nothing at all: nil.
    let runtime = ScratchFolder()
    defer { runtime.remove() }
    try runtime.create(mode: 0o700)
    #expect(
      FilePrefsStore.defaultPath(environment: ["XDG_RUNTIME_DIR": runtime.path])
        == runtime.path + "/viewkit-showcase/prefs.json")
    #expect(FilePrefsStore.defaultPath(environment: ["XDG_RUNTIME_DIR": "/tmp"]) == nil)
    #expect(Platform.changeMode(runtime.path, 0o755) == 0)
    #expect(FilePrefsStore.defaultPath(environment: ["XDG_RUNTIME_DIR": runtime.path]) == nil)
    #expect(FilePrefsStore.defaultPath(environment: ["XDG_RUNTIME_DIR": runtime.path + "/missing"]) == nil)
    #expect(FilePrefsStore.defaultPath(environment: ["HOME": "relative"]) == nil)
    #expect(FilePrefsStore.defaultPath(environment: [:]) == nil)
  }
}

/// A folder of its own under the temporary directory, removed (permissions restored first) by
/// ``remove()``.
struct ScratchFolder {
  /// The folder.
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-\(UUID())").path
  /// The prefs file in it.
  var prefs: String { path + "/prefs.json" }

  /// Creates the folder with a mode.
  func create(mode: FileMode = 0o700) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    #expect(Platform.changeMode(path, mode) == 0)
  }

  /// Writes a file with a mode.
  func write(_ bytes: [UInt8], to file: String, mode: FileMode = 0o600) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    #expect(Platform.changeMode(file, mode) == 0)
  }

  /// The names in the folder, sorted.
  func entries() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

  /// Removes the folder and everything in it.
  func remove() {
    _ = Platform.changeMode(path, 0o700)
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// The permission bits of a path (not following a link), or nil when it does not exist.
func permissions(_ path: String) -> FileMode? {
  var info = FileStatus()
  guard Platform.linkStatus(path, &info) == 0 else { return nil }
  return info.st_mode & 0o7777
}

/// Whether the tests run as root, who is not stopped by file permissions.
let runningAsRoot = Platform.userID() == 0

/// A store that counts its saves.
final class CountingStore: PrefsStore {
  let inner = MemoryPrefsStore()
  let saves = Mutex(0)

  func load() -> LoadedPrefs { inner.load() }

  func save(_ values: [String: String]) {
    saves.withLock { $0 += 1 }
    inner.save(values)
  }
}

@Suite struct PrivatePrefsFileTests {
  @Test func aSaveLeavesA0600FileInA0700FolderAndNoTemporary() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let store = FilePrefsStore(path: folder.prefs)
    try store.save(["accessToken": "secret"])
    try store.save(["accessToken": "secret2"])
    #expect(permissions(folder.prefs) == 0o600)
    #expect(permissions(folder.path) == 0o700)
    #expect(folder.entries() == ["prefs.json"])
    #expect(try store.load() == LoadedPrefs(values: ["accessToken": "secret2"]))
  }

  /// Found by an adversarial run: two instances on one folder undid each other's changes.
  @Test func twoInstancesOnOneFolderKeepEachOthersChanges() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let first = Prefs(store: FilePrefsStore(path: folder.prefs))
    let second = Prefs(store: FilePrefsStore(path: folder.prefs))
    first.themeName = "light"
    second.languageCode = "ja"
    first.tutorialShown = true
    let values = try FilePrefsStore(path: folder.prefs).load().values
    #expect(values == ["themeName": "light", "language": "ja", "tutorialShown": "true"])
  }

  @Test func missingParentsAreCreatedPrivate() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let path = folder.path + "/config/viewkit-showcase/prefs.json"
    try FilePrefsStore(path: path).save(["a": "b"])
    #expect(permissions(folder.path + "/config") == 0o700)
    #expect(permissions(folder.path + "/config/viewkit-showcase") == 0o700)
    #expect(permissions(path) == 0o600)
  }

  @Test func aLooseFileAndFolderAreTightenedOnLoadWithWarnings() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create(mode: 0o755)
    try folder.write(Array(#"{"accessToken": "t"}"#.utf8), to: folder.prefs, mode: 0o644)
    let prefs = Prefs(store: FilePrefsStore(path: folder.prefs))
    #expect(prefs.accessToken == "t")
    #expect(prefs.problem == nil)
    #expect(
      prefs.warnings == [
        "\(folder.path): the prefs folder was open to other users (mode 0755); it is now 0700",
        "\(folder.prefs): the prefs file was readable by other users (mode 0644); it is now 0600",
      ])
    #expect(permissions(folder.path) == 0o700)
    #expect(permissions(folder.prefs) == 0o600)
    #expect(Prefs(store: FilePrefsStore(path: folder.prefs)).warnings.isEmpty)
  }

  @Test func aLooseFolderIsTightenedOnSave() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create(mode: 0o755)
    try FilePrefsStore(path: folder.prefs).save(["a": "b"])
    #expect(permissions(folder.path) == 0o700)
    #expect(permissions(folder.prefs) == 0o600)
  }

  @Test func aFolderTheStoreDoesNotOwnIsLeftAsItIs() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create(mode: 0o755)
    let store = FilePrefsStore(path: folder.prefs, ownsFolder: false)
    try store.save(["a": "b"])
    #expect(try store.load().warnings.isEmpty)
    #expect(permissions(folder.path) == 0o755)
    #expect(permissions(folder.prefs) == 0o600)
  }

  @Test func temporariesOfADeadProcessAreRemovedOnLoad() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    let stale = folder.path + "/.prefs.json.999999999.1a2b.tmp"
    let oldStyle = folder.path + "/.prefs.json.999999998.tmp"
    let ours = folder.path + "/.prefs.json.\(Platform.processID()).1a2b.tmp"
    for file in [stale, oldStyle, ours] { try folder.write(Array("{}".utf8), to: file) }
    _ = try FilePrefsStore(path: folder.prefs).load()
    #expect(folder.entries() == [".prefs.json.\(Platform.processID()).1a2b.tmp"])
  }

  /// A damaged prefs file and the reason its warning gives, shown by its reason and size: Swift
  /// Testing otherwise describes and encodes every byte of an argument, which took 1.5 s for
  /// the file past 1 MiB.
  struct DamagedFile: CustomTestStringConvertible, Sendable {
    let bytes: [UInt8]
    let reason: String
    var testDescription: String { "\(reason), \(bytes.count) bytes" }
  }

  static let damaged = [
    DamagedFile(bytes: Array("not json".utf8), reason: "not JSON"),
    DamagedFile(bytes: Array("[1, 2]".utf8), reason: "not a JSON object"),
    DamagedFile(bytes: Array(#"{"accessToken": 5}"#.utf8), reason: "a value is not a string"),
    DamagedFile(bytes: [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x22, 0x22, 0x7D], reason: "not UTF-8"),
    DamagedFile(bytes: [], reason: "not JSON"),
    DamagedFile(
      bytes: Array(#"{"accessToken": ""#.utf8) + [UInt8](repeating: 0x61, count: FilePrefsStore.maximumSize)
        + Array(#""}"#.utf8),
      reason: "larger than 1 MiB"),
  ]

  @Test(arguments: damaged)
  func aDamagedFileIsMovedAsideAndThePrefsStartEmpty(_ damaged: DamagedFile) throws {
    let (bytes, reason) = (damaged.bytes, damaged.reason)
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    try folder.write(bytes, to: folder.prefs, mode: 0o644)
    let prefs = Prefs(store: FilePrefsStore(path: folder.prefs))
    #expect(prefs.accessToken == nil)
    #expect(prefs.problem == nil)
    let asides = folder.entries().filter { $0.hasPrefix("prefs.json.corrupt-") }
    #expect(asides.count == 1 && !folder.entries().contains("prefs.json"))
    let aside = folder.path + "/" + (asides.first ?? "")
    #expect(
      prefs.warnings.last
        == "\(folder.prefs): the prefs file is not valid (\(reason)); moved it to \(aside) and started with"
        + " empty prefs")
    #expect(permissions(aside) == 0o600)
    #expect(FileManager.default.contents(atPath: aside) == Data(bytes))
    prefs.accessToken = "fresh"
    #expect(prefs.problem == nil)
    #expect(Prefs(store: FilePrefsStore(path: folder.prefs)).accessToken == "fresh")
  }

  @Test func twoDamagedFilesInOneSecondAreBothKept() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    for content in ["first", "second"] {
      try folder.write(Array(content.utf8), to: folder.prefs)
      #expect(Prefs(store: FilePrefsStore(path: folder.prefs)).warnings.count == 1)
    }
    #expect(folder.entries().filter { $0.hasPrefix("prefs.json.corrupt-") }.count == 2)
  }

  @Test func resetWorksOverADamagedFile() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    try folder.write(Array("{ half".utf8), to: folder.prefs)
    let prefs = Prefs(store: FilePrefsStore(path: folder.prefs))
    prefs.reset()
    prefs.themeName = "light"
    #expect(prefs.problem == nil)
    let again = Prefs(store: FilePrefsStore(path: folder.prefs))
    #expect(again.warnings.isEmpty && again.problem == nil)
    #expect(again.themeName == "light" && again.accessToken == nil)
  }

  @Test(.disabled(if: runningAsRoot, "root is not stopped by a read-only folder"))
  func aSaveIntoAReadOnlyFolderIsAnErrorAndKeepsTheOldFile() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let prefs = Prefs(store: FilePrefsStore(path: folder.prefs))
    prefs.accessToken = "old"
    #expect(Platform.changeMode(folder.path, 0o500) == 0)
    prefs.accessToken = "new"
    let problem = prefs.problem ?? ""
    #expect(
      problem.hasPrefix("\(folder.prefs): cannot save prefs: cannot create \(folder.path)/.prefs.json."))
    #expect(problem.hasSuffix("(Permission denied)"))
    #expect(Platform.changeMode(folder.path, 0o700) == 0)
    #expect(Prefs(store: FilePrefsStore(path: folder.prefs)).accessToken == "old")
    #expect(folder.entries() == ["prefs.json"])
    prefs.accessToken = "newer"
    #expect(prefs.problem == nil)
  }

  @Test func aSaveThatFailsEvenForRootKeepsTheOldFile() throws {
    // A name this long leaves no room for the temporary's name (NAME_MAX is 255 bytes).
    let folder = ScratchFolder()
    defer { folder.remove() }
    let path = folder.path + "/" + String(repeating: "p", count: 245)
    try folder.create()
    try folder.write(Array(#"{"accessToken": "old"}"#.utf8), to: path)
    let prefs = Prefs(store: FilePrefsStore(path: path))
    #expect(prefs.accessToken == "old")
    prefs.accessToken = "new"
    #expect(prefs.problem?.hasPrefix("\(path): cannot save prefs: cannot create ") == true)
    #expect(prefs.problem?.hasSuffix("(File name too long)") == true)
    #expect(Prefs(store: FilePrefsStore(path: path)).accessToken == "old")
    #expect(folder.entries() == [String(repeating: "p", count: 245)])
  }

  @Test func aSymbolicLinkIsNeitherReadNorWrittenThrough() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    let target = folder.path + "/elsewhere.json"
    let original = Array(#"{"accessToken": "theirs"}"#.utf8)
    try folder.write(original, to: target, mode: 0o644)
    #expect(Platform.makeSymbolicLink(target, folder.prefs) == 0)
    let prefs = Prefs(store: FilePrefsStore(path: folder.prefs))
    #expect(prefs.accessToken == nil)
    let expected =
      "\(folder.prefs): the prefs file is a symbolic link; prefs are not read or saved through a link"
      + " (put the file itself there)"
    #expect(prefs.problem == expected)
    prefs.accessToken = "mine"
    #expect(prefs.problem == expected)
    #expect(FileManager.default.contents(atPath: target) == Data(original))
    #expect(permissions(target) == 0o644)
    #expect(throws: ShowcaseError.self) { try FilePrefsStore(path: folder.prefs).save(["accessToken": "x"]) }
    var info = FileStatus()
    #expect(Platform.linkStatus(folder.prefs, &info) == 0 && info.st_mode & 0o170000 == 0o120000)
  }

  @Test func aHardLinkedFileIsRefusedAndItsOtherNameKeepsItsModeAndContent() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    let notes = folder.path + "/notes.json"
    let original = Array(#"{"accessToken": "theirs"}"#.utf8)
    try folder.write(original, to: notes, mode: 0o644)
    try FileManager.default.linkItem(atPath: notes, toPath: folder.prefs)
    let prefs = Prefs(store: FilePrefsStore(path: folder.prefs))
    #expect(prefs.accessToken == nil)
    #expect(
      prefs.problem
        == "\(folder.prefs): the prefs file is refused: it has 2 names (hard links), not one; prefs are not"
        + " saved this time")
    prefs.accessToken = "mine"
    #expect(FileManager.default.contents(atPath: notes) == Data(original))
    #expect(permissions(notes) == 0o644)
  }

  @Test(.timeLimit(.minutes(1))) func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    #expect(Platform.makeFIFO(folder.prefs, 0o600) == 0)
    let prefs = Prefs(store: FilePrefsStore(path: folder.prefs))
    #expect(prefs.problem?.hasPrefix("\(folder.prefs): the prefs path is not a regular file") == true)
  }

  @Test(.enabled(if: runningAsRoot, "only root can give a file to another user"))
  func anotherUsersFileIsRefused() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    try folder.write(Array(#"{"accessToken": "theirs"}"#.utf8), to: folder.prefs, mode: 0o644)
    try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: folder.prefs)
    let prefs = Prefs(store: FilePrefsStore(path: folder.prefs))
    #expect(prefs.accessToken == nil)
    #expect(prefs.problem?.contains("it belongs to another user (uid 65534)") == true)
    #expect(permissions(folder.prefs) == 0o644)
  }

  @Test(.disabled(if: runningAsRoot, "root can read any file"))
  func anUnreadableFileIsNotSavedOver() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    try folder.write(Array(#"{"accessToken": "kept"}"#.utf8), to: folder.prefs, mode: 0o000)
    let prefs = Prefs(store: FilePrefsStore(path: folder.prefs))
    prefs.accessToken = "new"
    #expect(
      prefs.problem
        == "\(folder.prefs): cannot read the prefs file (Permission denied); prefs are not saved this time")
    #expect(Platform.changeMode(folder.prefs, 0o600) == 0)
    #expect(Prefs(store: FilePrefsStore(path: folder.prefs)).accessToken == "kept")
  }

  @Test func aPathThatIsAFolderIsAnError() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.prefs, withIntermediateDirectories: true)
    let prefs = Prefs(store: FilePrefsStore(path: folder.prefs))
    #expect(prefs.problem?.contains("the prefs path is not a regular file") == true)
  }

  @Test func changesAreSavedOnceAndOnlyWhenTheyChangeSomething() {
    let store = CountingStore()
    let prefs = Prefs(store: store)
    prefs.signIn(User(name: "Ada", email: "a@b.c"), token: "t")
    #expect(store.saves.withLock { $0 } == 1)
    prefs.signIn(User(name: "Ada", email: "a@b.c"))
    prefs.themeName = nil
    #expect(store.saves.withLock { $0 } == 1)
    #expect(prefs.user == User(name: "Ada", email: "a@b.c"))
    prefs.signOut()
    prefs.reset()
    #expect(store.saves.withLock { $0 } == 2)
    #expect(prefs.user == nil && store.load().values.isEmpty)
  }

  @Test func aRefreshedPairIsSavedAtOnceAndTheUserStays() {
    let store = CountingStore()
    let prefs = Prefs(store: store)
    let ada = User(name: "Ada", email: "a@b.c")
    prefs.signIn(ada, token: "a1", refreshToken: "r1")
    prefs.saveTokens(TokenPair(accessToken: "a2", refreshToken: "r2"))
    #expect(store.saves.withLock { $0 } == 2)
    #expect(prefs.accessToken == "a2" && prefs.refreshToken == "r2" && prefs.user == ada)
    prefs.signIn(ada, token: "a3")
    #expect(prefs.refreshToken == nil, "a new access token without a refresh token drops the old one")
    prefs.signOut()
    #expect(prefs.accessToken == nil && prefs.refreshToken == nil)
  }
}
