import ViewKit

/// Sign in: email, password, and the ways on.
public struct LoginScreen: View {
  let model: LoginViewModel

  /// Creates the sign-in screen for a model.
  ///
  /// - Parameter model: the form's fields, errors and actions.
  public init(model: LoginViewModel) { self.model = model }

  /// The form in a card: email, password, Sign in, and the ways to create an account or reset the
  /// password.
  public var body: some View {
    let focus = Bindable(model).focus
    Page {
      Card(title: "Sign in", titleAlignment: .center) {
        VStack(alignment: .leading) {
          TextField(
            "Email", text: Bindable(model).email, placeholder: "you@example.com", error: model.emailError
          )
          .focused(focus, equals: .email)
          TextField(
            "Password", text: Bindable(model).password, placeholder: "Your password",
            helper: "Try “\(SampleData.password)”",
            error: model.passwordError, secure: true, revealed: model.revealPassword
          )
          .keyBinding(.ctrl("r"), model.revealPassword ? "hide password" : "show password") {
            model.toggleReveal()
          }
          .focused(focus, equals: .password)
          Text("")
          Button("Sign in", fullWidth: true) { model.signIn() }.focused(focus, equals: .signIn)
          HStack(spacing: 2) {
            Button("Create account", variant: .ghost, compact: true) { model.createAccount() }
              .focused(focus, equals: .register)
            Button("Forgot password?", variant: .ghost, compact: true) { model.forgotPassword() }
              .focused(focus, equals: .forgot)
          }
          .focusGroup()
        }
      }
      .frame(maxWidth: 52)
      .onSubmit("sign in") { model.signIn() }
    }
    .alert(Bindable(model.status).alert)
    .progressHUD(model.status.hud)
  }
}
