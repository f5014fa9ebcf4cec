import Foundation
import Testing
import ViewKitPlatform

@testable import ShowcaseKit

/// The data folder made private at start: tightened when only the app's files are in it,
/// refused, with a message saying what to do, when that could hurt something else.
@Suite struct DataFolderTests {
  @Test func aPrivateFolderIsLeftAsItIs() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create(mode: 0o700)
    #expect(try DataFolder.secure(folder.path) == nil)
    #expect(permissions(folder.path) == 0o700)
  }

  @Test func aLooseFolderOfTheAppsFilesIsTightened() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create(mode: 0o755)
    for name in ["prefs.json", "showcase.log", "showcase.log.1", "prefs.json.corrupt-20260101T000000Z"] {
      try folder.write(Array("x".utf8), to: folder.path + "/" + name, mode: 0o644)
    }
    let warning = try DataFolder.secure(folder.path)
    #expect(warning?.contains("was open to other users (mode 0755); it is now 0700") == true)
    #expect(permissions(folder.path) == 0o700)
  }

  @Test func aFolderWithOtherFilesIsRefusedAndLeftAsItIs() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create(mode: 0o750)
    try folder.write(Array("x".utf8), to: folder.path + "/notes.txt")
    #expect(throws: ShowcaseError.self) { try DataFolder.secure(folder.path) }
    do {
      _ = try DataFolder.secure(folder.path)
    } catch {
      #expect(error.description.contains("open to other users (mode 0750) and holds other files"))
      #expect(error.description.contains("chmod 700"))
    }
    #expect(permissions(folder.path) == 0o750, "a folder the app does not own alone keeps its mode")
  }

  @Test func aSharedStickyFolderIsRefused() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create(mode: 0o1777)
    #expect(throws: ShowcaseError.self) { try DataFolder.secure(folder.path) }
    #expect(permissions(folder.path) == 0o1777)
  }

  @Test func aFolderThatIsASymbolicLinkIsRefusedAndItsTargetLeftAsItIs() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create(mode: 0o755)
    let target = folder.path + "/real"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    #expect(Platform.changeMode(target, 0o755) == 0)
    let link = folder.path + "/link"
    #expect(Platform.makeSymbolicLink(target, link) == 0)
    // With trailing slashes too, which make `stat` and `lstat` both follow the link.
    for path in [link, link + "/", link + "//"] {
      #expect(throws: ShowcaseError.self) { try DataFolder.secure(path) }
      do {
        try DataFolder.refuseLink(path)
        Issue.record("\(path) was not refused")
      } catch {
        #expect(
          error.description
            == "\(path): the data folder is a symbolic link, which the app does not follow; pass --data-dir "
            + "with the folder itself")
      }
    }
    #expect(permissions(target) == 0o755, "the folder the link points to is not tightened")
    // A link to nothing is refused as well, and a real folder or a path with nothing there is not.
    let dangling = folder.path + "/dangling"
    #expect(Platform.makeSymbolicLink(folder.path + "/nowhere", dangling) == 0)
    #expect(throws: ShowcaseError.self) { try DataFolder.refuseLink(dangling) }
    try DataFolder.refuseLink(target + "/")
    try DataFolder.refuseLink(folder.path + "/nothing")
    try DataFolder.refuseLink("/")
  }

  @Test func aFileIsNoFolder() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    try folder.create()
    try folder.write([], to: folder.prefs)
    #expect(throws: ShowcaseError.self) { try DataFolder.secure(folder.prefs) }
  }

  /// The folder checked is the folder used: once open, the data folder renamed away and
  /// replaced by a link to another folder (or by another folder) does not redirect the prefs
  /// or the log, which stay in the folder that was checked.
  @Test func aFolderSwappedForALinkAfterTheCheckIsNotWrittenThrough() throws {
    let folder = ScratchFolder()
    let victim = ScratchFolder()
    let moved = folder.path + ".moved"
    defer {
      folder.remove()
      victim.remove()
      _ = try? FileManager.default.removeItem(atPath: moved)
    }
    try folder.create(mode: 0o700)
    try victim.create(mode: 0o700)
    let (opened, warning) = try DataFolder.open(folder.path)
    #expect(warning == nil)
    #expect(Platform.renameFile(folder.path, moved) == 0)
    #expect(Platform.makeSymbolicLink(victim.path, folder.path) == 0)

    let store = FilePrefsStore(name: "prefs.json", in: opened, ownsFolder: false)
    try store.save(["token": "secret"])
    let logger = FileLogger(name: "showcase.log", in: opened, level: .info)
    logger.info("app", "written")
    #expect(logger.problem == nil)
    #expect(victim.entries().isEmpty, "nothing lands in the folder the link points to")
    let kept = try FileManager.default.contentsOfDirectory(atPath: moved).sorted()
    #expect(kept == ["prefs.json", "showcase.log"])
    #expect(try store.load().values == ["token": "secret"])
  }

  /// A store or a log made from a path refuses a folder that is itself a link, as the data
  /// folder is refused, and writes nothing where it points.
  @Test func aPrefsOrLogFolderThatIsALinkIsRefused() throws {
    let folder = ScratchFolder()
    let target = ScratchFolder()
    defer {
      folder.remove()
      target.remove()
    }
    try target.create(mode: 0o700)
    #expect(Platform.makeSymbolicLink(target.path, folder.path) == 0)
    #expect(throws: ShowcaseError.self) { try FilePrefsStore(path: folder.prefs).save(["a": "b"]) }
    #expect(throws: ShowcaseError.self) { try FilePrefsStore(path: folder.prefs).load() }
    let logger = FileLogger(path: folder.path + "/showcase.log", level: .info)
    logger.info("app", "nothing")
    #expect(logger.problem?.contains("its folder: it is a symbolic link") == true)
    #expect(target.entries().isEmpty)
    #expect(throws: ShowcaseError.self) { try DataFolder.open(folder.path + "/") }
  }
}
