import ViewKitStyle

extension InteractionFrame {
  /// Where the control drawn focused on the top scope is, once it has been drawn this frame; nil
  /// before, or when nothing shows focus. Layers drawn after the content (toasts) read it to
  /// keep clear of that control's rows.
  package var focusedRect: Rect? {
    let scope = activeScope
    return regions.last { $0.scope == scope && isShownFocused($0) && $0.rect != nil }?.rect
  }
}

extension EnvironmentValues {
  /// Makes this the environment of rows built while drawing (``LazyRows``), after focus and key
  /// hints are settled: each row is a still picture in an interaction frame of its own, drawn
  /// unfocused, in `foreground` when one is given. The container is what takes keys.
  ///
  /// - Parameter foreground: the rows' text colour; nil keeps the one in force.
  package mutating func makeStillRows(foreground: Color? = nil) {
    interactionFrame = InteractionFrame()
    if let foreground { foregroundColor = foreground }
    isFocused = false
  }
}
