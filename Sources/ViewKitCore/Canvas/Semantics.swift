import ViewKitStyle

/// What a part of the screen is to someone who cannot see it: a button, a text field, a line of
/// text. The raw value is the word a transcript reads (`"text field"`).
///
/// ```swift
/// Text("Sign in").semantics(.button, label: "Sign in")
/// ```
public struct SemanticRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The words read for the role, lower case (`"check box"`).
  public let rawValue: String

  /// A role read as the given words.
  ///
  /// - Parameter rawValue: the words, lower case.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The words read for the role.
  public var description: String { rawValue }

  /// A line of plain text.
  public static let text = SemanticRole(rawValue: "text")
  /// A title over a part of the screen.
  public static let heading = SemanticRole(rawValue: "heading")
  /// A control that runs an action.
  public static let button = SemanticRole(rawValue: "button")
  /// One line of editable text.
  public static let textField = SemanticRole(rawValue: "text field")
  /// Several lines of editable text.
  public static let textArea = SemanticRole(rawValue: "text area")
  /// A control that is checked or not.
  public static let checkbox = SemanticRole(rawValue: "checkbox")
  /// A control that is on or off.
  public static let toggle = SemanticRole(rawValue: "switch")
  /// A choice of one among several options.
  public static let picker = SemanticRole(rawValue: "picker")
  /// How far a task has gone.
  public static let progressBar = SemanticRole(rawValue: "progress bar")
  /// Something is working, with no measure of how far.
  public static let busyIndicator = SemanticRole(rawValue: "busy indicator")
  /// A list of items, one selected.
  public static let list = SemanticRole(rawValue: "list")
  /// One item of a list.
  public static let listItem = SemanticRole(rawValue: "item")
  /// A table of rows and columns.
  public static let table = SemanticRole(rawValue: "table")
  /// One row of a table.
  public static let row = SemanticRole(rawValue: "row")
  /// A tree of items that open and close.
  public static let tree = SemanticRole(rawValue: "tree")
  /// One item of a tree.
  public static let treeItem = SemanticRole(rawValue: "tree item")
  /// A row of tabs, one selected.
  public static let tabBar = SemanticRole(rawValue: "tab bar")
  /// One tab of a tab bar.
  public static let tab = SemanticRole(rawValue: "tab")
  /// A dialog that asks for a decision; its buttons follow.
  public static let alert = SemanticRole(rawValue: "alert")
  /// A panel over the screen that holds the keys until it closes.
  public static let dialog = SemanticRole(rawValue: "dialog")
  /// A log of lines that grows.
  public static let log = SemanticRole(rawValue: "log")
  /// A short message that goes by itself.
  public static let status = SemanticRole(rawValue: "status")
  /// A message across the screen (no connection, an update).
  public static let banner = SemanticRole(rawValue: "banner")
  /// A group of things under one name (a card, a box with a title).
  public static let group = SemanticRole(rawValue: "group")
  /// A picture that stands for something (an avatar, a chart).
  public static let image = SemanticRole(rawValue: "image")
  /// A chart; its value says what it shows.
  public static let chart = SemanticRole(rawValue: "chart")
  /// A picture of a person: their initials and status.
  public static let avatar = SemanticRole(rawValue: "avatar")
  /// A short label attached to something (a count, a tag).
  public static let badge = SemanticRole(rawValue: "badge")
  /// Where one is among pages.
  public static let pageIndicator = SemanticRole(rawValue: "page indicator")
  /// The keys that act here.
  public static let keyHints = SemanticRole(rawValue: "key hints")
  /// A search box over a list of commands.
  public static let commandPalette = SemanticRole(rawValue: "command palette")
}

