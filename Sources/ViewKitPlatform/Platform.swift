// The one file that imports the C library. Everything else calls the thin wrappers below, with
// platform-neutral Swift signatures; where Glibc, Musl and Darwin differ (the directory handle,
// `nfds_t`, `tcflag_t`, `TIOCGWINSZ`'s type, `st_mode`'s width) the difference stays here.
//
// The wrappers a signal handler calls (`write`, `setTerminalAttributes`, `rawMode`, the signal
// functions and constants) are `@inlinable` and allocate nothing, so a handler built from them
// stays async-signal-safe: it compiles to the same `write(2)`, `tcsetattr(3)`, `signal(2)` and
// `raise(3)` calls it made before.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `struct stat`: what `stat(2)`, `lstat(2)` and `fstat(2)` report.
package typealias FileStatus = stat
/// `mode_t`: permission and file-type bits (16 bits on Darwin, 32 on Linux).
package typealias FileMode = mode_t
/// `struct termios`: a terminal's settings.
package typealias TerminalAttributes = termios
/// `struct pollfd`: one descriptor for ``Platform/pollDescriptors(_:timeout:)``.
package typealias PollDescriptor = pollfd
/// `pid_t`: a process id.
package typealias ProcessID = pid_t
/// `sig_atomic_t`: what a signal handler may set.
package typealias SignalAtomic = sig_atomic_t
/// A signal handler: a C function taking the signal's number.
package typealias SignalHandler = @convention(c) (Int32) -> Void
/// `struct tm`: a calendar time broken into fields.
package typealias CalendarTime = tm
/// `FILE *`: a C standard I/O stream.
package typealias FileStream = UnsafeMutablePointer<FILE>
#if canImport(Darwin)
  /// `DIR *`: an open directory.
  package typealias DirectoryStream = UnsafeMutablePointer<DIR>
#else
  /// `DIR *`: an open directory.
  package typealias DirectoryStream = OpaquePointer
#endif

