import Foundation
import Synchronization

/// A server in memory that behaves like the real one: it checks the client key, issues a
/// short-lived access token and a refresh token at sign-in, checks the access token on every
/// authorised request (a forged, altered or expired one gets 401), trades a refresh token for a
/// new pair (`/auth/refresh`, the old refresh token revoked), keeps likes, registrations and read
/// notifications for as long as it runs, pages the feed, serves the app's configuration and
/// answers errors with a code and a message.
///
/// Tokens are `vk1.<payload>.<signature>`: the payload says which kind the token is and names
/// the account. An access token lives only as long as the server that issued it (a new run
/// refuses it as expired, so the app refreshes it at launch), and some accounts' expire sooner;
/// a refresh token is still good in a later run with the same key, unless it was revoked in
/// this one. The signature is a keyed hash good enough to tell a forged token from an issued
/// one; it is not cryptography, and this server never leaves the process.
public final class StubServer: Sendable {
  /// What the server remembers while it runs.
  private struct State {
    var accounts: [String: (user: User, password: String, behaviour: SampleData.Account.Behaviour)] = [:]
    var liked: [String: Set<Int>] = [:]
    var readNotices: Set<String> = []
    var uses: [String: Int] = [:]
    var outages: [String: Int] = [:]
    var revoked: Set<String> = []
    var issued = 0
    var refreshes = 0
  }

  /// How many posts a page of the feed holds.
  public static let pageSize = 10

  private let signingKey: String
  private let clientKey: String
  /// Names this run of the server in the access tokens it issues: another run's are expired.
  private let instance: String
  /// The configuration `/config` serves.
  public let configuration: AppConfiguration
  private let state: Mutex<State>

  /// Creates a server with the demo accounts.
  ///
  /// - Parameters:
  ///   - clientKey: the key every request must carry in `X-Client-Key`.
  ///   - signingKey: the secret tokens are signed with.
  ///   - instance: names this run in its access tokens; a new random name by default, so the
  ///     access tokens of an earlier run are expired (tests pass the same name to play one run).
  ///   - configuration: what `/config` answers: the oldest app version served.
  public init(
    clientKey: String, signingKey: String, instance: String? = nil,
    configuration: AppConfiguration = AppConfiguration()
  ) {
    self.clientKey = clientKey
    self.signingKey = signingKey
    self.instance = instance ?? String(UInt64.random(in: 1...UInt64.max), radix: 36)
    self.configuration = configuration
    var state = State()
    for account in SampleData.accounts {
      state.accounts[account.user.email] = (account.user, SampleData.password, account.behaviour)
    }
    self.state = Mutex(state)
  }

  /// Answers a request as the real server would.
  ///
  /// - Parameter request: the request, with its headers.
  /// - Returns: the status and JSON body.
  /// - Throws: ``APIError/noConnection`` while an offline account's connection is down.
  public func handle(_ request: APIRequest) throws(APIError) -> APIResponse {
    let response = try answer(request)
    // Error messages in the language the request asks for (`Accept-Language`), as a real
    // server localises them; the code stays the same.
    guard request.headers["Accept-Language"] == "ja", response.status >= 400,
      let detail = try? JSONDecoder().decode(APIErrorDetail.self, from: response.data),
      let message = Self.japaneseMessages[detail.code]
    else { return response }
    return Self.failure(response.status, detail.code, message)
  }

  /// The server's messages in Japanese, by error code.
  static let japaneseMessages = [
    "unknown_client": "このアプリはAPIを使えません。",
    "invalid_token": "セッションが無効です。もう一度サインインしてください。",
    "token_expired": "セッションの有効期限が切れました。もう一度サインインしてください。",
    "refresh_expired": "セッションの有効期限が切れました。もう一度サインインしてください。",
    "refresh_revoked": "このセッションは取り消されました。もう一度サインインしてください。",
    "invalid_credentials": "メールアドレスまたはパスワードが正しくありません。",
    "weak_password": "パスワードは8文字以上にしてください。",
    "email_taken": "このメールアドレスのアカウントはすでにあります。",
    "not_found": "見つかりません。",
    "likes_off": "投稿者がこの投稿へのいいねをオフにしています。",
  ]

