/// Signs in and keeps the session (seed 002's use case: one thing the app does, over gateways
/// and prefs that tests replace with fakes).
public struct SignInUseCase: Sendable {
  let auth: any AuthGateway
  let session: any SessionPrefs

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - auth: signs in.
  ///   - session: keeps the token and the user.
  public init(auth: any AuthGateway, session: any SessionPrefs) {
    self.auth = auth
    self.session = session
  }

  /// Signs in and stores the token and the user.
  ///
  /// - Parameters:
  ///   - email: the account's email, spaces around it ignored.
  ///   - password: its password.
  /// - Returns: the signed-in user.
  /// - Throws: ``APIError``; nothing is stored then.
  public func execute(email: String, password: String) async throws(APIError) -> User {
    let answer = try await auth.signIn(email: email.trimmingCharacters(in: .whitespaces), password: password)
    session.signIn(answer.user, token: answer.token, refreshToken: answer.refreshToken)
    return answer.user
  }
}

/// Creates an account and signs in to it.
public struct RegisterUseCase: Sendable {
  let auth: any AuthGateway
  let session: any SessionPrefs

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - auth: creates the account.
  ///   - session: keeps the token and the user.
  public init(auth: any AuthGateway, session: any SessionPrefs) {
    self.auth = auth
    self.session = session
  }

  /// Creates the account and stores the session.
  ///
  /// - Parameters:
  ///   - name: the person's name.
  ///   - email: the account's email.
  ///   - password: its password.
  /// - Returns: the new user.
  /// - Throws: ``APIError``; nothing is stored then.
  public func execute(name: String, email: String, password: String) async throws(APIError) -> User {
    let answer = try await auth.register(
      name: name.trimmingCharacters(in: .whitespaces), email: email.trimmingCharacters(in: .whitespaces),
      password: password)
    session.signIn(answer.user, token: answer.token, refreshToken: answer.refreshToken)
    return answer.user
  }
}

/// Asks for a password reset email.
public struct ResetPasswordUseCase: Sendable {
  let auth: any AuthGateway

  /// Creates the use case.
  ///
  /// - Parameter auth: sends the request.
  public init(auth: any AuthGateway) { self.auth = auth }

  /// Sends the request.
  ///
  /// - Parameter email: where the email goes.
  /// - Throws: ``APIError``.
  public func execute(email: String) async throws(APIError) {
    try await auth.requestPasswordReset(email: email.trimmingCharacters(in: .whitespaces))
  }
}

/// What the stored session turned out to be at launch.
public enum SessionCheck: Equatable, Sendable {
  /// No stored token.
  case none
  /// The server accepted the token: this is the user.
  case valid(User)
  /// The server refused the token; the session was cleared.
  case expired
  /// The server could not be asked (no connection); the session is kept, and this is the user
  /// as last stored, when there is one.
  case unreachable(User?)
}

/// Checks the stored token with the server, at launch.
public struct RestoreSessionUseCase: Sendable {
  let auth: any AuthGateway
  let session: any SessionPrefs

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - auth: asks the server who the token belongs to.
  ///   - session: the stored token and user.
  public init(auth: any AuthGateway, session: any SessionPrefs) {
    self.auth = auth
    self.session = session
  }

  /// Checks the token (an expired access token is refreshed on the way, by the provider). A
  /// refused session clears it; any other failure (no connection, a server error) says nothing
  /// about the token, so the session is kept.
  ///
  /// - Returns: what the session turned out to be.
  public func execute() async -> SessionCheck {
    guard session.accessToken != nil || session.refreshToken != nil else { return .none }
    do throws(APIError) {
      let user = try await auth.currentUser()
      session.signIn(user, token: nil)
      return .valid(user)
    } catch .tokenExpired {
      session.signOut()
      return .expired
    } catch {
      return .unreachable(session.user)
    }
  }
}

/// The version of the app, dotted (`1.0`), and how versions compare.
public enum AppVersion {
  /// This build's version.
  public static let current = "1.0"

  /// Whether one dotted version is older than another, number by number (`1.9` < `1.10`); a
  /// missing or unreadable number counts as 0.
  ///
  /// - Parameters:
  ///   - version: the version asked about.
  ///   - other: the version it is compared with.
  /// - Returns: whether `version` comes before `other`.
  public static func isOlder(_ version: String, than other: String) -> Bool {
    func numbers(_ text: String) -> [Int] {
      text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    }
    let (left, right) = (numbers(version), numbers(other))
    for index in 0..<max(left.count, right.count) {
      let (a, b) = (index < left.count ? left[index] : 0, index < right.count ? right[index] : 0)
      if a != b { return a < b }
    }
    return false
  }
}

/// What the force-update check found.
public enum UpdateCheck: Equatable, Sendable {
  /// This version is served.
  case upToDate
  /// The server no longer serves this version: the app must be updated to `minimum` or later.
  case required(minimum: String)
}

/// Asks the server whether this version is still served (seed 000's force update: content read
/// with the plain provider, an alert when needed).
public struct CheckForUpdateUseCase: Sendable {
  let gateway: any ConfigurationGateway
  let version: String

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - gateway: reads the configuration.
  ///   - version: this app's version; ``AppVersion/current`` by default.
  public init(gateway: any ConfigurationGateway, version: String = AppVersion.current) {
    self.gateway = gateway
    self.version = version
  }

