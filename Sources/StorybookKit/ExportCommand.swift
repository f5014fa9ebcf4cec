import Foundation
import ViewKit
import ViewKitPlatform

/// `export --html`: a static gallery of every story.
extension StorybookCLI {
  /// The file that marks a folder as a gallery this command wrote, so that exporting again
  /// into it is allowed while any other non-empty folder is refused.
  static let galleryMarker = ".viewkit-gallery"

  /// The first bytes of the marker file.
  static let galleryMarkerHeader = "viewkit-gallery 1"

  /// `export --html DIR [--theme NAME]...`: writes `DIR/index.html`, every story in every
  /// theme (all of the storybook's by default) and without colour.
  ///
  /// - Parameter arguments: the arguments after `export`.
  /// - Returns: 0 when written, 1 when writing failed, 2 for a usage error or a folder it
  ///   will not write into.
  func export(_ arguments: [String]) -> Int32 {
    var directory: String?
    var themes: [Theme] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--html", "--theme":
        guard index + 1 < arguments.count else {
          return usageError(argument == "--html" ? "--html needs a folder" : "--theme needs a theme name")
        }
        let value = arguments[index + 1]
        if argument == "--html" {
          guard directory == nil else { return usageError("export takes one --html folder") }
          guard !value.isEmpty else { return usageError("--html needs a folder") }
          directory = value
        } else {
          let (loaded, status) = loadTheme(value)
          guard let loaded else { return status }
          if !themes.contains(where: { $0.name == loaded.name }) { themes.append(loaded) }
        }
        index += 2
      default:
        let shown = Sanitizer.sanitizeLine(argument)
        if argument.hasPrefix("-") { return usageError("unknown option \"\(shown)\" for export") }
        return usageError("unexpected argument \"\(shown)\" for export; give the folder with --html DIR")
      }
    }
    guard let directory else {
      return usageError("export needs --html DIR, the folder to write the gallery to")
    }
    if themes.isEmpty { themes = themeSet }
    var trimmed = directory
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    let shown = Sanitizer.sanitizeLine(trimmed)
    if let (refusal, status) = prepareGalleryFolder(trimmed) {
      error("\(book.name): \(refusal)")
      return status
    }
    // One export at a time per folder: another run writing the same folder (a script started
    // twice) waits for this one, then finds its marker, instead of taking it for a stranger's.
    let lock = Platform.openFile(
      trimmed,
      Platform.OpenFlag.readOnly | Platform.OpenFlag.directory | Platform.OpenFlag.noFollow
        | Platform.OpenFlag.closeOnExec)
    guard lock >= 0 else {
      error("\(book.name): could not open \(shown): \(Platform.errorText(Platform.lastError))")
      return 1
    }
    defer { Platform.closeFile(lock) }
    var locked = Platform.lockExclusive(lock)
    while locked != 0 && Platform.lastError == Platform.ErrorCode.interrupted {
      locked = Platform.lockExclusive(lock)
    }
    guard locked == 0 else {
      error(
        "\(book.name): could not lock \(shown) against other exports: \(Platform.errorText(Platform.lastError))"
      )
      return 1
    }
    if let (refusal, status) = galleryFolderRefusal(trimmed) {
      error("\(book.name): \(refusal)")
      return status
    }
    let gallery = HTMLGallery(
      name: book.name, stories: registry.stories, columns: HTMLGallery.columns(for: themes))
    let folder = URL(fileURLWithPath: trimmed, isDirectory: true)
    do {
      // The marker goes first: a folder left by an interrupted export is still recognised.
      let marker =
        "\(Self.galleryMarkerHeader)\nWritten by `swift run \(book.name) export --html`; "
        + "exporting again replaces index.html.\n"
      try Data(marker.utf8).write(to: folder.appendingPathComponent(Self.galleryMarker), options: .atomic)
      // Atomic: written beside and renamed, so a symbolic link planted as index.html is
      // replaced, never followed.
      try Data(gallery.html().utf8).write(to: folder.appendingPathComponent("index.html"), options: .atomic)
    } catch {
      self.error("\(book.name): could not write the gallery in \(shown): \(error.localizedDescription)")
      return 1
    }
    output(
      "Exported \(gallery.stories.count) stories × \(gallery.columns.count) themes to \(shown)/index.html")
    return 0
  }

  /// Makes sure a folder for the gallery exists, creating it when missing; nil when it does, or
  /// why not, with the exit status: 1 when it could not be made, 2 when the path is not a folder
  /// or is a symbolic link.
  ///
  /// - Parameters:
  ///   - path: the folder, without trailing slashes.
  ///   - purpose: what the folder is for, in messages.
  /// - Returns: nil when the folder is there, else the reason and the exit status.
  func prepareGalleryFolder(_ path: String, for purpose: String = "the gallery") -> (String, Int32)? {
    let shown = Sanitizer.sanitizeLine(path)
    var info = FileStatus()
    guard Platform.linkStatus(path, &info) == 0 else {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return nil
      } catch {
        return ("could not create \(shown): \(error.localizedDescription)", 1)
      }
    }
    switch info.st_mode & Platform.FileType.mask {
    case Platform.FileType.directory: return nil
    case Platform.FileType.symbolicLink:
      return ("\(shown) is a symbolic link; pass the folder it points to", 2)
    default: return ("\(shown) is not a folder; pass a new or empty folder for \(purpose)", 2)
    }
  }

  /// Why the gallery may not be written in an existing folder, with the exit status: it holds
  /// something other than an earlier export, or its `index.html` is not a file (2), or it
  /// cannot be read (1); nil when it may.
  ///
  /// - Parameters:
  ///   - path: the folder, without trailing slashes.
  ///   - marker: the marker file an earlier run leaves, and the first bytes it holds.
  ///   - earlier: what an earlier run wrote, in messages (`gallery`).
  /// - Returns: nil when the gallery may be written there, else the reason and the status.
  func galleryFolderRefusal(
    _ path: String,
    marker: (name: String, header: String) = (StorybookCLI.galleryMarker, StorybookCLI.galleryMarkerHeader),
    earlier: String = "gallery (no .viewkit-gallery written by an export)"
  ) -> (String, Int32)? {
    let shown = Sanitizer.sanitizeLine(path)
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      return ("could not read \(shown): \(error.localizedDescription)", 1)
    }
    guard !entries.isEmpty else { return nil }
    guard
      isGalleryMarker(URL(fileURLWithPath: path).appendingPathComponent(marker.name), header: marker.header)
    else {
      return (
        "\(shown) is not empty and holds no earlier \(earlier); "
          + "pass a new or empty folder, so nothing else in it is overwritten", 2
      )
    }
    var info = FileStatus()
    if Platform.linkStatus(path + "/index.html", &info) == 0,
      info.st_mode & Platform.FileType.mask != Platform.FileType.regular,
      info.st_mode & Platform.FileType.mask != Platform.FileType.symbolicLink
    {
      return ("\(shown)/index.html is not a file; remove it, or pass another folder", 2)
    }
    return nil
  }

  /// Whether a path is a regular file (not a link) starting with the marker's header.
  ///
  /// - Parameters:
  ///   - url: where the marker would be.
  ///   - header: the bytes it starts with.
  /// - Returns: whether an earlier export left it.
  func isGalleryMarker(_ url: URL, header: String = StorybookCLI.galleryMarkerHeader) -> Bool {
    var info = FileStatus()
    guard Platform.linkStatus(url.path, &info) == 0,
      info.st_mode & Platform.FileType.mask == Platform.FileType.regular,
      let handle = FileHandle(forReadingAtPath: url.path)
    else { return false }
    defer { try? handle.close() }
    let bytes = (try? handle.read(upToCount: header.utf8.count)) ?? Data()
    return bytes.elementsEqual(header.utf8)
  }
}
