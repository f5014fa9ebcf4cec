import ViewKitStyle

/// A control a story offers, with its default value.
public enum StoryControl: Hashable, Sendable {
  /// Free text.
  case text(default: String)
  /// On or off.
  case bool(default: Bool)
  /// One of a list of options.
  case choice(options: [String], default: String)
  /// A whole number in a range.
  case integer(range: ClosedRange<Int>, default: Int)

  /// The value the story gets when none is given.
  public var defaultValue: StoryArgValue {
    switch self {
    case .text(let value): return .text(value)
    case .bool(let value): return .bool(value)
    case .choice(_, let value): return .text(value)
    case .integer(_, let value): return .integer(value)
    }
  }

  /// What the control accepts, for help and error messages.
  public var accepted: String {
    switch self {
    case .text: return "any text"
    case .bool: return "true or false"
    case .choice(let options, _): return "one of " + options.joined(separator: ", ")
    case .integer(let range, _): return "a whole number from \(range.lowerBound) to \(range.upperBound)"
    }
  }

  /// Parses a value given as text (for example on the command line); nil when it is not accepted.
  ///
  /// - Parameter text: the value as typed.
  /// - Returns: the value, or nil.
  public func parse(_ text: String) -> StoryArgValue? {
    switch self {
    case .text: return .text(text)
    case .bool:
      switch text.lowercased() {
      case "true", "yes", "1", "on": return .bool(true)
      case "false", "no", "0", "off": return .bool(false)
      default: return nil
      }
    case .choice(let options, _): return options.contains(text) ? .text(text) : nil
    case .integer(let range, _):
      guard let value = Int(text), range.contains(value) else { return nil }
      return .integer(value)
    }
  }
}

/// The value of one story argument.
public enum StoryArgValue: Hashable, Sendable, CustomStringConvertible {
  /// Text, or a choice.
  case text(String)
  /// A flag.
  case bool(Bool)
  /// A number.
  case integer(Int)

  /// The value as the command line writes it.
  public var description: String {
    switch self {
    case .text(let text): return text
    case .bool(let flag): return String(flag)
    case .integer(let number): return String(number)
    }
  }
}

/// One named argument of a story.
public struct StoryArg: Hashable, Sendable {
  /// The name, as `--arg NAME=VALUE` takes it.
  public let name: String
  /// The control and its default.
  public let control: StoryControl
  /// What the argument changes.
  public let summary: String

  /// Creates an argument: a named control with a default.
  ///
  /// - Parameters:
  ///   - name: the name, as `--arg NAME=VALUE` takes it.
  ///   - control: the control and its default.
  ///   - summary: what the argument changes.
  public init(_ name: String, _ control: StoryControl, summary: String = "") {
    self.name = name
    self.control = control
    self.summary = summary
  }
}

/// The argument values a story is built with.
///
/// Reading an argument the story did not declare gives an empty or zero value.
public struct StoryArgs: Hashable, Sendable {
  /// The values, by argument name.
  public var values: [String: StoryArgValue]
  /// Where the story's own controls write their changes, when a browser runs it live; nil in a
  /// still render, where the bindings below read the values and drop what is written.
  public var editor: StoryArgEditor?

  /// Creates argument values, by argument name.
  ///
  /// - Parameters:
  ///   - values: the values, by argument name; missing ones read as empty, false or 0.
  ///   - editor: where the story's controls write their changes; nil for a still render.
  public init(_ values: [String: StoryArgValue] = [:], editor: StoryArgEditor? = nil) {
    self.values = values
    self.editor = editor
  }

  /// The value of a text or choice argument.
  ///
  /// - Parameter name: the argument's name.
  /// - Returns: the value, or empty when there is none.
  public func text(_ name: String) -> String {
    if case .text(let value)? = current(name) { return value }
    return ""
  }

  /// The value of a flag argument.
  ///
  /// - Parameter name: the argument's name.
  /// - Returns: the value, or `false` when there is none.
  public func bool(_ name: String) -> Bool {
    if case .bool(let value)? = current(name) { return value }
    return false
  }

  /// The value of a number argument.
  ///
  /// - Parameter name: the argument's name.
  /// - Returns: the value, or 0 when there is none.
  public func integer(_ name: String) -> Int {
    if case .integer(let value)? = current(name) { return value }
    return 0
  }

