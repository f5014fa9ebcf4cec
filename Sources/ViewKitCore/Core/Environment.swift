import ViewKitStyle

/// A key for a custom value in ``EnvironmentValues``.
///
/// ```swift
/// struct CompactKey: EnvironmentKey { static let defaultValue = false }
/// extension EnvironmentValues {
///   var isCompact: Bool {
///     get { self[CompactKey.self] }
///     set { self[CompactKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value: Sendable
  /// The value when no view has set one.
  static var defaultValue: Value { get }
}

/// Values that flow from a view to everything inside it: theme, colour profile, enabled state
/// and text styling.
///
/// A copy-on-write value: passing it down the tree costs one reference count, and a change
/// copies it only when it is shared.
public struct EnvironmentValues: Sendable {
  private final class Storage: @unchecked Sendable {
    // Mutated only while uniquely referenced (copy-on-write), so sharing across tasks is safe.
    // nil until someone sets or reads it: the built-in themes load only when a view reads a token.
    var theme: Theme?
    var colorProfile: ColorProfile = .truecolor
    var isEnabled = true
    var isFocused = false
    var foregroundColor: Color?
    var textAttributes: TextAttributes = []
    var multilineTextAlignment: TextAlignment = .leading
    var lineLimit: Int?
    var truncationMode: TruncationMode = .tail
    var paintsSurface = true
    var workCounter: WorkCounter?
    // Custom values by their key's type, in the order first set: a few at most, so a scan of
    // identities costs less than hashing, and each value sits in a box of its own type, so a
    // read needs no dynamic cast.
    var custom: [(key: ObjectIdentifier, box: AnyObject)] = []

    init() {}

    func copy() -> Storage {
      let copy = Storage()
      copy.theme = theme
      copy.colorProfile = colorProfile
      copy.isEnabled = isEnabled
      copy.isFocused = isFocused
      copy.foregroundColor = foregroundColor
      copy.textAttributes = textAttributes
      copy.multilineTextAlignment = multilineTextAlignment
      copy.lineLimit = lineLimit
      copy.truncationMode = truncationMode
      copy.paintsSurface = paintsSurface
      copy.workCounter = workCounter
      copy.custom = custom
      return copy
    }
  }

  private var storage = Storage()

  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// The default environment: dark theme, truecolor, enabled.
  public init() {}

  /// The design tokens components read; the built-in dark theme unless set.
  public var theme: Theme {
    get { storage.theme ?? .dark }
    set { unique().theme = newValue }
  }

  /// What counts the work of this render, when something does (the work-counter ratchet);
  /// nil, the default, counts nothing.
  public var workCounter: WorkCounter? {
    get { storage.workCounter }
    set { unique().workCounter = newValue }
  }

  /// Whether a rendered frame gets the theme's surface: every cell left in the terminal's
  /// default colours takes `color.text.default` and `color.background.default`, so a theme
  /// reads the same on a dark or a light terminal (mono's tokens are the terminal's own, so it
  /// changes nothing there). True by default; false only for output that must carry no
  /// background colour, such as a benchmark's reference frame.
  public var paintsSurface: Bool {
    get { storage.paintsSurface }
    set { unique().paintsSurface = newValue }
  }
  /// The colour profile output will be shown in (components still describe full colour).
  public var colorProfile: ColorProfile {
    get { storage.colorProfile }
    set { unique().colorProfile = newValue }
  }
  /// Whether controls inside accept input; `.disabled(true)` turns it off.
  public var isEnabled: Bool {
    get { storage.isEnabled }
    set { unique().isEnabled = newValue }
  }
  /// Whether the view has keyboard focus.
  public var isFocused: Bool {
    get { storage.isFocused }
    set { unique().isFocused = newValue }
  }
  /// The text colour for text that does not set its own.
  public var foregroundColor: Color? {
    get { storage.foregroundColor }
    set { unique().foregroundColor = newValue }
  }
  /// Attributes added to all text inside.
  public var textAttributes: TextAttributes {
    get { storage.textAttributes }
    set { unique().textAttributes = newValue }
  }
  /// How lines of multi-line text align.
  public var multilineTextAlignment: TextAlignment {
    get { storage.multilineTextAlignment }
    set { unique().multilineTextAlignment = newValue }
  }
  /// The most lines a text may take; nil for no limit.
  public var lineLimit: Int? {
    get { storage.lineLimit }
    set { unique().lineLimit = newValue }
  }
  /// Where text that does not fit is cut.
  public var truncationMode: TruncationMode {
    get { storage.truncationMode }
    set { unique().truncationMode = newValue }
  }