  /// Checks. A configuration that cannot be read blocks nothing: the app goes on.
  ///
  /// - Returns: whether an update is required.
  public func execute() async -> UpdateCheck {
    guard let configuration = try? await gateway.configuration(),
      AppVersion.isOlder(version, than: configuration.minimumVersion)
    else { return .upToDate }
    return .required(minimum: configuration.minimumVersion)
  }
}

/// Ends the session on this device.
public struct SignOutUseCase: Sendable {
  let session: any SessionPrefs

  /// Creates the use case.
  ///
  /// - Parameter session: the stored session to clear.
  public init(session: any SessionPrefs) { self.session = session }

  /// Clears the token and the user; the tutorial, theme and language choices stay.
  public func execute() { session.signOut() }
}

/// Loads the signed-in user's profile, with their stats.
public struct LoadProfileUseCase: Sendable {
  let auth: any AuthGateway

  /// Creates the use case.
  ///
  /// - Parameter auth: asks the server who is signed in.
  public init(auth: any AuthGateway) { self.auth = auth }

  /// Loads the profile.
  ///
  /// - Returns: the user as the server has them.
  /// - Throws: ``APIError``.
  public func execute() async throws(APIError) -> User { try await auth.currentUser() }
}

/// Loads the feed a page at a time.
public struct LoadFeedUseCase: Sendable {
  let feed: any FeedGateway

  /// Creates the use case.
  ///
  /// - Parameter feed: gives the pages.
  public init(feed: any FeedGateway) { self.feed = feed }

  /// Loads one page.
  ///
  /// - Parameter page: the page, from 0.
  /// - Returns: its posts and whether more follow.
  /// - Throws: ``APIError``.
  public func execute(page: Int) async throws(APIError) -> FeedPage { try await feed.feed(page: page) }
}

/// Likes a post, or takes the like back.
public struct ToggleLikeUseCase: Sendable {
  let feed: any FeedGateway

  /// Creates the use case.
  ///
  /// - Parameter feed: sends the like.
  public init(feed: any FeedGateway) { self.feed = feed }

  /// The post as it shows before the server answers: the like flipped and counted.
  ///
  /// - Parameter post: the post as it shows now.
  /// - Returns: the post with the like flipped.
  public func optimistic(_ post: Post) -> Post {
    var post = post
    post.liked.toggle()
    post.likes = max(0, post.likes + (post.liked ? 1 : -1))
    return post
  }

  /// Sends the like (or its removal) the optimistic post shows.
  ///
  /// - Parameter post: the post as ``optimistic(_:)`` made it.
  /// - Returns: the post as the server has it.
  /// - Throws: ``APIError``; the caller puts the post back as it was.
  public func execute(_ post: Post) async throws(APIError) -> Post {
    try await feed.setLiked(post.liked, postID: post.id)
  }
}

/// Searches people and posts.
public struct SearchUseCase: Sendable {
  let search: any SearchGateway

  /// Creates the use case.
  ///
  /// - Parameter search: runs the search.
  public init(search: any SearchGateway) { self.search = search }

  /// Searches; an empty or blank query finds nothing without asking the server.
  ///
  /// - Parameter query: what to look for.
  /// - Returns: the matching people and posts.
  /// - Throws: ``APIError``.
  public func execute(_ query: String) async throws(APIError) -> SearchResults {
    let text = query.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return SearchResults() }
    return try await search.search(text)
  }
}

/// Loads a person's profile and posts, for a person found by search.
public struct LoadPersonUseCase: Sendable {
  let search: any SearchGateway

  /// Creates the use case.
  ///
  /// - Parameter search: asks for the person.
  public init(search: any SearchGateway) { self.search = search }

  /// Loads the person.
  ///
  /// - Parameter handle: their handle, without the `@`.
  /// - Returns: the person and their posts.
  /// - Throws: ``APIError``.
  public func execute(handle: String) async throws(APIError) -> PersonPage {
    try await search.person(handle: handle)
  }
}

/// Loads the places the user is signed in.
public struct LoadSessionsUseCase: Sendable {
  let gateway: any SessionsGateway

  /// Creates the use case.
  ///
  /// - Parameter gateway: lists the sessions.
  public init(gateway: any SessionsGateway) { self.gateway = gateway }

  /// Loads the sessions.
  ///
  /// - Returns: the sessions, as the server lists them.
  /// - Throws: ``APIError``.
  public func execute() async throws(APIError) -> [DeviceSession] { try await gateway.sessions() }
}

/// Loads the notifications and marks them read.
public struct NotificationsUseCase: Sendable {
  let gateway: any NotificationsGateway

  /// Creates the use case.
  ///
  /// - Parameter gateway: gives and marks the notifications.
  public init(gateway: any NotificationsGateway) { self.gateway = gateway }

  /// Loads the notifications.
  ///
  /// - Returns: the notifications, newest first.
  /// - Throws: ``APIError``.
  public func load() async throws(APIError) -> [Notice] { try await gateway.notifications() }

  /// Marks every notification read.
  ///
  /// - Throws: ``APIError``.
  public func markAllRead() async throws(APIError) { try await gateway.markAllRead() }
}
