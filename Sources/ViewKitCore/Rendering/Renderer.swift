import ViewKitStyle

/// Renders views to a ``Canvas``, with no terminal: the pure entry point that the Storybook,
/// snapshot tests and benchmarks use, and that the runtime will present.
///
/// Nothing here reads the process environment, the clock or the terminal, so the same view
/// at the same size, theme and profile always gives the same cells.
///
/// ```swift
/// let canvas = Renderer.render(Text("Hello").bold(), size: Size(width: 20, height: 1))
/// print(canvas.ansiText(.styled(.truecolor)))
/// ```
public enum Renderer {
  /// Lays out and draws a view in a canvas of the given size, with an environment.
  ///
  /// The view is offered the whole size and drawn from the top-left corner at the size it
  /// takes; anything beyond the canvas is clipped. With no ``InteractionFrame`` in the
  /// environment the picture is still: focus is what views declare. A running app passes the
  /// frame of its ``FocusEngine``.
  ///
  /// - Parameters:
  ///   - view: the view to draw.
  ///   - size: the canvas's columns and rows.
  ///   - environment: the theme, colour profile and other values the view is drawn with.
  /// - Returns: the drawn canvas.
  @inlinable
  public static func render<V: View>(_ view: V, size: Size, environment: EnvironmentValues) -> Canvas {
    render(root: { Resolve.node(view, $0) }, size: size, environment: environment)
  }

  /// ``render(_:size:environment:)`` of the view whose node `root` makes.
  ///
  /// The generic entry points are `@inlinable` and only make this closure: compiled into the
  /// module that names the concrete view, the whole view tree resolves specialized, with no
  /// generic metadata looked up at run time, while the passes below stay in the kit.
  @usableFromInline
  static func render(
    root: (EnvironmentValues) -> LayoutNode, size: Size, environment: EnvironmentValues
  ) -> Canvas {
    guard environment.interactionFrame == nil else {
      return draw(root: root, size: size, environment: environment)
    }
    // A still picture: focus is what the views declare (a focus binding, a default focus).
    var still = environment
    let frame = InteractionFrame()
    still.interactionFrame = frame
    let canvas = draw(root: root, size: size, environment: still)
    guard let target = frame.settleStill(), frame.shownFocus[frame.activeScope] != target else {
      return canvas
    }
    still.interactionFrame = InteractionFrame(still: frame.region(target).id)
    return draw(root: root, size: size, environment: still)
  }

  /// Lays out and draws a view as tall as it wants to be at a width, between two heights: the
  /// frame of an inline program (``InlineRegion``), which takes the rows its content needs.
  ///
  /// The view is asked for its ideal height at `width`; the canvas takes that height, kept
  /// within `heights`, and the view is laid out again in it when it had to be cut.
  ///
  /// - Parameters:
  ///   - view: the view to draw.
  ///   - width: the canvas's columns.
  ///   - heights: the fewest and most rows the canvas may take.
  ///   - environment: the theme, colour profile and other values the view is drawn with.
  /// - Returns: the drawn canvas.
  @inlinable
  public static func render<V: View>(
    _ view: V, width: Int, heights: ClosedRange<Int>, environment: EnvironmentValues
  ) -> Canvas {
    render(root: { Resolve.node(view, $0) }, width: width, heights: heights, environment: environment)
  }

  /// ``render(_:width:heights:environment:)`` of the view whose node `root` makes.
  @usableFromInline
  static func render(
    root: (EnvironmentValues) -> LayoutNode, width: Int, heights: ClosedRange<Int>,
    environment: EnvironmentValues
  ) -> Canvas {
    var canvas = Canvas(width: 0, height: 0)
    if let counter = environment.workCounter { counter.passes += 1 }
    EnvironmentValues.$current.withValue(environment) {
      let root = root(environment)
      let ideal = root.measure(ProposedSize(width: width, height: nil))
      let height = min(max(ideal.height, heights.lowerBound), heights.upperBound)
      let measured = height == ideal.height ? ideal : root.measure(ProposedSize(width: width, height: height))
      canvas = Canvas(width: width, height: height)
      root.drawNode(
        in: Rect(x: 0, y: 0, width: min(measured.width, width), height: min(measured.height, height)),
        canvas: &canvas)
    }
    if environment.paintsSurface {
      canvas.paintSurface(
        foreground: environment.theme[.textDefault], background: environment.theme[.backgroundDefault])
    }
    return canvas
  }

  /// One pass of resolve, layout and draw.
  static func draw(root: (EnvironmentValues) -> LayoutNode, size: Size, environment: EnvironmentValues)
    -> Canvas
  {
    if let counter = environment.workCounter { counter.passes += 1 }
    var canvas = Canvas(size: size)
    EnvironmentValues.$current.withValue(environment) {
      let root = root(environment)
      let measured = root.measure(ProposedSize(size))
      root.drawNode(in: Rect(x: 0, y: 0, width: measured.width, height: measured.height), canvas: &canvas)
    }
    if environment.paintsSurface {
      canvas.paintSurface(
        foreground: environment.theme[.textDefault], background: environment.theme[.backgroundDefault])
    }
    return canvas
  }

  /// Lays out and draws a view with a theme and colour profile.
  ///
  /// - Parameters:
  ///   - view: what to draw.
  ///   - size: the canvas size.
  ///   - theme: the tokens components read (the built-in dark theme when nil); its surface
  ///     colours fill every cell left in the terminal's defaults unless `paintsSurface` is false.
  ///   - profile: the colour profile components may ask about.
  ///   - paintsSurface: see ``EnvironmentValues/paintsSurface``.
  /// - Returns: the drawn canvas.
  @inlinable
  public static func render<V: View>(
    _ view: V, size: Size, theme: Theme? = nil, profile: ColorProfile = .truecolor,
    paintsSurface: Bool = true
  ) -> Canvas {
    var environment = EnvironmentValues()
    if let theme { environment.theme = theme }
    environment.colorProfile = profile
    environment.paintsSurface = paintsSurface
    return render(view, size: size, environment: environment)
  }
}
