import Foundation
import ViewKit
import ViewKitDriver

/// `snapshots report`: the visual change report of the goldens.
extension StorybookCLI {
  /// The file that marks a folder as one this command wrote its report in.
  static let reportMarker = ".viewkit-snapshot-report"

  /// The first bytes of the report's marker file.
  static let reportMarkerHeader = "viewkit-snapshot-report 1"

  /// Where the report goes unless `--out` says otherwise, relative to the package.
  static let defaultReportFolder = ".build/snapshot-report"

  /// `snapshots report [--base REF] [--out DIR] [--dir GOLDENS]`: writes `DIR/index.html` and
  /// `DIR/summary.md` for every golden that differs between `REF` (default `HEAD`) and the
  /// working tree, has a pending `.new` file or holds conflict markers.
  ///
  /// - Parameter arguments: the arguments after `report`.
  /// - Returns: 0 when the report was written (changes or none), 1 when it could not be
  ///   written, 2 for a usage error, a folder it will not use, no git repository or a bad ref.
  func snapshotReport(_ arguments: [String]) -> Int32 {
    var base = "HEAD"
    var out: String?
    var directory = defaultGoldens
    var index = 0
    while index < arguments.count {
      let option = arguments[index]
      switch option {
      case "--base", "--out", "--dir":
        guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
          return usageError(
            option == "--base" ? "--base needs a git ref" : "\(option) needs a folder")
        }
        let value = arguments[index + 1]
        switch option {
        case "--base": base = value
        case "--out": out = value
        default: directory = value
        }
        index += 2
      default:
        return usageError("unknown argument \"\(Sanitizer.sanitizeLine(option))\" for snapshots report")
      }
    }
    guard let folder = openGoldens(directory) else { return 2 }
    let shownGoldens = Sanitizer.sanitizeLine(SnapshotStore.displayPath(URL(fileURLWithPath: directory)))
    let collected = SnapshotReport.collect(
      folder: folder, shown: shownGoldens, base: base, themes: themeSet.map(\.name),
      git: Git(folder: folder.root))
    let report: SnapshotReport
    switch collected {
    case .success(let made): report = made
    case .failure(let failure):
      error("\(book.name): \(failure)")
      return 2
    }
    var target = out ?? book.resolve(Self.defaultReportFolder)
    while target.count > 1 && target.hasSuffix("/") { target.removeLast() }
    let shown = Sanitizer.sanitizeLine(SnapshotStore.displayPath(URL(fileURLWithPath: target)))
    if let (refusal, status) = prepareGalleryFolder(target, for: "the report") {
      error("\(book.name): \(refusal)")
      return status
    }
    if let (refusal, status) = galleryFolderRefusal(
      target, marker: (Self.reportMarker, Self.reportMarkerHeader),
      earlier: "report (no \(Self.reportMarker) written by snapshots report)")
    {
      error("\(book.name): \(refusal)")
      return status
    }
    let page = SnapshotReportPage(
      report: report, name: book.name, themes: themeSet, location: shown + "/index.html")
    let url = URL(fileURLWithPath: target, isDirectory: true)
    do {
      let marker =
        "\(Self.reportMarkerHeader)\nWritten by `swift run \(book.name) snapshots report`; "
        + "reporting again replaces index.html and summary.md.\n"
      try Data(marker.utf8).write(to: url.appendingPathComponent(Self.reportMarker), options: .atomic)
      // Atomic: written beside and renamed, so a symbolic link planted in their place is
      // replaced, never followed.
      try Data(page.html().utf8).write(to: url.appendingPathComponent("index.html"), options: .atomic)
      try Data(page.markdown().utf8).write(to: url.appendingPathComponent("summary.md"), options: .atomic)
    } catch {
      self.error("\(book.name): could not write the report in \(shown): \(error.localizedDescription)")
      return 1
    }
    let since = Sanitizer.sanitizeLine(page.baseLine)
    if report.entries.isEmpty {
      output("No snapshot changes since \(since); wrote an empty report to \(shown)/index.html.")
    } else {
      output(
        Sanitizer.sanitizeLine("Snapshot changes since \(since): \(page.countsLine).")
          + " Report: \(shown)/index.html, summary: \(shown)/summary.md.")
    }
    return 0
  }
}
