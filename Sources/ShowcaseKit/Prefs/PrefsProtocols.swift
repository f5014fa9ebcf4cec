/// Stores the access token.
public protocol AccessTokenPrefs: AnyObject, Sendable {
  /// The token, when signed in.
  var accessToken: String? { get set }
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

/// The session as a whole: who is signed in and their token, changed together.
public protocol SessionPrefs: AccessTokenPrefs, UserInfoPrefs {
  /// The signed-in user as last stored, when there is one.
  var user: User? { get }
  /// Remembers who signed in, and their token, in one save.
  ///
  /// - Parameters:
  ///   - user: the signed-in user.
  ///   - token: the session token to keep, if any.
  func signIn(_ user: User, token: String?)
  /// Forgets the signed-in user and the token, in one save.
  func signOut()
}
