import ViewKitStyle

/// How big a story is drawn.
public enum StoryLayout: Hashable, Sendable {
  /// Always this size.
  case fixed(Size)
  /// The whole viewport in the browser; this size in snapshots and on the command line.
  case fill(default: Size)

  /// The size used when no viewport is given.
  public var defaultSize: Size {
    switch self {
    case .fixed(let size), .fill(let size): return size
    }
  }
}

/// One state of a component, drawn from arguments: the unit of the Storybook and of the
/// golden-file snapshots.
///
/// ```swift
/// Story("greeting/long-name", title: "Long name", summary: "A name that wraps.",
///       layout: .fixed(Size(width: 30, height: 4)),
///       args: [StoryArg("name", .text(default: "Bartholomew"))]) { args in
///   Greeting(name: args.text("name"))
/// }
/// ```
public struct Story: Sendable, Identifiable {
  /// `<component>/<state>`, as written; ``StoryRegistry`` checks it.
  public let id: String
  /// A short title, shown in the Storybook's list.
  public let title: String
  /// One line on what the story shows.
  public let summary: String
  /// The size the story is drawn at: fixed, or filling the viewport.
  public let layout: StoryLayout
  /// Its controls, in display order.
  public let args: [StoryArg]
  /// Words a search finds it by besides its id, title and summary (`card` for a rounded box).
  public private(set) var tags: [String]
  /// Where it was declared, for messages that name both places of a duplicate.
  public let file: String
  /// The line it was declared on.
  public let line: Int
  private let make: @Sendable (StoryArgs) -> AnyView

  /// Declares a story. The content closure builds the view from argument values; it may be
  /// called from any task, so it must not depend on actor-isolated state.
  ///
  /// - Parameters:
  ///   - id: the identifier, `<component>/<state>` in kebab-case.
  ///   - title: a short title.
  ///   - summary: one line on what the story shows.
  ///   - layout: the size it is drawn at.
  ///   - args: its controls, in display order.
  ///   - tags: words a search finds it by besides its id, title and summary.
  ///   - file: where it is declared; leave the default.
  ///   - line: the line it is declared on; leave the default.
  ///   - content: builds the view from argument values.
  public init<Content: View & SendableMetatype>(
    _ id: String, title: String, summary: String, layout: StoryLayout, args: [StoryArg] = [],
    tags: [String] = [], file: String = #fileID, line: Int = #line,
    @ViewBuilder content: @escaping @Sendable (StoryArgs) -> Content
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.layout = layout
    self.args = args
    self.tags = tags
    self.file = file
    self.line = line
    make = { AnyView(content($0)) }
  }

  /// The same story with more tags.
  ///
  /// - Parameter tags: words a search finds it by.
  /// - Returns: the story, tagged.
  public func tagged(_ tags: [String]) -> Story {
    var story = self
    story.tags += tags.filter { !story.tags.contains($0) }
    return story
  }

  /// What a search looks in, lowercased: the id, title, summary and tags.
  public var searchText: String { ([id, title, summary] + tags).joined(separator: " ").lowercased() }

  /// The parsed identifier; nil when malformed.
  public var storyID: StoryID? { StoryID(id) }

  /// Where the story was declared, `file:line`.
  public var location: String { "\(file):\(line)" }

  /// Every argument at its default.
  public var defaultArgs: StoryArgs {
    var values: [String: StoryArgValue] = [:]
    for arg in args { values[arg.name] = arg.control.defaultValue }
    return StoryArgs(values)
  }

  /// The view for some arguments (missing ones take their defaults).
  ///
  /// - Parameter args: the argument values; nil for the defaults.
  /// - Returns: the story's view.
  public func view(_ args: StoryArgs? = nil) -> AnyView {
    var values = defaultArgs.values
    for (name, value) in args?.values ?? [:] { values[name] = value }
    return make(StoryArgs(values, editor: args?.editor))
  }

  /// Draws the story, by default at its layout's size with default arguments.
  ///
  /// - Parameters:
  ///   - theme: the theme to draw with.
  ///   - profile: the colour profile to draw for.
  ///   - size: the canvas's size; nil for the layout's default.
  ///   - args: the argument values; nil for the defaults.
  /// - Returns: the drawn canvas.
  public func render(
    theme: Theme, profile: ColorProfile = .truecolor, size: Size? = nil, args: StoryArgs? = nil
  )
    -> Canvas
  {
    Renderer.render(view(args), size: size ?? layout.defaultSize, theme: theme, profile: profile)
  }

  /// What a screen reader reads of the story (see ``SemanticTranscript``), by default at its
  /// layout's size with default arguments; the theme does not change it.
  ///
  /// - Parameters:
  ///   - size: the canvas's size; nil for the layout's default.
  ///   - args: the argument values; nil for the defaults.
  /// - Returns: the transcript, in reading order.
  public func semanticTranscript(size: Size? = nil, args: StoryArgs? = nil) -> SemanticTranscript {
    Renderer.semanticTranscript(of: view(args), size: size ?? layout.defaultSize)
  }

  /// The story's semantic golden: the header `viewkit-snapshot <version> id=<id> size=WxH
  /// kind=semantic`, then its ``SemanticTranscript`` at its default size and arguments.
  public var semanticSnapshot: String {
    let size = layout.defaultSize
    return
      "viewkit-snapshot \(SnapshotFormat.version) id=\(id) size=\(size.width)x\(size.height) kind=semantic\n"
      + semanticTranscript().text
  }

  /// The story in the golden-file format (see ``SnapshotFormat``), at its default size and arguments.
  ///
  /// - Parameters:
  ///   - theme: the theme to draw with; its name goes in the header.
  ///   - profile: the colour profile to draw for.
  /// - Returns: the snapshot text.
  public func snapshot(theme: Theme, profile: ColorProfile) -> String {
    snapshot(of: render(theme: theme, profile: profile), theme: theme, profile: profile)
  }

  /// A canvas of this story in the golden-file format, with the story's header: what
  /// ``snapshot(theme:profile:)`` gives when `canvas` is ``render(theme:profile:size:args:)``'s
  /// at the default size and arguments, for a caller that draws each story once and reads the
  /// canvas several ways.
  ///
  /// - Parameters:
  ///   - canvas: the story drawn in `theme` for `profile`.
  ///   - theme: the theme it was drawn with; its name goes in the header.
  ///   - profile: the colour profile it was drawn for.
  /// - Returns: the snapshot text.
  public func snapshot(of canvas: Canvas, theme: Theme, profile: ColorProfile) -> String {
    SnapshotFormat.encode(canvas, header: [("id", id), ("theme", theme.name)], profile: profile)
  }
}