/// The C library's calls and constants ViewKit uses, one thin wrapper each.
package enum Platform {
  // MARK: Descriptors and errors

  /// Standard input's descriptor.
  @inlinable package static var standardInput: Int32 { STDIN_FILENO }
  /// Standard output's descriptor.
  @inlinable package static var standardOutput: Int32 { STDOUT_FILENO }
  /// Standard error's descriptor.
  @inlinable package static var standardError: Int32 { STDERR_FILENO }

  /// `errno`: the last error number of this thread.
  @inlinable package static var lastError: Int32 { errno }

  /// `strerror(3)`: the system's text for an error number.
  package static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// `errno` values.
  package enum ErrorCode {
    /// `EINTR`: interrupted by a signal.
    @inlinable package static var interrupted: Int32 { EINTR }
    /// `ENOSPC`: no space left on the device.
    @inlinable package static var noSpace: Int32 { ENOSPC }
    /// `ENOENT`: no such file or folder.
    @inlinable package static var noEntry: Int32 { ENOENT }
    /// `ENOTDIR`: a path component is not a folder.
    @inlinable package static var notDirectory: Int32 { ENOTDIR }
    /// `EEXIST`: the file exists.
    @inlinable package static var exists: Int32 { EEXIST }
    /// `EINVAL`: an invalid argument.
    @inlinable package static var invalid: Int32 { EINVAL }
    /// `ESRCH`: no such process.
    @inlinable package static var noProcess: Int32 { ESRCH }
    /// `ELOOP`: a symbolic link where none may be (`O_NOFOLLOW`), or too many.
    @inlinable package static var symbolicLinkLoop: Int32 { ELOOP }
    /// `EIO`: an input/output error (a terminal that hung up).
    @inlinable package static var inputOutput: Int32 { EIO }
    /// `ENXIO`: no such device (a FIFO opened `O_NONBLOCK` for writing with no reader).
    @inlinable package static var noDevice: Int32 { ENXIO }
    /// `EAGAIN`: nothing to read now on a non-blocking descriptor.
    @inlinable package static var wouldBlock: Int32 { EAGAIN }
  }

  // MARK: Files

  /// `open(2)` flags.
  package enum OpenFlag {
    /// `O_RDONLY`.
    @inlinable package static var readOnly: Int32 { O_RDONLY }
    /// `O_WRONLY`.
    @inlinable package static var writeOnly: Int32 { O_WRONLY }
    /// `O_APPEND`.
    @inlinable package static var append: Int32 { O_APPEND }
    /// `O_CREAT`.
    @inlinable package static var create: Int32 { O_CREAT }
    /// `O_EXCL`.
    @inlinable package static var exclusive: Int32 { O_EXCL }
    /// `O_CLOEXEC`.
    @inlinable package static var closeOnExec: Int32 { O_CLOEXEC }
    /// `O_NOFOLLOW`.
    @inlinable package static var noFollow: Int32 { O_NOFOLLOW }
    /// `O_NONBLOCK`.
    @inlinable package static var nonBlocking: Int32 { O_NONBLOCK }
    /// `O_DIRECTORY`.
    @inlinable package static var directory: Int32 { O_DIRECTORY }
  }

  /// The file-type bits of `st_mode`.
  package enum FileType {
    /// `S_IFMT`: the mask of the type bits.
    @inlinable package static var mask: FileMode { S_IFMT }
    /// `S_IFREG`: a regular file.
    @inlinable package static var regular: FileMode { S_IFREG }
    /// `S_IFDIR`: a folder.
    @inlinable package static var directory: FileMode { S_IFDIR }
    /// `S_IFLNK`: a symbolic link.
    @inlinable package static var symbolicLink: FileMode { S_IFLNK }
  }

  /// `open(2)`.
  @inlinable package static func openFile(_ path: String, _ flags: Int32, _ mode: FileMode = 0) -> Int32 {
    open(path, flags, mode)
  }

  /// `openat(2)`: opens `name` relative to the folder open at `folder` (a name with no `/`
  /// never leaves it; with `O_NOFOLLOW` a final symbolic link is refused).
  @inlinable
  package static func openFileRelative(_ folder: Int32, _ name: String, _ flags: Int32, _ mode: FileMode = 0)
    -> Int32
  {
    openat(folder, name, flags, mode)
  }

  /// `close(2)`.
  @inlinable @discardableResult
  package static func closeFile(_ descriptor: Int32) -> Int32 { close(descriptor) }

  /// `read(2)`.
  @inlinable
  package static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
  {
    read(descriptor, buffer, count)
  }

  /// `write(2)` until every byte is written, going on after partial writes and interruptions.
  /// Not for signal handlers (they call ``writeBytes(_:_:_:)`` once).
  ///
  /// - Returns: nil when all was written, else the error number (`EIO` for a write of nothing).
  package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = writeBytes(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      offset += written
    }
    return nil
  }

  /// `write(2)`: async-signal-safe.
  @inlinable @inline(__always)
  package static func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
  }

  /// `stat(2)`: follows a symbolic link.
  @inlinable package static func fileStatus(_ path: String, _ info: inout FileStatus) -> Int32 {
    stat(path, &info)
  }

  /// `lstat(2)`: never follows a final symbolic link.
  @inlinable package static func linkStatus(_ path: String, _ info: inout FileStatus) -> Int32 {
    lstat(path, &info)
  }

  /// `fstatat(2)` with `AT_SYMLINK_NOFOLLOW`: `name` relative to the folder open at `folder`,
  /// never following a final symbolic link.
  @inlinable
  package static func linkStatusRelative(_ folder: Int32, _ name: String, _ info: inout FileStatus) -> Int32 {
    fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW)
  }

  /// `fstat(2)`.
  @inlinable package static func descriptorStatus(_ descriptor: Int32, _ info: inout FileStatus) -> Int32 {
    fstat(descriptor, &info)
  }

  /// `chmod(2)`.
  @inlinable package static func changeMode(_ path: String, _ mode: FileMode) -> Int32 { chmod(path, mode) }

  /// `fchmod(2)`.
  @inlinable package static func changeDescriptorMode(_ descriptor: Int32, _ mode: FileMode) -> Int32 {
    fchmod(descriptor, mode)
  }

  /// `ftruncate(2)`: cuts the open file to `length` bytes.
  @inlinable package static func truncateDescriptor(_ descriptor: Int32, _ length: Int) -> Int32 {
    ftruncate(descriptor, off_t(length))
  }

  /// `fsync(2)`.
  @inlinable package static func syncFile(_ descriptor: Int32) -> Int32 { fsync(descriptor) }

  /// `rename(2)`.
  @inlinable package static func renameFile(_ from: String, _ to: String) -> Int32 { rename(from, to) }

  /// `unlink(2)`.
  @inlinable @discardableResult
  package static func removeFile(_ path: String) -> Int32 { unlink(path) }

  /// `renameat(2)` within the folder open at `folder`: neither name leaves it.
  @inlinable
  package static func renameFileRelative(_ folder: Int32, _ from: String, _ to: String) -> Int32 {
    renameat(folder, from, folder, to)
  }

  /// `unlinkat(2)`: removes `name` from the folder open at `folder` (a symbolic link itself,
  /// never what it points to).
  @inlinable @discardableResult
  package static func removeFileRelative(_ folder: Int32, _ name: String) -> Int32 {
    unlinkat(folder, name, 0)
  }

  /// The names in the folder open at `folder` (without `.` and `..`), read through a duplicate
  /// of the descriptor so `folder` stays open; nil when it cannot be read.
  package static func directoryEntries(_ folder: Int32) -> [String]? {
    let copy = dup(folder)
    guard copy >= 0 else { return nil }
    guard let stream = fdopendir(copy) else {
      close(copy)
      return nil
    }
    defer { closedir(stream) }
    // A duplicate shares the offset: start from the first entry whatever was read before.
    rewinddir(stream)
    var names: [String] = []
    while let name = nextDirectoryEntry(stream) {
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// `mkdir(2)`.
  @inlinable package static func makeDirectory(_ path: String, _ mode: FileMode) -> Int32 {
    mkdir(path, mode)
  }

  /// `mkfifo(3)`.
  @inlinable package static func makeFIFO(_ path: String, _ mode: FileMode) -> Int32 { mkfifo(path, mode) }

  /// `symlink(2)`: a link at `path` to `target`.
  @inlinable package static func makeSymbolicLink(_ target: String, _ path: String) -> Int32 {
    symlink(target, path)
  }

  /// `realpath(3)`: the absolute path with every symbolic link resolved; nil when it fails.
  package static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `flock(2)` with `LOCK_EX`: waits for an exclusive lock on the file.
  @inlinable package static func lockExclusive(_ descriptor: Int32) -> Int32 { flock(descriptor, LOCK_EX) }

  /// `opendir(3)`.
  @inlinable package static func openDirectory(_ path: String) -> DirectoryStream? { opendir(path) }

  /// `closedir(3)`.
  @inlinable @discardableResult
  package static func closeDirectory(_ stream: DirectoryStream) -> Int32 { closedir(stream) }

  /// `readdir(3)`: the next entry's name; nil at the end.
  package static func nextDirectoryEntry(_ stream: DirectoryStream) -> String? {
    guard let entry = readdir(stream) else { return nil }
    return withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// `fopen(3)`.
  @inlinable package static func openStream(_ path: String, _ mode: String) -> FileStream? {
    fopen(path, mode)
  }

  /// `fwrite(3)`: the number of items written.
  @inlinable
  package static func writeStream(_ bytes: UnsafeRawPointer?, _ size: Int, _ count: Int, _ stream: FileStream)
    -> Int
  {
    fwrite(bytes, size, count, stream)
  }

  /// `fclose(3)`.
  @inlinable @discardableResult
  package static func closeStream(_ stream: FileStream) -> Int32 { fclose(stream) }

  /// `memcmp(3)`.
  @inlinable
  package static func compareMemory(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, _ count: Int)
    -> Int32
  {
    memcmp(left, right, count)
  }

  /// The offset of the first occurrence of `needle` in `haystack`, nil when there is none (0
  /// for an empty needle): `memchr(3)` for its first byte, `memcmp(3)` for the rest (glibc's
  /// `memmem` is not in Swift's Glibc module). A byte search at the C library's speed in any
  /// build.
  package static func firstOffset(of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer)
    -> Int?
  {
    guard let wanted = needle.baseAddress, let first = needle.first else { return 0 }
    guard let base = haystack.baseAddress, haystack.count >= needle.count else { return nil }
    var start = 0
    let last = haystack.count - needle.count
    while start <= last {
      guard let found = memchr(base + start, Int32(first), last - start + 1) else { return nil }
      let offset = base.distance(to: UnsafeRawPointer(found))
      if memcmp(base + offset, wanted, needle.count) == 0 { return offset }
      start = offset + 1
    }
    return nil
  }

  // MARK: Processes, time, environment

  /// `getpid(2)`.
  @inlinable package static func processID() -> ProcessID { getpid() }

  /// `getuid(2)`.
  @inlinable package static func userID() -> UInt32 { UInt32(getuid()) }

  /// `kill(2)`.
  @inlinable package static func sendSignal(_ process: ProcessID, _ number: Int32) -> Int32 {
    kill(process, number)
  }

  /// `exit(3)`: runs the `atexit` handlers and ends the process.
  @inlinable package static func exitProcess(_ status: Int32) -> Never { exit(status) }

  /// `getenv(3)`: an environment variable's value; nil when unset.
  package static func environmentValue(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

  /// `setenv(3)`, replacing a value already set.
  @discardableResult
  package static func setEnvironmentValue(_ name: String, _ value: String) -> Int32 { setenv(name, value, 1) }

  /// `unsetenv(3)`: removes a variable from the process's environment (and its children's).
  @discardableResult
  package static func removeEnvironmentValue(_ name: String) -> Int32 { unsetenv(name) }

  /// `time(2)`: seconds since the epoch.
  @inlinable package static func currentTime() -> Int { Int(time(nil)) }

  /// `gmtime_r(3)`: the UTC calendar time of `seconds`; nil when it cannot be represented.
  package static func utcCalendarTime(_ seconds: Int) -> CalendarTime? {
    var time = time_t(seconds)
    var parts = CalendarTime()
    guard gmtime_r(&time, &parts) != nil else { return nil }
    return parts
  }

  /// `clock_gettime(2)` of `CLOCK_MONOTONIC`, in nanoseconds.
  package static func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    _ = clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }

  /// The most memory the process has held resident so far (`getrusage`'s `ru_maxrss`), in KiB.
  package static func peakResidentKiB() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
      let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
      return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #else
      return Int(usage.ru_maxrss)  // KiB on Linux
    #endif
  }

  // MARK: Maths

  /// `pow(3)`.
  @inlinable package static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }

  /// `cbrt(3)`.
  @inlinable package static func cubeRoot(_ value: Double) -> Double { cbrt(value) }

  // MARK: Terminals

  /// `isatty(3)`: whether the descriptor is a terminal.
  @inlinable package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// When ``setTerminalAttributes(_:_:_:)`` applies the change.
  package enum TerminalChange {
    /// `TCSANOW`: at once.
    @inlinable package static var now: Int32 { TCSANOW }
    /// `TCSAFLUSH`: after output drains, discarding unread input.
    @inlinable package static var flush: Int32 { TCSAFLUSH }
  }

  /// `tcgetattr(3)`.
  @inlinable
  package static func getTerminalAttributes(_ descriptor: Int32, _ attributes: inout TerminalAttributes)
    -> Int32
  {
    tcgetattr(descriptor, &attributes)
  }

  /// `tcsetattr(3)`: async-signal-safe.
  @inlinable @inline(__always)
  package static func setTerminalAttributes(
    _ descriptor: Int32, _ when: Int32, _ attributes: inout TerminalAttributes
  ) -> Int32 {
    tcsetattr(descriptor, when, &attributes)
  }

  /// The raw-mode settings made from `saved`: no echo, no line editing, no signals from keys, no
  /// output processing, eight-bit characters, one byte at a time (`VMIN` 1, `VTIME` 0). Pure and
  /// allocation-free, so a signal handler may call it (`tcflag_t` is 64 bits on Darwin).
  @inlinable @inline(__always)
  package static func rawMode(from saved: TerminalAttributes) -> TerminalAttributes {
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return raw
  }

  /// `saved` with only canonical input off, one byte at a time (`VMIN` 1, `VTIME` 0): echo and
  /// signals stay, so a prompt can read one key.
  @inlinable
  package static func singleKeyMode(from saved: TerminalAttributes) -> TerminalAttributes {
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON)
    withUnsafeMutableBytes(of: &raw.c_cc) { $0[Int(VMIN)] = 1 }
    withUnsafeMutableBytes(of: &raw.c_cc) { $0[Int(VTIME)] = 0 }
    return raw
  }

  /// `ioctl(2)` `TIOCGWINSZ`: the window's columns and rows; nil when they cannot be read.
  @inlinable package static func windowSize(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
    var window = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0 else { return nil }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// A new pseudo-terminal pair, neither end the controlling terminal (`O_NOCTTY`) and both
  /// close-on-exec (a child gets the secondary through `dup2`, as `spawnOnTerminal` does): `openpty(3)`
  /// on Linux, `posix_openpt(3)`, `grantpt(3)`, `unlockpt(3)`, `ptsname(3)` and `open(2)` on
  /// Darwin (`ptsname` is not thread-safe: for tests); nil when it fails.
  package static func openPseudoTerminal() -> (primary: Int32, secondary: Int32)? {
    #if canImport(Darwin)
      let primary = posix_openpt(O_RDWR | O_NOCTTY)
      guard primary >= 0 else { return nil }
      closeOnExec(primary)
      guard grantpt(primary) == 0, unlockpt(primary) == 0, let name = ptsname(primary) else {
        close(primary)
        return nil
      }
      let secondary = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
      guard secondary >= 0 else {
        close(primary)
        return nil
      }
      return (primary, secondary)
    #else
      var primary: Int32 = -1
      var secondary: Int32 = -1
      guard openpty(&primary, &secondary, nil, nil, nil) == 0 else { return nil }
      closeOnExec(primary)
      closeOnExec(secondary)
      return (primary, secondary)
    #endif
  }

  /// Marks a descriptor close-on-exec (`FD_CLOEXEC`): a program spawned meanwhile does not
  /// inherit it (a pseudo-terminal held open by another test's child delays its hang-up).
  private static func closeOnExec(_ descriptor: Int32) {
    let flags = fcntl(descriptor, F_GETFD)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
  }

  /// `posix_spawn(3)` of `path` with `arguments` (the first is the program's name) and the
  /// caller's environment, its standard input, output and error all `terminal` (a
  /// pseudo-terminal's secondary end, for a benchmark that watches a program start); nil when
  /// it cannot start.
  package static func spawnOnTerminal(_ path: String, _ arguments: [String], terminal: Int32) -> ProcessID? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for target in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, terminal, target) }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = ProcessID()
    let status = posix_spawn(&pid, path, &actions, nil, &argv, environ)
    return status == 0 ? pid : nil
  }

  /// `waitpid(2)` for a child, blocking: its exit status, or the signal that ended it as 128 +
  /// its number; nil when it cannot be waited for.
  package static func waitForChild(_ process: ProcessID) -> Int32? {
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// `pipe(2)`: the read and write ends; nil when it fails.
  @inlinable package static func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    return (ends[0], ends[1])
  }

  /// `fcntl(2)` `F_SETFL` with `O_NONBLOCK` added to `F_GETFL`'s flags.
  @inlinable @discardableResult
  package static func setNonBlocking(_ descriptor: Int32) -> Int32 {
    fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }

  /// `fcntl(2)` `F_SETFL` with `O_NONBLOCK` taken out of `F_GETFL`'s flags: reads and writes wait
  /// again.
  @inlinable @discardableResult
  package static func setBlocking(_ descriptor: Int32) -> Int32 {
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0 else { return flags }
    return fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
  }

  /// `poll(2)` event bits.
  package enum PollEvent {
    /// `POLLIN`: there is data to read.
    @inlinable package static var input: Int16 { Int16(POLLIN) }
    /// `POLLHUP`: the other end hung up.
    @inlinable package static var hangUp: Int16 { Int16(POLLHUP) }
    /// `POLLERR`: an error condition.
    @inlinable package static var error: Int16 { Int16(POLLERR) }
    /// `POLLNVAL`: the descriptor is not open.
    @inlinable package static var invalid: Int16 { Int16(POLLNVAL) }
  }

  /// `poll(2)`: waits up to `timeout` milliseconds (-1: no limit) for an event on `descriptors`.
  @inlinable package static func pollDescriptors(_ descriptors: inout [PollDescriptor], timeout: Int32)
    -> Int32
  {
    let count = descriptors.count
    return descriptors.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t(count), timeout) }
  }

  // MARK: Signals

  /// Signal numbers.
  package enum Signal {
    /// `SIGINT`.
    @inlinable package static var interrupt: Int32 { SIGINT }
    /// `SIGTERM`.
    @inlinable package static var terminate: Int32 { SIGTERM }
    /// `SIGKILL`, which nothing can catch (for tests that end a program they started).
    @inlinable package static var kill: Int32 { SIGKILL }
    /// `SIGHUP`.
    @inlinable package static var hangUp: Int32 { SIGHUP }
    /// `SIGQUIT`.
    @inlinable package static var quit: Int32 { SIGQUIT }
    /// `SIGSEGV`.
    @inlinable package static var segmentationFault: Int32 { SIGSEGV }
    /// `SIGBUS`.
    @inlinable package static var busError: Int32 { SIGBUS }
    /// `SIGABRT`.
    @inlinable package static var abort: Int32 { SIGABRT }
    /// `SIGILL`.
    @inlinable package static var illegalInstruction: Int32 { SIGILL }
    /// `SIGFPE`.
    @inlinable package static var floatingPointError: Int32 { SIGFPE }
    /// `SIGUSR1`.
    @inlinable package static var user1: Int32 { SIGUSR1 }
    /// `SIGUSR2`.
    @inlinable package static var user2: Int32 { SIGUSR2 }
    /// `SIGPIPE`.
    @inlinable package static var brokenPipe: Int32 { SIGPIPE }
    /// `SIGALRM`.
    @inlinable package static var alarm: Int32 { SIGALRM }
    /// `SIGVTALRM`.
    @inlinable package static var virtualAlarm: Int32 { SIGVTALRM }
    /// `SIGXCPU`.
    @inlinable package static var cpuLimit: Int32 { SIGXCPU }
    /// `SIGXFSZ`.
    @inlinable package static var fileSizeLimit: Int32 { SIGXFSZ }
    /// `SIGPROF`.
    @inlinable package static var profilingAlarm: Int32 { SIGPROF }
    /// `SIGSYS`.
    @inlinable package static var badSystemCall: Int32 { SIGSYS }
    /// `SIGTRAP`.
    @inlinable package static var trap: Int32 { SIGTRAP }
    /// `SIGWINCH`.
    @inlinable package static var windowChange: Int32 { SIGWINCH }
    /// `SIGTSTP`.
    @inlinable package static var terminalStop: Int32 { SIGTSTP }
    /// `SIGCONT`.
    @inlinable package static var resume: Int32 { SIGCONT }
  }

  /// `signal(2)` with a handler: async-signal-safe.
  @inlinable @inline(__always)
  package static func setSignalHandler(_ number: Int32, _ handler: SignalHandler) {
    _ = signal(number, handler)
  }

  /// `signal(2)` with `SIG_DFL`: async-signal-safe.
  @inlinable @inline(__always)
  package static func resetSignalHandler(_ number: Int32) {
    _ = signal(number, SIG_DFL)
  }

  /// `signal(2)`: installs `handler` (nil: `SIG_DFL`) and returns the one it replaced, so it can
  /// be put back (`SIG_IGN` included).
  package static func replaceSignalHandler(_ number: Int32, _ handler: SignalHandler?) -> SignalHandler? {
    signal(number, handler)
  }

  /// `raise(3)`: async-signal-safe.
  @inlinable @inline(__always)
  package static func raiseSignal(_ number: Int32) { _ = raise(number) }

  /// `signal(2)` with `SIG_IGN`: async-signal-safe.
  @inlinable @inline(__always)
  package static func ignoreSignal(_ number: Int32) {
    _ = signal(number, SIG_IGN)
  }

  // MARK: Child processes

  /// How a child process ended (``waitForProcess(_:)``).
  package enum ProcessEnd: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
    /// `waitpid(2)` failed with this error number.
    case unknown(Int32)
  }

  /// `posix_spawnp(3)`: starts `arguments[0]` (looked up in `PATH` when it has no `/`) with the
  /// process's environment, `input` as its standard input and `output` as its standard output
  /// (standard error is inherited), in the caller's process group (so, when the caller is the
  /// terminal's foreground group, it reads the terminal), every signal at its default action
  /// and none blocked, and the descriptors in `closing` closed.
  ///
  /// - Returns: the child's process id, or the error number when it could not start.
  package static func spawnProcess(
    _ arguments: [String], input: Int32, output: Int32, closing: [Int32]
  ) -> Result<ProcessID, SpawnError> {
    guard let program = arguments.first else { return .failure(SpawnError(code: EINVAL)) }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
      let environment = _NSGetEnviron().pointee
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
      let environment = environ
    #endif
    guard posix_spawn_file_actions_init(&actions) == 0 else { return .failure(SpawnError(code: errno)) }
    defer { posix_spawn_file_actions_destroy(&actions) }
    guard posix_spawnattr_init(&attributes) == 0 else { return .failure(SpawnError(code: errno)) }
    defer { posix_spawnattr_destroy(&attributes) }
    for descriptor in closing where descriptor > 2 && descriptor != input && descriptor != output {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    if input != STDIN_FILENO { posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO) }
    if output != STDOUT_FILENO { posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO) }
    // Signals the parent ignores while the child runs (SIGINT, SIGQUIT) or catches are the
    // child's to handle: every one back at its default, none blocked.
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var cStrings: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    defer { for pointer in cStrings { free(pointer) } }
    cStrings.append(nil)
    var child: pid_t = 0
    let result = posix_spawnp(&child, program, &actions, &attributes, cStrings, environment)
    guard result == 0 else { return .failure(SpawnError(code: result)) }
    return .success(child)
  }

  /// Why ``spawnProcess(_:input:output:closing:)`` could not start a program: an `errno` value.
  package struct SpawnError: Error, Equatable, Sendable {
    /// The error number.
    package var code: Int32
    /// Creates an error.
    package init(code: Int32) { self.code = code }
  }

  /// `waitpid(2)` until `process` ends (going on after interruptions and stops).
  package static func waitForProcess(_ process: ProcessID) -> ProcessEnd {
    var status: Int32 = 0
    while true {
      let result = waitpid(process, &status, 0)
      if result == process { break }
      if result < 0 && errno == EINTR { continue }
      return .unknown(errno)
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
    let signal = status & 0x7f
    if signal == 0 { return .exited((status >> 8) & 0xff) }
    return .signaled(signal)
  }

  /// `atexit(3)`.
  @inlinable package static func onExit(_ handler: @convention(c) () -> Void) { _ = atexit(handler) }
}