  /// A custom value, stored under its ``EnvironmentKey``; the key's default when unset.
  ///
  /// - Parameter key: the key type naming the value.
  /// - Returns: the value set nearest above the view, or the key's `defaultValue`.
  public subscript<Entry: EnvironmentKey>(key: Entry.Type) -> Entry.Value {
    get {
      let id = ObjectIdentifier(key)
      for entry in storage.custom where entry.key == id {
        // The box under a key's identity was made by the setter below for that key's `Value`;
        // checked all the same (a class cast, no existential), since one type can conform to
        // `EnvironmentKey` twice in two modules with two `Value`s.
        guard let box = entry.box as? CustomValue<Entry.Value> else { return Entry.defaultValue }
        return box.value
      }
      return Entry.defaultValue
    }
    set {
      let id = ObjectIdentifier(key)
      let box = CustomValue(newValue)
      let storage = unique()
      if let index = storage.custom.firstIndex(where: { $0.key == id }) {
        storage.custom[index].box = box
      } else {
        storage.custom.append((id, box))
      }
    }
  }

  /// The environment of the view whose body is being evaluated.
  @TaskLocal public static var current = EnvironmentValues()
}

/// Reads a value from the environment inside a view's `body`.
///
/// ```swift
/// struct Title: View {
///   @Environment(\.theme) var theme
///   var body: some View { Text("Hi").foregroundColor(theme[.brandPrimary]) }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: Sendable {
  private let keyPath: KeyPath<EnvironmentValues, Value> & Sendable

  /// Reads the value at a key path of ``EnvironmentValues``.
  ///
  /// - Parameter keyPath: the value to read, e.g. `\.theme`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) { self.keyPath = keyPath }

  /// The value in force where the view's body is evaluated.
  public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// A view whose content sees a changed environment.
public struct EnvironmentModifiedView<Content: View>: View {
  @usableFromInline let content: Content
  @usableFromInline let transform: (inout EnvironmentValues) -> Void

  /// The content, resolved in the environment `transform` changes.
  @inlinable
  init(content: Content, transform: @escaping (inout EnvironmentValues) -> Void) {
    self.content = content
    self.transform = transform
  }

  /// Never evaluated: the view resolves to its content's nodes.
  public var body: Never { fatalError("EnvironmentModifiedView has no body") }

  /// The content's nodes, made with the changed environment.
  @inlinable
  public static func _makeNodes(_ view: Self, environment: EnvironmentValues, into nodes: inout [LayoutNode])
  {
    var changed = environment
    view.transform(&changed)
    Resolve.nodes(view.content, changed, into: &nodes)
  }
}

extension View {
  /// Sets an environment value for this view and everything inside it.
  ///
  /// - Parameters:
  ///   - keyPath: the environment value to set.
  ///   - value: the new value.
  /// - Returns: the view with the changed environment.
  @inlinable
  public consuming func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> EnvironmentModifiedView<Self> where Value: Sendable {
    nonisolated(unsafe) let keyPath = keyPath
    return EnvironmentModifiedView(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Changes the environment for this view and everything inside it.
  ///
  /// - Parameter transform: changes the environment in place; run each time the view is resolved.
  /// - Returns: the view with the changed environment.
  @inlinable
  public consuming func transformEnvironment(
    _ transform: @escaping (inout EnvironmentValues) -> Void
  ) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self, transform: transform)
  }

