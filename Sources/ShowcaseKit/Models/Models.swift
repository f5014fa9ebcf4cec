/// A person on the network: the signed-in user, a post's author or a search result.
public struct User: Codable, Hashable, Sendable {
  /// The name shown in the app.
  public var name: String
  /// The email address the user signs in with.
  public var email: String
  /// The handle shown after the name, without the `@`.
  public var handle: String
  /// How many posts the user wrote.
  public var posts: Int
  /// How many people follow the user.
  public var followers: Int
  /// How many people the user follows.
  public var following: Int
  /// Posts a day over the last days, oldest first (the Profile's sparkline); empty when the
  /// server sent none.
  public var activity: [Int]

  /// Creates a user.
  ///
  /// - Parameters:
  ///   - name: the name shown in the app.
  ///   - email: the email address.
  ///   - handle: the handle, without the `@`; by default the email's local part.
  ///   - posts: how many posts the user wrote.
  ///   - followers: how many people follow the user.
  ///   - following: how many people the user follows.
  ///   - activity: posts a day over the last days, oldest first.
  public init(
    name: String, email: String, handle: String? = nil, posts: Int = 0, followers: Int = 0,
    following: Int = 0,
    activity: [Int] = []
  ) {
    self.name = name
    self.email = email
    self.handle = handle ?? String(email.prefix { $0 != "@" })
    self.posts = posts
    self.followers = followers
    self.following = following
    self.activity = activity
  }

  private enum CodingKeys: String, CodingKey {
    case name, email, handle, posts, followers, following, activity
  }

  /// Decodes a user; `activity`, which older answers and saved sessions lack, is empty when
  /// missing.
  ///
  /// - Parameter decoder: the decoder to read from.
  /// - Throws: when a field other than `activity` is missing or of the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    email = try container.decode(String.self, forKey: .email)
    handle = try container.decode(String.self, forKey: .handle)
    posts = try container.decode(Int.self, forKey: .posts)
    followers = try container.decode(Int.self, forKey: .followers)
    following = try container.decode(Int.self, forKey: .following)
    activity = try container.decodeIfPresent([Int].self, forKey: .activity) ?? []
  }
}

/// The answer to a sign-in or registration.
public struct AuthResponse: Codable, Hashable, Sendable {
  /// The access token for later requests: short-lived.
  public var token: String
  /// The refresh token that gets a new access token when this one expires: long-lived.
  public var refreshToken: String
  /// The user who signed in.
  public var user: User

  /// Creates an answer from the two tokens and their user.
  ///
  /// - Parameters:
  ///   - token: the access token for later requests.
  ///   - refreshToken: the refresh token.
  ///   - user: the user who signed in.
  public init(token: String, refreshToken: String, user: User) {
    self.token = token
    self.refreshToken = refreshToken
    self.user = user
  }

  /// The two tokens.
  public var tokens: TokenPair { TokenPair(accessToken: token, refreshToken: refreshToken) }
}

/// A new access token and the refresh token to use next time: the answer to a refresh.
public struct TokenPair: Codable, Hashable, Sendable {
  /// The new access token.
  public var accessToken: String
  /// The refresh token to use next time (the one sent is revoked).
  public var refreshToken: String

  /// Creates a pair.
  ///
  /// - Parameters:
  ///   - accessToken: the access token.
  ///   - refreshToken: the refresh token.
  public init(accessToken: String, refreshToken: String) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
  }
}

/// A post in the home feed.
public struct Post: Codable, Hashable, Sendable, Identifiable {
  /// The post's identifier, unique in the feed.
  public var id: Int
  /// The name of the post's author.
  public var author: String
  /// The author's handle, without the `@`.
  public var handle: String
  /// How long ago the post was written, in minutes.
  public var minutesAgo: Int
  /// The post's title, shown above its text.
  public var title: String
  /// The post's text: after its title in the feed's row, wrapped in the post's detail.
  public var body: String
  /// How many likes it has, the signed-in user's included.
  public var likes: Int
  /// Whether the signed-in user likes it.
  public var liked: Bool
  /// A URL the post points to, shown as a link in its detail; nil for none (and in data from
  /// before posts had links).
  public var link: String?

  /// Creates a post.
  ///
  /// - Parameters:
  ///   - id: the identifier, unique in the feed.
  ///   - author: the author's name.
  ///   - handle: the author's handle, without the `@`.
  ///   - minutesAgo: how long ago it was written, in minutes.
  ///   - title: the title.
  ///   - body: the text.
  ///   - likes: how many likes it has.
  ///   - liked: whether the signed-in user likes it.
  ///   - link: a URL the post points to, if any.
  public init(
    id: Int, author: String, handle: String, minutesAgo: Int, title: String, body: String, likes: Int,
    liked: Bool = false, link: String? = nil
  ) {
    self.link = link
    self.id = id
    self.author = author
    self.handle = handle
    self.minutesAgo = minutesAgo
    self.title = title
    self.body = body
    self.likes = likes
    self.liked = liked
  }
}

