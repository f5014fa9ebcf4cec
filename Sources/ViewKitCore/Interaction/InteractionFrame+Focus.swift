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
