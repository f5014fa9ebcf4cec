/// The toasts an app shows, newest last: what it says, how severe, and how long each has left.
///
/// The app keeps one in its model, shows toasts with ``show(_:title:severity:timeout:)`` and
/// moves its clock on with ``advance(by:)`` (from the loop's tick, or the virtual clock in
/// tests); a toast whose time runs out goes. While ``isCounting`` is true the app should tick.
///
/// ```swift
/// model.toasts.show("Saved 3 files", severity: .success)
/// TerminalApp.run(isAnimating: { model.toasts.isCounting },
///                 onTick: { model.toasts.advance(by: .milliseconds(80)) }) { … }
/// ```
public struct ToastStack: Hashable, Sendable {
  /// How much a toast matters, shown by its mark and colour.
  public enum Severity: String, Hashable, Sendable, CaseIterable {
    /// Something to know: `ℹ`.
    case info
    /// Something that worked: `✓`.
    case success
    /// Something to look at: `⚠`.
    case warning
    /// Something that failed: `✖`.
    case error

    /// The mark before the toast's title, so severity reads without colour.
    public var mark: String {
      switch self {
      case .info: return "ℹ"
      case .success: return "✓"
      case .warning: return "!"
      case .error: return "✖"
      }
    }
  }

  /// One notification.
  public struct Toast: Hashable, Sendable, Identifiable {
    /// Its number, unique in its stack.
    public let id: Int
    /// The bold first line; nil for a message alone.
    public var title: String?
    /// What it says.
    public var message: String
    /// How much it matters.
    public var severity: Severity
    /// The time it has left on the app's clock; nil until it is dismissed.
    public var remaining: Duration?
  }

  /// The toasts on show, oldest first.
  public private(set) var toasts: [Toast] = []
  /// The most toasts on show at once; a new one past it pushes the oldest out.
  public let limit: Int
  private var nextID = 0

  /// Creates an empty stack.
  ///
  /// - Parameter limit: the most toasts on show at once (at least 1).
  public init(limit: Int = 4) {
    self.limit = max(1, limit)
  }

  /// Shows a toast.
  ///
  /// - Parameters:
  ///   - message: what it says.
  ///   - title: a bold first line; nil for none.
  ///   - severity: how much it matters.
  ///   - timeout: how long it stays on the app's clock; nil to stay until dismissed.
  /// - Returns: its id, to dismiss it by.
  @discardableResult
  public mutating func show(
    _ message: String, title: String? = nil, severity: Severity = .info, timeout: Duration? = .seconds(4)
  ) -> Int {
    let id = nextID
    nextID += 1
    toasts.append(Toast(id: id, title: title, message: message, severity: severity, remaining: timeout))
    if toasts.count > limit { toasts.removeFirst(toasts.count - limit) }
    return id
  }

  /// Removes a toast.
  ///
  /// - Parameter id: the toast's id; nothing happens when it is gone already.
  public mutating func dismiss(_ id: Int) {
    toasts.removeAll { $0.id == id }
  }

  /// Removes the newest toast.
  public mutating func dismissNewest() {
    if !toasts.isEmpty { toasts.removeLast() }
  }

  /// Whether a toast is counting down, so the app's clock must tick.
  public var isCounting: Bool { toasts.contains { $0.remaining != nil } }

  /// Moves the clock on: each toast's time goes down, and those with none left go.
  ///
  /// - Parameter duration: how much time passed.
  public mutating func advance(by duration: Duration) {
    guard duration > .zero else { return }
    for index in toasts.indices {
      if let remaining = toasts[index].remaining { toasts[index].remaining = remaining - duration }
    }
    toasts.removeAll { ($0.remaining ?? .seconds(1)) <= .zero }
  }
}
