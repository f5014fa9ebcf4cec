/// A signed-in user, as the API returns it.
public struct User: Codable, Hashable, Sendable {
  /// The name shown in the app.
  public var name: String
  /// The email address the user signs in with.
  public var email: String

  /// Creates a user from a name and an email address.
  ///
  /// - Parameters:
  ///   - name: the name shown in the app.
  ///   - email: the email address.
  public init(name: String, email: String) {
    self.name = name
    self.email = email
  }
}

/// The answer to a sign-in or registration.
public struct AuthResponse: Codable, Hashable, Sendable {
  /// The access token for later requests.
  public var token: String
  /// The user who signed in.
  public var user: User
}

/// A post in the home feed.
public struct Post: Codable, Hashable, Sendable, Identifiable {
  /// The post's identifier, unique in the feed.
  public var id: Int
  /// The name of the post's author.
  public var author: String
  /// The post's title, shown above its text.
  public var title: String
  /// The post's text, wrapped under its title in the feed and the post's detail.
  public var body: String
  /// How many likes it has.
  public var likes: Int
}

/// A notification in the notifications tab.
public struct Notice: Codable, Hashable, Sendable, Identifiable {
  /// The notification's identifier, unique in the list.
  public var id: Int
  /// What happened, in one line.
  public var text: String
  /// Whether it has been read.
  public var read: Bool
}

/// An empty answer, for requests whose answer carries nothing.
public struct Empty: Codable, Hashable, Sendable {}