/// States a semantic element is in, read after its value in a fixed order.
///
/// ```swift
/// let traits: SemanticTraits = [.checked, .focused]
/// traits.words // ["checked", "focused"]
/// ```
public struct SemanticTraits: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt16

  /// Traits from their bits.
  ///
  /// - Parameter rawValue: the bits.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// The chosen one of several (a row, a tab).
  public static let selected = SemanticTraits(rawValue: 1 << 0)
  /// A checkbox with its mark, a switch that is on.
  public static let checked = SemanticTraits(rawValue: 1 << 1)
  /// A checkbox without its mark, a switch that is off.
  public static let notChecked = SemanticTraits(rawValue: 1 << 2)
  /// An item whose children show.
  public static let expanded = SemanticTraits(rawValue: 1 << 3)
  /// An item whose children are hidden.
  public static let collapsed = SemanticTraits(rawValue: 1 << 4)
  /// Being activated.
  public static let pressed = SemanticTraits(rawValue: 1 << 5)
  /// Working; the value may change by itself.
  public static let busy = SemanticTraits(rawValue: 1 << 6)
  /// Not available.
  public static let disabled = SemanticTraits(rawValue: 1 << 7)
  /// Keys go here.
  public static let focused = SemanticTraits(rawValue: 1 << 8)

  /// Every trait with its word, in the order a transcript reads them.
  public static let ordered: [(SemanticTraits, String)] = [
    (.selected, "selected"), (.checked, "checked"), (.notChecked, "not checked"), (.expanded, "expanded"),
    (.collapsed, "collapsed"), (.pressed, "pressed"), (.busy, "busy"), (.disabled, "disabled"),
    (.focused, "focused"),
  ]

  /// The words for these traits, in reading order.
  public var words: [String] { Self.ordered.compactMap { contains($0.0) ? $0.1 : nil } }
}

/// One thing a screen reader reads: a role, a label, a value, details such as a position, and
/// states; where it was drawn, and how deep among containers.
///
/// Views record elements while they draw (``View/semantics(_:label:value:details:traits:contains:)``),
/// in drawing order, which for stacks is reading order.
public struct SemanticElement: Hashable, Sendable {
  /// What the element is.
  public var role: SemanticRole
  /// Its name, as the user knows it ("Sign in", "Email"); may be empty.
  public var label: String
  /// What it holds (a field's text, "42%"), or nil.
  public var value: String?
  /// Further phrases read after the value, in order ("row 3 of 120", "level 2").
  public var details: [String]
  /// Its states.
  public var traits: SemanticTraits
  /// How many containing elements it sits in (0 at the top).
  public var level: Int
  /// The cells it was drawn in, cut to what showed.
  public var frame: Rect

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - role: what the element is.
  ///   - label: its name; may be empty.
  ///   - value: what it holds, or nil.
  ///   - details: further phrases, in order.
  ///   - traits: its states.
  ///   - level: how many containers it sits in.
  ///   - frame: the cells it was drawn in.
  public init(
    role: SemanticRole, label: String, value: String? = nil, details: [String] = [],
    traits: SemanticTraits = [],
    level: Int = 0, frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
  ) {
    self.role = role
    self.label = label
    self.value = value
    self.details = details
    self.traits = traits
    self.level = level
    self.frame = frame
  }
}

/// The elements recorded while a canvas is drawn, and where the drawing is among containers.
package struct SemanticRecording: Sendable {
  /// The elements, in drawing order.
  package var elements: [SemanticElement] = []
  /// How many containers the drawing is inside.
  package var level = 0
  /// More than 0 while drawing inside an element that speaks for its content, or inside
  /// something decorative: nothing is recorded.
  package var hidden = 0

  package init() {}

  /// Adds an element at the current level unless the drawing is hidden.
  package mutating func record(_ element: SemanticElement) {
    guard hidden == 0 else { return }
    var element = element
    element.level = level
    elements.append(element)
  }
}

extension Canvas {
  /// The elements drawn into this canvas, in reading order; nil when semantics were not recorded
  /// (see ``View/recordingSemantics(_:)``).
  public var semanticElements: [SemanticElement]? { semantics?.elements }
}