  /// A flag argument as a binding, for a control of the story's own (a toggle, a checkbox): in
  /// the browser, using the story changes the argument and its control; in a still render the
  /// change is dropped.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: args.boolBinding("on"))
  /// ```
  ///
  /// - Parameter name: the argument's name.
  /// - Returns: a binding that reads the argument now and writes through the browser.
  public func boolBinding(_ name: String) -> Binding<Bool> {
    Binding(get: { self.bool(name) }, set: { self.editor?.set(name, .bool($0)) })
  }

  /// A number argument as a binding, for a selection of the story's own (a picker, a tab bar, a
  /// list): in the browser, using the story changes the argument; in a still render the change
  /// is dropped.
  ///
  /// - Parameter name: the argument's name.
  /// - Returns: a binding that reads the argument now and writes through the browser.
  public func integerBinding(_ name: String) -> Binding<Int> {
    Binding(get: { self.integer(name) }, set: { self.editor?.set(name, .integer($0)) })
  }

  /// State of the story's own that is no argument (a list's scroll offset), kept by the browser
  /// while the story is used and reset with its arguments; in a still render it is `initial`
  /// and what is written is dropped.
  ///
  /// ```swift
  /// let offset = args.state("offset", initial: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - key: the state's name, unique within the story.
  ///   - initial: its value until the story writes one.
  /// - Returns: a binding to it.
  public func state<Value: Sendable & Equatable>(_ key: String, initial: Value) -> Binding<Value> {
    // A value written again unchanged (a list keeping its offset as it is drawn) is not
    // written: the browser would draw again for nothing, and again.
    Binding(
      get: { self.editor?.state(key) as? Value ?? initial },
      set: { value in
        guard let editor = self.editor, editor.state(key) as? Value ?? initial != value else { return }
        editor.setState(key, value)
      })
  }

  /// What the editor holds now for an argument, else the value these arguments were made with.
  private func current(_ name: String) -> StoryArgValue? {
    editor?.value(name) ?? values[name]
  }

  /// Two sets of arguments are equal when their values are; who edits them does not count.
  ///
  /// - Parameters:
  ///   - lhs: one set of arguments.
  ///   - rhs: the other.
  /// - Returns: whether their values are equal.
  public static func == (lhs: StoryArgs, rhs: StoryArgs) -> Bool { lhs.values == rhs.values }

  /// Hashes the values alone, like ``==(_:_:)``.
  ///
  /// - Parameter hasher: the hasher to feed.
  public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}

/// What a browser running a story live gives its arguments, so the story's own controls (a
/// toggle bound with ``StoryArgs/boolBinding(_:)``, a field with ``StoryArgs/textBinding(_:)``)
/// change the argument the browser's controls show. The closures run on the thread that runs
/// the app's loop, the only one that draws and handles input.
public final class StoryArgEditor: @unchecked Sendable {
  let value: (String) -> StoryArgValue?
  let set: (String, StoryArgValue) -> Void
  package let caret: (String) -> Int?
  package let setText: (String, String, Int) -> Void
  let state: (String) -> (any Sendable)?
  let setState: (String, any Sendable) -> Void

  /// Creates an editor from the browser's own accessors.
  ///
  /// - Parameters:
  ///   - value: an argument's value now, by name; nil when the browser has none for it.
  ///   - set: changes an argument.
  ///   - caret: where the caret of a text argument is now, in characters; nil for its end.
  ///   - setText: changes a text argument (name, text) and keeps its caret (in characters).
  ///   - state: the story's own state by key (``StoryArgs/state(_:initial:)``); nil when unset.
  ///   - setState: keeps a value of the story's own state.
  public init(
    value: @escaping (String) -> StoryArgValue?, set: @escaping (String, StoryArgValue) -> Void,
    caret: @escaping (String) -> Int?, setText: @escaping (String, String, Int) -> Void,
    state: @escaping (String) -> (any Sendable)? = { _ in nil },
    setState: @escaping (String, any Sendable) -> Void = { _, _ in }
  ) {
    self.value = value
    self.set = set
    self.caret = caret
    self.setText = setText
    self.state = state
    self.setState = setState
  }
}
