import Foundation
import ViewKit
import ViewKitPlatform

/// The data folder made private before anything is read from it or written to it: it holds the
/// session's tokens, so it must be the user's own and closed to everyone else (0700).
///
/// A folder open to the group or others is tightened to 0700 when that cannot hurt anything
/// else: it is the user's, it is not a shared folder with the sticky bit (`/tmp`), and it holds
/// nothing but the app's files (`prefs.json` and its temporaries and damaged copies,
/// `showcase.log`, `showcase.log.1`). Otherwise the app refuses to start, saying why and what to
/// do, rather than change the mode of a folder other files depend on or keep a session in a
/// folder others can read. The files themselves are made 0600 as they are opened (``POSIX``).
public enum DataFolder {
  /// Whether a name is one of the app's own files in the folder.
  ///
  /// - Parameter name: the entry's name.
  /// - Returns: whether the app made it (or makes it).
  static func isAppFile(_ name: String) -> Bool {
    name == "prefs.json" || name.hasPrefix("prefs.json.corrupt-") || name == "showcase.log"
      || name == "showcase.log.1" || (name.hasPrefix(".prefs.json.") && name.hasSuffix(".tmp"))
  }

  /// Refuses a data folder that is itself a symbolic link: the app would keep the session in
  /// whatever the link points to, now or after someone changes it. The path is looked at with
  /// `lstat`, trailing `/` and `/.` steps taken off first (`link/` and `link/.` name the folder
  /// the link points to).
  /// Links above it (`~/.config` kept elsewhere) are the user's own arrangement and are followed.
  ///
  /// - Parameter path: the data folder, which may not exist yet.
  /// - Throws: ``ShowcaseError`` naming the folder when it is a symbolic link.
  public static func refuseLink(_ path: String) throws(ShowcaseError) {
    let trimmed = POSIX.folderName(path)
    var info = FileStatus()
    guard Platform.linkStatus(String(trimmed), &info) == 0,
      info.st_mode & POSIX.typeMask == POSIX.symbolicLink
    else { return }
    throw linkRefused(path)
  }

  /// The error for a data folder that is a symbolic link.
  private static func linkRefused(_ path: String) -> ShowcaseError {
    ShowcaseError(
      "\(Sanitizer.sanitizeLine(path)): the data folder is a symbolic link, which the app does not follow; "
        + "pass --data-dir with the folder itself")
  }

  /// Makes the folder private, or says why it cannot; see ``open(_:)``.
  ///
  /// - Parameter path: the data folder, which exists.
  /// - Returns: a warning when the folder was tightened, nil when it was private already.
  /// - Throws: ``ShowcaseError`` as ``open(_:)`` does.
  public static func secure(_ path: String) throws(ShowcaseError) -> String? {
    try open(path).warning
  }

  /// Opens the data folder and makes it private, or says why it cannot. The folder is opened
  /// once, without following a link as its own name, and everything after is done on that
  /// descriptor (`fstat`, `fchmod`, the listing, and every file the app opens in it later), so
  /// the folder checked is the folder used: it cannot be renamed away and replaced by a link or
  /// another folder in between.
  ///
  /// - Parameter path: the data folder, which exists.
  /// - Returns: the open folder for the prefs and the log, and a warning when the folder was
  ///   tightened (the app runs as usual), nil when it was private already.
  /// - Throws: ``ShowcaseError`` naming the folder, its mode and what to do, when it is a
  ///   symbolic link (as ``refuseLink(_:)`` says: `OpenFolder` opens it with `O_NOFOLLOW`, a
  ///   dangling link too), is not a folder, is another user's, is shared, holds other files, or
  ///   cannot be changed.
  package static func open(_ path: String) throws(ShowcaseError) -> (folder: OpenFolder, warning: String?) {
    let shown = Sanitizer.sanitizeLine(path)
    let folder: OpenFolder
    switch OpenFolder.open(path) {
    case .success(let opened): folder = opened
    case .failure(.symbolicLink): throw linkRefused(path)
    case .failure(.notRegular): throw ShowcaseError("\(shown): the data folder is not a folder")
    case .failure(let refusal):
      throw ShowcaseError("\(shown): cannot read the data folder (\(refusal.reason))")
    }
    guard let info = folder.status() else {
      throw ShowcaseError("\(shown): cannot read the data folder (\(POSIX.describe(Platform.lastError)))")
    }
    let mode = info.st_mode & 0o7777
    guard mode & 0o077 != 0 else { return (folder, nil) }
    let open = "\(shown): the data folder is open to other users (mode \(POSIX.octal(mode)))"
    guard UInt32(info.st_uid) == Platform.userID() else {
      throw ShowcaseError(
        "\(open) and belongs to another user (uid \(info.st_uid)); pass --data-dir with a folder of your own")
    }
    let sticky: FileMode = 0o1000
    let others = Platform.directoryEntries(folder.descriptor)?.filter { !isAppFile($0) }
    guard mode & sticky == 0, let others, others.isEmpty else {
      throw ShowcaseError(
        "\(open) and holds other files, so it is left as it is and the app does not start: make it "
          + "private (chmod 700) or pass --data-dir with a folder of its own")
    }
    guard Platform.changeDescriptorMode(folder.descriptor, 0o700) == 0 else {
      throw ShowcaseError(
        "\(open) and cannot be made 0700 (\(POSIX.describe(Platform.lastError))); the app does not start")
    }
    return (
      folder, "\(shown): the data folder was open to other users (mode \(POSIX.octal(mode))); it is now 0700"
    )
  }
}
