import ViewKitCore
import ViewKitStyle

/// Toasts: a stack of notifications in front of the screen, each with a severity mark and
/// colour, in the top-right corner, or the bottom-right when the top would cover the focused
/// control's rows. A click on a toast dismisses it; Escape dismisses the newest when nothing
/// else takes it. Each goes by itself when its time on the app's clock runs out
/// (``ToastStack/advance(by:)``). Tokens: `toast.*`.
///
/// ```swift
/// Form(model).toasts(Bindable(model).toasts)
/// ```
extension View {
  /// Shows a stack's toasts in front of this view.
  ///
  /// - Parameters:
  ///   - stack: the toasts; a click or Escape removes one.
  ///   - width: the widest a toast is, in cells.
  /// - Returns: the view with its toasts in front.
  public func toasts(_ stack: Binding<ToastStack>, width: Int = 40) -> NodeModifiedView<Self> {
    floatingLayer(placements: [.topTrailing, .bottomTrailing]) {
      ToastColumn(stack: stack, width: width)
    }
  }
}

/// The column of toasts, newest at the bottom.
struct ToastColumn: View {
  let stack: Binding<ToastStack>
  let width: Int

  var body: some View {
    let stack = self.stack
    let toasts = stack.wrappedValue.toasts
    if !toasts.isEmpty {
      // Every toast as wide as the column: `width`, or what the screen has.
      VStack(alignment: .trailing, spacing: 0) {
        ForEach(toasts.indices) { index in
          let toast = toasts[index]
          ToastCard(toast: toast).frame(maxWidth: .infinity).onClick { stack.modify { $0.dismiss(toast.id) } }
        }
      }
      .frame(maxWidth: .cells(width))
      .keyBinding(.escape, "dismiss", scope: .app) { stack.modify { $0.dismissNewest() } }
    }
  }
}

/// One toast: a bordered panel in its severity's colour with its mark, title and message.
struct ToastCard: View {
  let toast: ToastStack.Toast
  @Environment(\.theme) private var theme

  /// The toast's border in its severity's colour.
  var border: BorderToken {
    var border = theme[.toastBorder]
    border.color = theme[Self.colorKey(toast.severity)]
    return border
  }

  var body: some View {
    let color = theme[Self.colorKey(toast.severity)]
    HStack(alignment: .top, spacing: 1) {
      Text(toast.severity.mark).foregroundColor(color).bold()
      VStack(alignment: .leading, spacing: 0) {
        if let title = toast.title { Text(title).style(theme[.toastTitle]).lineLimit(1) }
        Text(toast.message).style(theme[.toastMessage]).lineLimit(4)
      }
      Spacer(minLength: 0)
    }
    .padding(.horizontal, 1)
    // The fill inside the border only: the border's cells keep the screen's ground, so no
    // slab of the panel's colour shows around a toast's rounded corners.
    .background(theme[.toastSurface])
    .border(border)
    .semantics(.status, label: toast.title ?? "", value: toast.message, details: [toast.severity.rawValue])
  }

  /// The colour token of a severity.
  static func colorKey(_ severity: ToastStack.Severity) -> ThemeKey<Color> {
    switch severity {
    case .info: return .toastInfo
    case .success: return .toastSuccess
    case .warning: return .toastWarning
    case .error: return .toastError
    }
  }
}
