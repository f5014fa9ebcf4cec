import Observation
import ViewKit

/// The forgot-password form: an email, then a confirmation.
@Observable
public final class ForgotPasswordViewModel {
  /// The email field's text and caret.
  public var email = TextFieldState(limit: 80)
  /// The message under the email field; nil when it is acceptable.
  public var emailError: String?
  /// Whether the email was sent.
  public var sent = false
  /// The alert and progress HUD shown over the form.
  public let status = ScreenStatus()
  @ObservationIgnored let services: AppServices
  var api: APIProvider { services.api }
  var runner: EffectRunner { services.runner }
  @ObservationIgnored var finish: () -> Void = {}

  /// Creates the model with an empty field.
  ///
  /// - Parameter services: the prefs, the API and the effect runner.
  public init(services: AppServices) { self.services = services }

  /// Starts; `finish` goes back to sign-in.
  ///
  /// - Parameter finish: called to go back to sign-in.
  public func start(finish: @escaping () -> Void) { self.finish = finish }

  /// Sends the reset email.
  public func send() {
    let address = email.text.trimmingCharacters(in: .whitespaces)
    guard address.contains("@") else {
      emailError = "Enter your email address"
      return
    }
    emailError = nil
    let api = self.api
    status.perform(
      "Sending…", runner: runner,
      { () async throws(APIError) -> Empty in
        try await api.request(.forgotPassword(email: address), as: Empty.self)
      }
    ) { [weak self] _ in
      self?.sent = true
    }
  }

  /// Goes back to sign-in.
  public func back() { finish() }
}