  private func answer(_ request: APIRequest) throws(APIError) -> APIResponse {
    guard request.headers["X-Client-Key"] == clientKey else {
      return Self.failure(403, "unknown_client", "This app is not allowed to use the API.")
    }
    guard request.target.requiresAuthorization else { return answerPublic(request.target) }
    let header = request.headers["Authorization"] ?? ""
    guard header.hasPrefix("Bearer "), let session = verify(String(header.dropFirst(7))),
      session.kind == .access
    else {
      return Self.failure(401, "invalid_token", "Your session is not valid. Please sign in again.")
    }
    let expired = Self.failure(401, "token_expired", "Your session has expired. Please sign in again.")
    guard session.instance == instance else { return expired }
    let token = String(header.dropFirst(7))
    let verdict: APIResponse? = try state.withLock { (state) throws(APIError) -> APIResponse? in
      switch session.behaviour {
      case .normal: return nil
      case .refreshing, .expiring:
        let lifetime = session.behaviour == .expiring ? 1 : SampleData.refreshingTokenUses
        state.uses[token, default: 0] += 1
        return state.uses[token, default: 0] > lifetime ? expired : nil
      case .offline:
        let left = state.outages[token] ?? 2
        guard left > 0 else { return nil }
        state.outages[token] = left - 1
        throw .noConnection
      }
    }
    if let verdict { return verdict }
    return answerPrivate(request.target, for: session.user)
  }

  // MARK: Public endpoints

  private func answerPublic(_ target: APITarget) -> APIResponse {
    switch target {
    case .login(let email, let password):
      let key = email.lowercased()
      let account = state.withLock { $0.accounts[key] }
      guard let account, account.password == password else {
        return Self.failure(401, "invalid_credentials", "The email or password is incorrect.")
      }
      return Self.success(authResponse(account.user, account.behaviour))
    case .register(let name, let email, let password):
      let key = email.lowercased()
      guard password.count >= 8 else {
        return Self.failure(422, "weak_password", "The password must have 8 characters or more.")
      }
      let user = User(name: name, email: key)
      let taken = state.withLock { state in
        guard state.accounts[key] == nil else { return true }
        state.accounts[key] = (user, password, .normal)
        return false
      }
      guard !taken else {
        return Self.failure(409, "email_taken", "An account with this email already exists.")
      }
      return Self.success(authResponse(user, .normal))
    case .forgotPassword:
      // A real server says the same whether or not the address has an account.
      return Self.success(Empty())
    case .refresh(let token):
      return refresh(token)
    case .configuration:
      return Self.success(configuration)
    default:
      return Self.failure(404, "not_found", "There is nothing at \(target.path).")
    }
  }

  // MARK: Authorised endpoints

  private func answerPrivate(_ target: APITarget, for user: User) -> APIResponse {
    switch target {
    case .profile:
      return Self.success(state.withLock { $0.accounts[user.email]?.user } ?? user)
    case .posts(let page):
      let liked = state.withLock { $0.liked[user.email] ?? [] }
      let all = SampleData.posts
      let start = max(0, page) * Self.pageSize
      let slice = start < all.count ? Array(all[start..<min(all.count, start + Self.pageSize)]) : []
      let posts = slice.map { Self.seen($0, liked: liked) }
      return Self.success(FeedPage(posts: posts, hasMore: start + Self.pageSize < all.count))
    case .like(let id), .unlike(let id):
      guard var post = SampleData.posts.first(where: { $0.id == id }) else {
        return Self.failure(404, "not_found", "This post was deleted.")
      }
      guard id != SampleData.lockedPostID else {
        return Self.failure(403, "likes_off", "The author turned off likes for this post.")
      }
      let isLike = if case .like = target { true } else { false }
      let liked = state.withLock { state in
        if isLike {
          state.liked[user.email, default: []].insert(id)
        } else {
          state.liked[user.email, default: []].remove(id)
        }
        return state.liked[user.email] ?? []
      }
      post = Self.seen(post, liked: liked)
      return Self.success(post)
    case .search(let query):
      let liked = state.withLock { $0.liked[user.email] ?? [] }
      var found = SampleData.search(query)
      found.posts = found.posts.map { Self.seen($0, liked: liked) }
      return Self.success(found)
    case .person(let handle):
      guard let person = SampleData.people.first(where: { $0.handle == handle }) else {
        return Self.failure(404, "not_found", "There is nobody called @\(handle).")
      }
      let liked = state.withLock { $0.liked[user.email] ?? [] }
      let posts = SampleData.posts.filter { $0.handle == handle }.map { Self.seen($0, liked: liked) }
      return Self.success(PersonPage(user: person, posts: posts))
    case .notifications:
      let read = state.withLock { $0.readNotices.contains(user.email) }
      return Self.success(SampleData.notices.map { read ? $0.markedRead : $0 })
    case .markNotificationsRead:
      state.withLock { _ = $0.readNotices.insert(user.email) }
      return Self.success(Empty())
    case .sessions:
      return Self.success(SampleData.sessions)
    default:
      return Self.failure(404, "not_found", "There is nothing at \(target.path).")
    }
  }

  private static func seen(_ post: Post, liked: Set<Int>) -> Post {
    var post = post
    post.liked = liked.contains(post.id)
    if post.liked { post.likes += 1 }
    return post
  }

  // MARK: Tokens

  /// How many refreshes the server has granted since it started.
  public var refreshCount: Int { state.withLock { $0.refreshes } }

