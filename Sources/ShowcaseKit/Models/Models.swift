/// A signed-in user.
public struct User: Codable, Hashable, Sendable {
  /// The display name.
  public var name: String
  /// The email address.
  public var email: String

  /// Creates a user.
  public init(name: String, email: String) {
    self.name = name
    self.email = email
  }
}

/// The answer to a sign-in or registration.
public struct AuthResponse: Codable, Hashable, Sendable {
  /// The access token for later requests.
  public var token: String
  /// Who signed in.
  public var user: User
}

/// A post in the home feed.
public struct Post: Codable, Hashable, Sendable, Identifiable {
  /// Its identifier.
  public var id: Int
  /// The author's name.
  public var author: String
  /// The title.
  public var title: String
  /// The text.
  public var body: String
  /// How many likes it has.
  public var likes: Int
}

/// A notification.
public struct Notice: Codable, Hashable, Sendable, Identifiable {
  /// Its identifier.
  public var id: Int
  /// What happened.
  public var text: String
  /// Whether it has been read.
  public var read: Bool
}

/// An empty answer.
public struct Empty: Codable, Hashable, Sendable {}
