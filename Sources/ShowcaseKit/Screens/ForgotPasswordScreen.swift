import ViewKit

/// Forgot password: an email, then a confirmation.
public struct ForgotPasswordScreen: View {
  let model: ForgotPasswordViewModel

  /// Creates the forgotten-password screen for a model.
  ///
  /// - Parameter model: the email field, its error and the actions.
  public init(model: ForgotPasswordViewModel) { self.model = model }

  /// The email form in a card, or the confirmation once the email is sent.
  public var body: some View {
    Page {
      Card(title: "Reset your password", titleAlignment: .center) {
        VStack(alignment: .leading, spacing: 1) {
          if model.sent {
            Banner(.success, title: "Check your email", message: "We sent a link to \(model.email.text).")
            Button("Back to sign in", compact: true) { model.back() }.defaultFocus()
          } else {
            Text("We will email you a link to choose a new password.")
            TextField(
              "Email", text: Bindable(model).email, placeholder: "you@example.com", error: model.emailError
            )
            .defaultFocus()
            Button("Send link", compact: true) { model.send() }
          }
        }
      }
      .frame(maxWidth: 52)
      .onSubmit("send link") { model.send() }
    }
    .keyBinding(.escape, "back") { model.back() }
    .alert(Bindable(model.status).alert)
    .progressHUD(model.status.hud)
  }
}
