/// Signs people in and out, creates accounts and resets passwords (seed 002's gateway: the
/// domain's view of the API, so use cases can be tested with a fake).
public protocol AuthGateway: Sendable {
  /// Signs in.
  ///
  /// - Parameters:
  ///   - email: the account's email.
  ///   - password: its password.
  /// - Returns: the token and the user.
  /// - Throws: ``APIError``, with the server's message for a wrong password.
  func signIn(email: String, password: String) async throws(APIError) -> AuthResponse
  /// Creates an account and signs in to it.
  ///
  /// - Parameters:
  ///   - name: the person's name.
  ///   - email: the account's email.
  ///   - password: its password.
  /// - Returns: the token and the new user.
  /// - Throws: ``APIError``, with the server's message when the email is taken.
  func register(name: String, email: String, password: String) async throws(APIError) -> AuthResponse
  /// Asks for a password reset email.
  ///
  /// - Parameter email: where to send it.
  /// - Throws: ``APIError`` when the request fails.
  func requestPasswordReset(email: String) async throws(APIError)
  /// The signed-in user, as the server knows them; how a stored token is checked.
  ///
  /// - Returns: the user, with their stats.
  /// - Throws: ``APIError/tokenExpired`` when the token is no good.
  func currentUser() async throws(APIError) -> User
}

/// The feed and likes.
public protocol FeedGateway: Sendable {
  /// One page of the feed.
  ///
  /// - Parameter page: the page, from 0.
  /// - Returns: its posts, and whether more follow.
  /// - Throws: ``APIError`` when the request fails.
  func feed(page: Int) async throws(APIError) -> FeedPage
  /// Likes a post or takes the like back.
  ///
  /// - Parameters:
  ///   - liked: whether the user likes it now.
  ///   - postID: the post.
  /// - Returns: the post as the server has it now.
  /// - Throws: ``APIError``, with the server's message when likes are off.
  func setLiked(_ liked: Bool, postID: Int) async throws(APIError) -> Post
}

/// People and posts matching a query.
public protocol SearchGateway: Sendable {
  /// Searches.
  ///
  /// - Parameter query: what to look for.
  /// - Returns: the matching people and posts.
  /// - Throws: ``APIError`` when the request fails.
  func search(_ query: String) async throws(APIError) -> SearchResults
  /// A person found: their profile and posts.
  ///
  /// - Parameter handle: the person's handle, without the `@`.
  /// - Returns: the person and their posts.
  /// - Throws: ``APIError`` when the request fails.
  func person(handle: String) async throws(APIError) -> PersonPage
}

/// The notifications.
public protocol NotificationsGateway: Sendable {
  /// The notifications, newest first.
  ///
  /// - Returns: the notifications.
  /// - Throws: ``APIError`` when the request fails.
  func notifications() async throws(APIError) -> [Notice]
  /// Marks every notification read.
  ///
  /// - Throws: ``APIError`` when the request fails.
  func markAllRead() async throws(APIError)
}

/// The places the user is signed in.
public protocol SessionsGateway: Sendable {
  /// The user's sessions, as the server lists them.
  ///
  /// - Returns: the sessions.
  /// - Throws: ``APIError`` when the request fails.
  func sessions() async throws(APIError) -> [DeviceSession]
}

/// What the server says about the app as a whole: the force-update check's content.
public protocol ConfigurationGateway: Sendable {
  /// The app's configuration.
  ///
  /// - Returns: the configuration, with the oldest version served.
  /// - Throws: ``APIError`` when it cannot be read.
  func configuration() async throws(APIError) -> AppConfiguration
}

