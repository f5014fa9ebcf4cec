import ViewKitStyle

/// Shows a child's colours as a terminal with a smaller colour profile would.
final class ProfileNode: WrapperNode {
  let profile: ColorProfile
  /// The theme's surface, which cells left in the terminal's defaults will take: simulated too.
  let surface: (foreground: Color, background: Color)?

  init(child: LayoutNode, profile: ColorProfile, surface: (foreground: Color, background: Color)?) {
    self.profile = profile
    self.surface = surface
    super.init(child: child)
  }

  override func draw(in rect: Rect, canvas: inout Canvas) {
    child.drawNode(in: rect, canvas: &canvas)
    let profile = self.profile
    let surface = self.surface
    canvas.restyle(rect) { style in
      var shown = style
      if let surface {
        if shown.foreground.isUnset { shown.foreground = surface.foreground }
        if shown.background.isUnset { shown.background = surface.background }
      }
      guard profile != .none else {
        // No colour at all: the terminal's own, marked so that no surface is painted over it.
        shown.foreground = .terminalDefault
        shown.background = .terminalDefault
        return shown
      }
      // The two colours go down together, as the encoder sends them (``SentStyle``).
      let sent = SentStyle(
        foreground: shown.foreground, background: shown.background, attributes: shown.attributes,
        profile: profile)
      shown.foreground = Color(sent.foreground, token: shown.foreground.token)
      shown.background = Color(sent.background, token: shown.background.token)
      shown.attributes = sent.attributes
      return shown
    }
  }
}

extension View {
  /// Shows the view's colours as a terminal with `profile` would: 256 or 16 palette colours, or
  /// none at all (attributes stay). For previews such as the Storybook's colour switch; real
  /// output is downsampled by the encoder already.
  ///
  /// - Parameter profile: the terminal's colour support to show.
  /// - Returns: the view with its colours reduced to the profile.
  @inlinable
  public consuming func simulatingColorProfile(_ profile: ColorProfile) -> NodeModifiedView<Self> {
    NodeModifiedView(content: self, wrap: NodeWraps.profile(profile))
  }
}