  /// Uses a theme for this view and everything inside it.
  ///
  /// - Parameter theme: the design tokens the views inside read.
  /// - Returns: the view drawn with the theme.
  public func theme(_ theme: Theme) -> EnvironmentModifiedView<Self> {
    transformEnvironment { $0.theme = theme }
  }

  /// Disables (or enables) the controls inside.
  ///
  /// - Parameter disabled: `true` to disable; `false` leaves controls as the enclosing views set them.
  /// - Returns: the view with its controls disabled or left as they are.
  public func disabled(_ disabled: Bool = true) -> EnvironmentModifiedView<Self> {
    transformEnvironment { $0.isEnabled = $0.isEnabled && !disabled }
  }

  /// Draws the view as having keyboard focus (or not), whatever the focus engine says: for
  /// stories and pictures of a state. Real focus comes from `.focused(_:equals:)`,
  /// `.defaultFocus()`, Tab and clicks.
  ///
  /// - Parameter focused: whether to draw the view as focused.
  /// - Returns: the view drawn with or without focus.
  public func focused(_ focused: Bool = true) -> EnvironmentModifiedView<Self> {
    transformEnvironment {
      $0.isFocused = focused
      $0.forcesFocus = focused
    }
  }

  /// Sets the colour of text inside that does not set its own.
  ///
  /// - Parameter color: the text colour; `nil` leaves the terminal's default.
  /// - Returns: the view with the colour set for its text.
  public func foregroundColor(_ color: Color?) -> EnvironmentModifiedView<Self> {
    transformEnvironment { $0.foregroundColor = color }
  }

  /// Makes all text inside bold.
  ///
  /// - Returns: the view with its text bold.
  public func bold() -> EnvironmentModifiedView<Self> { textAttributes(.bold) }

  /// Makes all text inside italic.
  ///
  /// - Returns: the view with its text italic.
  public func italic() -> EnvironmentModifiedView<Self> { textAttributes(.italic) }

  /// Underlines all text inside.
  ///
  /// - Returns: the view with its text underlined.
  public func underline() -> EnvironmentModifiedView<Self> { textAttributes(.underline) }

  /// Shows all text inside in reverse video.
  ///
  /// - Returns: the view with its text in reverse video.
  public func reverse() -> EnvironmentModifiedView<Self> { textAttributes(.reverse) }

  /// Adds attributes to all text inside.
  ///
  /// - Parameter attributes: the attributes to add to those set above.
  /// - Returns: the view with the attributes added for its text.
  public func textAttributes(_ attributes: TextAttributes) -> EnvironmentModifiedView<Self> {
    transformEnvironment { $0.textAttributes.formUnion(attributes) }
  }

  /// Aligns the lines of multi-line text inside.
  ///
  /// - Parameter alignment: where shorter lines sit: leading, centre or trailing.
  /// - Returns: the view with the alignment set for its text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentModifiedView<Self> {
    transformEnvironment { $0.multilineTextAlignment = alignment }
  }

  /// Limits text inside to a number of lines; the last line ends in `…` when text is cut.
  ///
  /// - Parameter limit: the most lines (at least 1), or `nil` for no limit.
  /// - Returns: the view with the limit set for its text.
  public func lineLimit(_ limit: Int?) -> EnvironmentModifiedView<Self> {
    transformEnvironment { $0.lineLimit = limit.map { max(1, $0) } }
  }

  /// Sets where text that does not fit its line is cut.
  ///
  /// - Parameter mode: whether text is cut at its head, middle or tail.
  /// - Returns: the view with the mode set for its text.
  public func truncationMode(_ mode: TruncationMode) -> EnvironmentModifiedView<Self> {
    transformEnvironment { $0.truncationMode = mode }
  }
}

/// A custom environment value in a box of its own type (see ``EnvironmentValues/subscript(key:)``).
private final class CustomValue<Value: Sendable>: @unchecked Sendable {
  // Immutable once made, and `Value` is Sendable.
  let value: Value

  init(_ value: Value) { self.value = value }
}