/// One page of the feed.
public struct FeedPage: Codable, Hashable, Sendable {
  /// The posts of the page, newest first.
  public var posts: [Post]
  /// Whether older posts follow.
  public var hasMore: Bool

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - posts: the posts, newest first.
  ///   - hasMore: whether older posts follow.
  public init(posts: [Post], hasMore: Bool) {
    self.posts = posts
    self.hasMore = hasMore
  }
}

/// What a search found.
public struct SearchResults: Codable, Hashable, Sendable {
  /// The people whose name or handle matches.
  public var users: [User]
  /// The posts whose title, author or text matches.
  public var posts: [Post]

  /// Creates results.
  ///
  /// - Parameters:
  ///   - users: the matching people.
  ///   - posts: the matching posts.
  public init(users: [User] = [], posts: [Post] = []) {
    self.users = users
    self.posts = posts
  }
}

/// A place the user is signed in: one row of the sessions table in Settings.
public struct DeviceSession: Codable, Hashable, Sendable, Identifiable {
  /// The session's identifier, unique in the list.
  public var id: Int
  /// The device and app it runs in: `Terminal · Linux`.
  public var device: String
  /// Where it was last used, as the server places it.
  public var place: String
  /// How long ago it was last active, in minutes.
  public var minutesAgo: Int
  /// Whether it is the session this app runs in.
  public var isCurrent: Bool

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - id: the identifier, unique in the list.
  ///   - device: the device and app.
  ///   - place: where it was last used.
  ///   - minutesAgo: how long ago it was last active, in minutes.
  ///   - isCurrent: whether it is this app's own session.
  public init(id: Int, device: String, place: String, minutesAgo: Int, isCurrent: Bool = false) {
    self.id = id
    self.device = device
    self.place = place
    self.minutesAgo = minutesAgo
    self.isCurrent = isCurrent
  }
}

/// A notification in the notifications tab.
public struct Notice: Codable, Hashable, Sendable, Identifiable {
  /// The notification's identifier, unique in the list.
  public var id: Int
  /// Who it is about.
  public var actor: String
  /// What happened.
  public var kind: Kind
  /// How long ago it happened, in minutes.
  public var minutesAgo: Int
  /// Whether it has been read.
  public var read: Bool

  /// What a notification says happened.
  public enum Kind: String, Codable, Hashable, Sendable {
    /// The actor liked one of the user's posts.
    case liked
    /// The actor started following the user.
    case followed
    /// The actor replied to the user.
    case replied
    /// The weekly summary is ready.
    case summary
  }

  /// The same notification, read.
  public var markedRead: Notice {
    var notice = self
    notice.read = true
    return notice
  }

  /// Creates a notification.
  ///
  /// - Parameters:
  ///   - id: the identifier, unique in the list.
  ///   - actor: who it is about.
  ///   - kind: what happened.
  ///   - minutesAgo: how long ago, in minutes.
  ///   - read: whether it has been read.
  public init(id: Int, actor: String, kind: Kind, minutesAgo: Int, read: Bool) {
    self.id = id
    self.actor = actor
    self.kind = kind
    self.minutesAgo = minutesAgo
    self.read = read
  }
}

/// An empty answer, for requests whose answer carries nothing.
public struct Empty: Codable, Hashable, Sendable {
  /// Creates the empty answer.
  public init() {}
}

/// A person's profile page: who they are and what they wrote, newest first.
public struct PersonPage: Codable, Hashable, Sendable {
  /// The person, with their stats.
  public var user: User
  /// Their posts, newest first.
  public var posts: [Post]

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - user: the person.
  ///   - posts: their posts.
  public init(user: User, posts: [Post]) {
    self.user = user
    self.posts = posts
  }
}

/// What the server says about the app as a whole (seed 000's force-update content).
public struct AppConfiguration: Codable, Hashable, Sendable {
  /// The oldest version of the app the server still serves, dotted (`1.2`); an older app must
  /// be updated before it can be used.
  public var minimumVersion: String

  /// Creates a configuration.
  ///
  /// - Parameter minimumVersion: the oldest version served; `0` (every version) by default.
  public init(minimumVersion: String = "0") { self.minimumVersion = minimumVersion }
}
