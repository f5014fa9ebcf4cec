import Foundation

/// The HTTP method of an endpoint.
public enum HTTPMethod: String, Sendable {
  /// GET.
  case get = "GET"
  /// POST.
  case post = "POST"
  /// DELETE.
  case delete = "DELETE"
}

/// One endpoint of the API: its path, method, body and whether it needs the access token.
public enum APITarget: Hashable, Sendable {
  /// Sign in.
  case login(email: String, password: String)
  /// Create an account.
  case register(name: String, email: String, password: String)
  /// Send a password reset email.
  case forgotPassword(email: String)
  /// Trade a refresh token for a new access token (and a new refresh token).
  case refresh(token: String)
  /// The app's configuration: the oldest version the server still serves.
  case configuration
  /// The signed-in user, with their stats; also how a stored token is checked.
  case profile
  /// One page of the home feed, from 0.
  case posts(page: Int)
  /// Like a post.
  case like(postID: Int)
  /// Take a like back.
  case unlike(postID: Int)
  /// People and posts matching a query.
  case search(query: String)
  /// A person's profile and their posts, by handle.
  case person(handle: String)
  /// The notifications.
  case notifications
  /// Mark every notification read.
  case markNotificationsRead
  /// The places the user is signed in.
  case sessions

  /// The path below the base URL, with its query.
  public var path: String {
    switch self {
    case .login: return "/auth/login"
    case .register: return "/auth/register"
    case .forgotPassword: return "/auth/forgot"
    case .refresh: return "/auth/refresh"
    case .configuration: return "/config"
    case .profile: return "/me"
    case .posts(let page): return "/posts?page=\(page)"
    case .like(let id), .unlike(let id): return "/posts/\(id)/like"
    case .search: return "/search"
    case .person(let handle):
      let escaped = handle.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? handle
      return "/users/\(escaped)/posts"
    case .notifications: return "/notifications"
    case .markNotificationsRead: return "/notifications/read"
    case .sessions: return "/sessions"
    }
  }

  /// The HTTP method.
  public var method: HTTPMethod {
    switch self {
    case .login, .register, .forgotPassword, .refresh, .like, .markNotificationsRead, .search: return .post
    case .unlike: return .delete
    case .profile, .posts, .notifications, .configuration, .person, .sessions: return .get
    }
  }

  /// Whether the request carries the access token.
  public var requiresAuthorization: Bool {
    switch self {
    case .login, .register, .forgotPassword, .refresh, .configuration: return false
    default: return true
    }
  }

  /// The JSON body's fields; empty when there is none.
  public var body: [String: String] {
    switch self {
    case .login(let email, let password): return ["email": email, "password": password]
    case .register(let name, let email, let password):
      return ["name": name, "email": email, "password": password]
    case .forgotPassword(let email): return ["email": email]
    case .refresh(let token): return ["refreshToken": token]
    case .search(let query): return ["query": query]
    default: return [:]
    }
  }
}