  /// What a token is for.
  enum TokenKind: String {
    /// Sent with every authorised request; short-lived.
    case access
    /// Traded for a new pair at `/auth/refresh`; long-lived, used once.
    case refresh
  }

  /// Who a token was issued to, what for, and by which run of the server.
  struct Session {
    var kind: TokenKind
    var user: User
    var behaviour: SampleData.Account.Behaviour
    var instance: String
  }

  private func authResponse(_ user: User, _ behaviour: SampleData.Account.Behaviour) -> AuthResponse {
    let pair = issuePair(user, behaviour)
    return AuthResponse(token: pair.accessToken, refreshToken: pair.refreshToken, user: user)
  }

  private func issuePair(_ user: User, _ behaviour: SampleData.Account.Behaviour) -> TokenPair {
    TokenPair(accessToken: issue(.access, user, behaviour), refreshToken: issue(.refresh, user, behaviour))
  }

  private func issue(_ kind: TokenKind, _ user: User, _ behaviour: SampleData.Account.Behaviour) -> String {
    let serial = state.withLock {
      $0.issued += 1
      return $0.issued
    }
    let payload = Self.base64URL(
      [kind.rawValue, user.email, user.name, behaviour.rawValue, instance, String(serial)]
        .joined(separator: "\n"))
    return "vk1.\(payload).\(signature(of: payload))"
  }

  func verify(_ token: String) -> Session? {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "vk1", signature(of: String(parts[1])) == parts[2],
      let text = Self.fromBase64URL(String(parts[1]))
    else { return nil }
    let fields = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 6, let kind = TokenKind(rawValue: fields[0]),
      let behaviour = SampleData.Account.Behaviour(rawValue: fields[3])
    else { return nil }
    return Session(
      kind: kind, user: User(name: fields[2], email: fields[1]), behaviour: behaviour, instance: fields[4])
  }

  /// Trades a refresh token for a new pair and revokes it. An expiring account's refresh token
  /// has expired; a token used once (or forged, or an access token) is refused.
  private func refresh(_ token: String) -> APIResponse {
    guard let session = verify(token), session.kind == .refresh else {
      return Self.failure(401, "invalid_token", "Your session is not valid. Please sign in again.")
    }
    guard session.behaviour != .expiring else {
      return Self.failure(401, "refresh_expired", "Your session has expired. Please sign in again.")
    }
    let fresh = state.withLock { state in
      state.revoked.insert(token).inserted
    }
    guard fresh else {
      return Self.failure(
        401, "refresh_revoked", "This session was revoked. Please sign in again.")
    }
    let user = state.withLock { $0.accounts[session.user.email]?.user } ?? session.user
    let pair = issuePair(user, session.behaviour)
    state.withLock { $0.refreshes += 1 }
    return Self.success(pair)
  }

  /// A keyed FNV-1a hash of the payload, twice over with the key on both sides, as 16 hex digits.
  private func signature(of payload: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in Array(signingKey.utf8) + Array(payload.utf8) + Array(signingKey.utf8) {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      hash ^= hash >> 29
    }
    let text = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text
  }

  private static func base64URL(_ text: String) -> String {
    Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }

  private static func fromBase64URL(_ text: String) -> String? {
    var base = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base += String(repeating: "=", count: (4 - base.count % 4) % 4)
    guard let data = Data(base64Encoded: base) else { return nil }
    return String(data: data, encoding: .utf8)
  }

  // MARK: Answers

  private static func success<Value: Encodable>(_ value: Value) -> APIResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return APIResponse(status: 200, data: (try? encoder.encode(value)) ?? Data("{}".utf8))
  }

  private static func failure(_ status: Int, _ code: String, _ message: String) -> APIResponse {
    let detail = APIErrorDetail(code: code, message: message)
    return APIResponse(status: status, data: (try? JSONEncoder().encode(detail)) ?? Data())
  }
}

/// Sends requests to a ``StubServer`` after the latency a network would add.
public struct StubTransport: APITransport {
  /// The server that answers.
  public let server: StubServer
  /// How long each answer takes.
  public let latency: Duration
  /// Waits out the latency: a real sleep in the app, nothing on a virtual clock.
  let wait: @Sendable (Duration) async -> Void

  /// Creates a transport to a server.
  ///
  /// - Parameters:
  ///   - server: the server that answers.
  ///   - latency: how long each answer takes.
  ///   - wait: waits out the latency; by default a real sleep.
  public init(
    server: StubServer, latency: Duration = .zero,
    wait: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
  ) {
    self.server = server
    self.latency = latency
    self.wait = wait
  }

  /// Answers after the latency.
  ///
  /// - Parameter request: the request to answer.
  /// - Returns: the server's answer.
  /// - Throws: ``APIError/noConnection`` when the server's connection is down.
  public func send(_ request: APIRequest) async throws(APIError) -> APIResponse {
    if latency > .zero { await wait(latency) }
    return try server.handle(request)
  }
}
