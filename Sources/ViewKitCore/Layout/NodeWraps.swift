import ViewKitStyle

/// The wrapping nodes of the modifiers that return ``NodeModifiedView``, made outside the
/// generic views.
///
/// A modifier such as `padding(_:)` is `@inlinable`, so it is compiled into the module that
/// names the concrete view and builds its `NodeModifiedView<Content>` there, without looking
/// up generic metadata at run time on every frame (the dashboard frame spent about 6% of its
/// instructions on such lookups). What it wraps the content's node in is made here, by
/// non-generic functions, so the node classes stay internal to the kit.
@usableFromInline
enum NodeWraps {
  /// What a wrap makes of the content's node, given the environment.
  @usableFromInline
  typealias Wrap = (LayoutNode, EnvironmentValues) -> LayoutNode

  /// ``View/layoutPriority(_:)``.
  @usableFromInline
  static func priority(_ priority: Int) -> Wrap {
    { node, _ in PriorityNode(child: node, priority: priority) }
  }

  /// ``View/clipped()``.
  @usableFromInline
  static func clip() -> Wrap { { node, _ in ClipNode(child: node) } }

  /// `restyled(_:)`.
  @usableFromInline
  static func restyle(_ transform: @escaping (Style) -> Style) -> Wrap {
    { node, _ in RestyleNode(child: node, transform: transform) }
  }

  /// The borders (``View/border(_:color:title:titleAlignment:titleStyle:)`` and the one with a
  /// footer).
  @usableFromInline
  static func border(
    _ style: BorderStyle, color: Color, title: String?, titleAlignment: TextAlignment, titleStyle: Style,
    footer: String?, footerAlignment: TextAlignment, footerStyle: Style
  ) -> Wrap {
    { node, _ in
      BorderNode(
        style: style, color: color, title: title, titleAlignment: titleAlignment, titleStyle: titleStyle,
        footer: footer, footerAlignment: footerAlignment, footerStyle: footerStyle, child: node)
    }
  }

  /// `semantics(contains:_:)`: the element made only when semantics are recorded, marked
  /// focused and disabled as the environment says.
  @usableFromInline
  static func semantics(contains: SemanticContent, _ make: @escaping () -> SemanticElement) -> Wrap {
    { node, environment in
      let focused = contains == .hidden && environment.isFocused
      let disabled = !environment.isEnabled
      return SemanticNode(child: node, content: contains) {
        var element = make()
        if focused { element.traits.insert(.focused) }
        if disabled { element.traits.insert(.disabled) }
        return element
      }
    }
  }

  /// ``View/semanticsHidden()``.
  @usableFromInline
  static func semanticsHidden() -> Wrap { { node, _ in SemanticHiddenNode(child: node) } }

  /// ``View/recordingSemantics(_:)``.
  @usableFromInline
  static func recordingSemantics(_ isOn: Bool) -> Wrap {
    { node, _ in SemanticRootNode(child: node, isOn: isOn) }
  }

  /// ``View/simulatingColorProfile(_:)``.
  @usableFromInline
  static func profile(_ profile: ColorProfile) -> Wrap {
    { node, environment in
      let theme = environment.theme
      return ProfileNode(
        child: node, profile: profile,
        surface: environment.paintsSurface ? (theme[.textDefault], theme[.backgroundDefault]) : nil)
    }
  }

  /// ``View/padding(_:)-(EdgeInsets)``.
  @usableFromInline
  static func padding(_ insets: EdgeInsets) -> Wrap {
    { node, _ in PaddingNode(insets: insets, child: node) }
  }

  /// ``View/background(_:)``: a colour behind.
  @usableFromInline
  static func background(_ color: Color) -> Wrap {
    { node, _ in BackgroundNode(child: node, color: color, layer: nil, alignment: .center, inFront: false) }
  }

  /// ``View/background(alignment:_:)`` and ``View/overlay(alignment:_:)``: a view behind or in
  /// front, its node made by `layer` in the same environment.
  @usableFromInline
  static func layer(
    alignment: Alignment, inFront: Bool, _ layer: @escaping (EnvironmentValues) -> LayoutNode
  ) -> Wrap {
    { node, environment in
      BackgroundNode(
        child: node, color: nil, layer: layer(environment), alignment: alignment, inFront: inFront)
    }
  }

  /// ``View/frame(width:height:alignment:)``.
  @usableFromInline
  static func frame(width: Int?, height: Int?, alignment: Alignment) -> Wrap {
    { node, _ in
      FrameNode(
        width: width, height: height, minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil,
        alignment: alignment, child: node)
    }
  }

  /// ``View/frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)``.
  @usableFromInline
  static func frame(
    minWidth: FrameLength?, maxWidth: FrameLength?, minHeight: FrameLength?, maxHeight: FrameLength?,
    alignment: Alignment
  ) -> Wrap {
    { node, _ in
      FrameNode(
        width: nil, height: nil, minWidth: minWidth?.cells, maxWidth: maxWidth?.cells,
        minHeight: minHeight?.cells,
        maxHeight: maxHeight?.cells, alignment: alignment, child: node)
    }
  }
}