/// Every gateway, over the API: what is asked before sign-in goes through the basic provider,
/// everything after it through the one with the access token (seed 000's choice of provider).
public struct APIGateway: AuthGateway, FeedGateway, SearchGateway, NotificationsGateway, SessionsGateway,
  ConfigurationGateway
{
  let plain: any APIProviding
  let basic: any APIProviding
  let api: any APIProviding

  /// Creates the gateways over the three providers.
  ///
  /// - Parameters:
  ///   - plain: reads the configuration (a logger only).
  ///   - basic: sends sign-in, registration and password resets (no token).
  ///   - authorised: sends everything else, with the access token, refreshing it.
  public init(plain: any APIProviding, basic: any APIProviding, authorised: any APIProviding) {
    self.plain = plain
    self.basic = basic
    self.api = authorised
  }

  /// Creates the gateways over one provider for every request.
  ///
  /// - Parameter api: sends the requests.
  public init(api: any APIProviding) { self.init(plain: api, basic: api, authorised: api) }

  /// The configuration through `/config`, with the plain provider.
  ///
  /// - Returns: the configuration.
  /// - Throws: ``APIError``.
  public func configuration() async throws(APIError) -> AppConfiguration {
    try await plain.request(.configuration, as: AppConfiguration.self)
  }

  /// Signs in through `/auth/login`.
  ///
  /// - Parameters:
  ///   - email: the account's email.
  ///   - password: its password.
  /// - Returns: the token and the user.
  /// - Throws: ``APIError``.
  public func signIn(email: String, password: String) async throws(APIError) -> AuthResponse {
    try await basic.request(.login(email: email, password: password), as: AuthResponse.self)
  }

  /// Creates an account through `/auth/register`.
  ///
  /// - Parameters:
  ///   - name: the person's name.
  ///   - email: the account's email.
  ///   - password: its password.
  /// - Returns: the token and the new user.
  /// - Throws: ``APIError``.
  public func register(name: String, email: String, password: String) async throws(APIError) -> AuthResponse {
    try await basic.request(.register(name: name, email: email, password: password), as: AuthResponse.self)
  }

  /// Asks for a reset through `/auth/forgot`.
  ///
  /// - Parameter email: where to send it.
  /// - Throws: ``APIError``.
  public func requestPasswordReset(email: String) async throws(APIError) {
    _ = try await basic.request(.forgotPassword(email: email), as: Empty.self)
  }

  /// The user through `/me`.
  ///
  /// - Returns: the user.
  /// - Throws: ``APIError``.
  public func currentUser() async throws(APIError) -> User { try await api.request(.profile, as: User.self) }

  /// A page through `/posts`.
  ///
  /// - Parameter page: the page, from 0.
  /// - Returns: the page.
  /// - Throws: ``APIError``.
  public func feed(page: Int) async throws(APIError) -> FeedPage {
    try await api.request(.posts(page: page), as: FeedPage.self)
  }

  /// A like or unlike through `/posts/ID/like`.
  ///
  /// - Parameters:
  ///   - liked: whether the user likes it now.
  ///   - postID: the post.
  /// - Returns: the post as the server has it.
  /// - Throws: ``APIError``.
  public func setLiked(_ liked: Bool, postID: Int) async throws(APIError) -> Post {
    try await api.request(liked ? .like(postID: postID) : .unlike(postID: postID), as: Post.self)
  }

  /// A search through `/search`.
  ///
  /// - Parameter query: what to look for.
  /// - Returns: the results.
  /// - Throws: ``APIError``.
  public func search(_ query: String) async throws(APIError) -> SearchResults {
    try await api.request(.search(query: query), as: SearchResults.self)
  }

  /// A person's page through `/users/HANDLE/posts`.
  ///
  /// - Parameter handle: the person's handle.
  /// - Returns: the person and their posts.
  /// - Throws: ``APIError``.
  public func person(handle: String) async throws(APIError) -> PersonPage {
    try await api.request(.person(handle: handle), as: PersonPage.self)
  }

  /// The notifications through `/notifications`.
  ///
  /// - Returns: the notifications.
  /// - Throws: ``APIError``.
  public func notifications() async throws(APIError) -> [Notice] {
    try await api.request(.notifications, as: [Notice].self)
  }

  /// Marks them read through `/notifications/read`.
  ///
  /// - Throws: ``APIError``.
  public func markAllRead() async throws(APIError) {
    _ = try await api.request(.markNotificationsRead, as: Empty.self)
  }

  /// The sessions through `/sessions`.
  ///
  /// - Returns: the sessions.
  /// - Throws: ``APIError``.
  public func sessions() async throws(APIError) -> [DeviceSession] {
    try await api.request(.sessions, as: [DeviceSession].self)
  }
}
