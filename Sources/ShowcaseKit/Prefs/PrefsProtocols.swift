/// Stores the access token.
public protocol AccessTokenPrefs: AnyObject, Sendable {
  /// The token, when signed in.
  var accessToken: String? { get set }
}

/// Stores the refresh token, which gets a new access token when it expires.
public protocol RefreshTokenPrefs: AnyObject, Sendable {
  /// The refresh token, when signed in.
  var refreshToken: String? { get set }
}

/// Stores who is signed in.
public protocol UserInfoPrefs: AnyObject, Sendable {
  /// The signed-in user's name.
  var userName: String? { get set }
  /// The signed-in user's email.
  var userEmail: String? { get set }
}

/// Stores whether the tutorial has been shown.
public protocol TutorialPrefs: AnyObject, Sendable {
  /// Whether the tutorial was seen.
  var tutorialShown: Bool { get set }
}

/// Stores the chosen theme.
public protocol ThemePrefs: AnyObject, Sendable {
  /// The name of the chosen theme.
  var themeName: String? { get set }
}

/// Stores the chosen language.
public protocol LanguagePrefs: AnyObject, Sendable {
  /// The chosen language's code (`en`, `ja`); nil to follow `LANG`.
  var languageCode: String? { get set }
}

/// The session as a whole: who is signed in and their tokens, changed together.
public protocol SessionPrefs: AccessTokenPrefs, RefreshTokenPrefs, UserInfoPrefs {
  /// The signed-in user as last stored, when there is one.
  var user: User? { get }
  /// Remembers who signed in, and their tokens, in one save.
  ///
  /// - Parameters:
  ///   - user: the signed-in user.
  ///   - token: the access token to keep; nil keeps both tokens as they are.
  ///   - refreshToken: the refresh token that goes with `token` (nil: none).
  func signIn(_ user: User, token: String?, refreshToken: String?)
  /// Keeps a refreshed pair of tokens, in one save; the user stays.
  ///
  /// - Parameter tokens: the new access and refresh tokens.
  func saveTokens(_ tokens: TokenPair)
  /// Forgets the signed-in user and the token, in one save.
  func signOut()
}

extension SessionPrefs {
  /// Remembers who signed in, with an access token and no refresh token, in one save.
  ///
  /// - Parameters:
  ///   - user: the signed-in user.
  ///   - token: the access token to keep; nil keeps the tokens as they are.
  public func signIn(_ user: User, token: String?) { signIn(user, token: token, refreshToken: nil) }
}
