import ViewKit

/// Sign in: email, password, the ways on, and the demo accounts to try.
public struct LoginScreen: View {
  let model: LoginViewModel
  @Environment(\.screenSize) private var size

  /// Creates the sign-in screen for a model.
  ///
  /// - Parameter model: the form's fields, errors and actions.
  public init(model: LoginViewModel) { self.model = model }

  /// The form in a card, and the demo accounts under it, beside it, or in two lines, as the
  /// terminal allows.
  public var body: some View {
    let strings = model.basic.strings
    let model = self.model
    let size = self.size
    Page {
      Group {
        if size.height >= Self.stackedHeight {
          VStack(alignment: .center, spacing: 1) {
            form(strings)
            DemoAccounts(model: model, strings: strings).frame(maxWidth: 52)
          }
        } else if size.width >= 96 {
          HStack(alignment: .top, spacing: 2) {
            form(strings)
            DemoAccounts(model: model, strings: strings).frame(maxWidth: 40)
          }
        } else {
          VStack(alignment: .center) {
            form(strings)
            DemoAccounts(model: model, strings: strings, compact: true).frame(maxWidth: 52)
          }
        }
      }
    }
  }

  /// The terminal rows the form and the demo accounts need one above the other.
  static let stackedHeight = 22

  func form(_ strings: Strings) -> some View {
    let model = self.model
    let focus = Binding(get: { model.focus }, set: { model.moveFocus(to: $0) })
    return Card(title: strings[.signInTitle], titleAlignment: .center) {
      VStack(alignment: .leading) {
        TextField(
          strings[.email], text: Bindable(model).email, placeholder: strings[.emailPlaceholder],
          error: model.emailError.map { strings[$0] }
        )
        .focused(focus, equals: .email)
        TextField(
          strings[.password], text: Bindable(model).password, placeholder: strings[.passwordPlaceholder],
          error: model.passwordError.map { strings[$0] }, secure: true, revealed: model.revealPassword
        )
        .keyBinding(.ctrl("r"), strings[model.revealPassword ? .hidePassword : .showPassword]) {
          model.toggleReveal()
        }
        .focused(focus, equals: .password)
        Button(strings[.signInButton], compact: true, fullWidth: true) { model.submit() }
          .focused(focus, equals: .signIn)
        HStack(spacing: 2) {
          Button(strings[.createAccount], variant: .ghost, compact: true) { model.createAccount() }
            .focused(focus, equals: .register)
          Button(strings[.forgotPassword], variant: .ghost, compact: true) { model.forgotPassword() }
            .focused(focus, equals: .forgot)
        }
        .focusGroup()
      }
    }
    .frame(maxWidth: 52)
    .onSubmit(strings[.signInButton].lowercased()) { model.submit() }
  }
}

/// The demo accounts, with what each does, and their password.
struct DemoAccounts: View {
  let model: LoginViewModel
  let strings: Strings
  var compact = false

  var body: some View {
    if compact {
      Text(
        strings(.demoAccounts, SampleData.password) + ": "
          + model.demoAccounts.map { $0.email.prefix { $0 != "@" } }.joined(separator: " · ")
          + " @viewkit.dev"
      )
      .textStyle(.caption)
      .lineLimit(2)
    } else {
      Card(title: strings(.demoAccounts, SampleData.password)) {
        VStack(alignment: .leading) {
          ForEach(model.demoAccounts.indices) { index in
            let account = model.demoAccounts[index]
            HStack(spacing: 1) {
              Text(account.email).textStyle(.code)
              Text(strings[account.phrase]).textStyle(.muted)
            }
          }
        }
      }
    }
  }
}

/// Create an account: name, email, password and its confirmation, the terms.
public struct RegistrationScreen: View {
  let model: RegistrationViewModel
  @Environment(\.screenSize) private var size

  /// Creates the registration screen for a model.
  ///
  /// - Parameter model: the form's fields, errors and actions.
  public init(model: RegistrationViewModel) { self.model = model }

  /// The form in a card: one column when the terminal is tall enough, two when it is not.
  public var body: some View {
    let strings = model.basic.strings
    let model = self.model
    let size = self.size
    Page {
      Card(title: strings[.registerTitle], titleAlignment: .center) {
        VStack(alignment: .leading) {
          if size.height >= Self.oneColumnHeight {
            field(.name, strings)
            field(.email, strings)
            field(.password, strings)
            field(.confirm, strings)
          } else {
            HStack(alignment: .top, spacing: 1) {
              field(.name, strings)
              field(.email, strings)
            }
            HStack(alignment: .top, spacing: 1) {
              field(.password, strings)
              field(.confirm, strings)
            }
          }
          Checkbox(strings[.acceptTerms], isOn: Bindable(model).acceptsTerms)
            .focused(focusBinding, equals: .terms)
          if let error = model.error(.terms) { Text("✖ " + strings[error]).textStyle(.error) }
          Button(strings[.createAccount], compact: true, fullWidth: true) { model.submit() }
            .focused(focusBinding, equals: .create)
        }
      }
      .frame(maxWidth: 64)
      .onSubmit(strings[.createAccount].lowercased()) { model.submit() }
    }
    .keyBinding(.escape, strings[.back]) { model.back() }
  }

  /// The terminal rows the form needs in one column: four fields of five rows, the checkbox,
  /// its error, the button, the card's edges and the hints.
  static let oneColumnHeight = 26

  var focusBinding: Binding<RegistrationViewModel.Focus?> {
    let model = self.model
    return Binding(get: { model.focus }, set: { model.moveFocus(to: $0) })
  }

  func field(_ control: RegistrationViewModel.Focus, _ strings: Strings) -> some View {
    let model = self.model
    let error = model.error(control).map { strings[$0] }
    let bindable = Bindable(model)
    let (label, placeholder, text, secure): (Phrase, Phrase, Binding<TextFieldState>, Bool) =
      switch control {
      case .name: (.name, .namePlaceholder, bindable.name, false)
      case .email: (.email, .emailPlaceholder, bindable.email, false)
      case .password: (.password, .newPasswordPlaceholder, bindable.password, true)
      default: (.confirmPassword, .confirmPlaceholder, bindable.confirm, true)
      }
    return TextField(
      strings[label], text: text, placeholder: strings[placeholder], error: error, secure: secure
    )
    .focused(focusBinding, equals: control)
  }
}

/// Forgot password: the email to send the link to, then the confirmation.
public struct ForgotPasswordScreen: View {
  let model: ForgotPasswordViewModel

  /// Creates the screen for a model.
  ///
  /// - Parameter model: the email, and whether the link was sent.
  public init(model: ForgotPasswordViewModel) { self.model = model }

  /// The form, or the confirmation once sent.
  public var body: some View {
    let strings = model.basic.strings
    let model = self.model
    Page {
      Card(title: strings[.forgotTitle], titleAlignment: .center) {
        VStack(alignment: .leading, spacing: 1) {
          if model.sent {
            Banner(.success, title: strings[.sentTitle], message: strings(.sentText, model.email.text))
            Button(strings[.backToSignIn], compact: true) { model.back() }.defaultFocus()
          } else {
            Text(strings[.forgotText])
            TextField(
              strings[.email], text: Bindable(model).email, placeholder: strings[.emailPlaceholder],
              error: model.emailError.map { strings[$0] }
            )
            .defaultFocus()
            Button(strings[.sendLink], compact: true) { model.submit() }
          }
        }
      }
      .frame(maxWidth: 56)
      .onSubmit(strings[.sendLink].lowercased()) { model.submit() }
    }
    .keyBinding(.escape, strings[.back]) { model.back() }
  }
}
