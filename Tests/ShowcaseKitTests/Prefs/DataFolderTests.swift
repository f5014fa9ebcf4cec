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
}
