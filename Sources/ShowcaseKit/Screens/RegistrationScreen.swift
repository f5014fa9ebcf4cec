import ViewKit

/// Create an account: name, email, password.
public struct RegistrationScreen: View {
  let model: RegistrationViewModel

  /// Creates the registration screen for a model.
  ///
  /// - Parameter model: the form's fields, errors and actions.
  public init(model: RegistrationViewModel) { self.model = model }

  /// The form in a card: the name, email and password fields and the create-account button.
  public var body: some View {
    let focus = Bindable(model).focus
    Page {
      Card(title: "Create an account", titleAlignment: .center) {
        VStack(alignment: .leading) {
          TextField(
            "Name", text: Bindable(model).name, placeholder: "Ada Lovelace", error: model.errors[.name]
          )
          .focused(focus, equals: .name)
          TextField(
            "Email", text: Bindable(model).email, placeholder: "you@example.com", error: model.errors[.email]
          )
          .focused(focus, equals: .email)
          TextField(
            "Password", text: Bindable(model).password, placeholder: "8 characters or more",
            error: model.errors[.password],
            secure: true
          )
          .focused(focus, equals: .password)
          Text("")
          Button("Create account", fullWidth: true) { model.create() }.focused(focus, equals: .create)
        }
      }
      .frame(maxWidth: 52)
      .onSubmit("create account") { model.create() }
    }
    .keyBinding(.escape, "back") { model.back() }
    .alert(Bindable(model.status).alert)
    .progressHUD(model.status.hud)
  }
}
