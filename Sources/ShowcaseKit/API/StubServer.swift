import Foundation
import Synchronization

/// A server in memory that behaves like the real one: it checks the client key, issues signed
/// access tokens and checks them on every authorised request (a forged, altered or expired token
/// gets 401), keeps likes, registrations and read notifications for as long as it runs, pages
/// the feed and answers errors with a code and a message.
///
/// Tokens are `vk1.<payload>.<signature>`: the payload names the account, so a token saved by an
/// earlier run is still accepted by a new server with the same key. The signature is a keyed
/// hash good enough to tell a forged token from an issued one; it is not cryptography, and this
/// server never leaves the process.
public final class StubServer: Sendable {
  /// What the server remembers while it runs.
  private struct State {
    var accounts: [String: (user: User, password: String, behaviour: SampleData.Account.Behaviour)] = [:]
    var liked: [String: Set<Int>] = [:]
    var readNotices: Set<String> = []
    var uses: [String: Int] = [:]
    var outages: [String: Int] = [:]
    var issued = 0
  }

  /// How many posts a page of the feed holds.
  public static let pageSize = 10

  private let signingKey: String
  private let clientKey: String
  private let state: Mutex<State>

  /// Creates a server with the demo accounts.
  ///
  /// - Parameters:
  ///   - clientKey: the key every request must carry in `X-Client-Key`.
  ///   - signingKey: the secret tokens are signed with.
  public init(clientKey: String, signingKey: String) {
    self.clientKey = clientKey
    self.signingKey = signingKey
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
    guard header.hasPrefix("Bearer "), let session = verify(String(header.dropFirst(7))) else {
      return Self.failure(401, "invalid_token", "Your session is not valid. Please sign in again.")
    }
    let token = String(header.dropFirst(7))
    let verdict: APIResponse? = try state.withLock { (state) throws(APIError) -> APIResponse? in
      switch session.behaviour {
      case .normal: return nil
      case .expiring:
        state.uses[token, default: 0] += 1
        return state.uses[token, default: 0] > 1
          ? Self.failure(401, "token_expired", "Your session has expired. Please sign in again.") : nil
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
      return Self.success(AuthResponse(token: issue(account.user, account.behaviour), user: account.user))
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
      return Self.success(AuthResponse(token: issue(user, .normal), user: user))
    case .forgotPassword:
      // A real server says the same whether or not the address has an account.
      return Self.success(Empty())
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
    case .notifications:
      let read = state.withLock { $0.readNotices.contains(user.email) }
      return Self.success(SampleData.notices.map { read ? $0.markedRead : $0 })
    case .markNotificationsRead:
      state.withLock { _ = $0.readNotices.insert(user.email) }
      return Self.success(Empty())
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

  /// Who a token was issued to.
  struct Session {
    var user: User
    var behaviour: SampleData.Account.Behaviour
  }

  private func issue(_ user: User, _ behaviour: SampleData.Account.Behaviour) -> String {
    let serial = state.withLock {
      $0.issued += 1
      return $0.issued
    }
    let payload = Self.base64URL(
      [user.email, user.name, behaviour.rawValue, String(serial)].joined(separator: "\n"))
    return "vk1.\(payload).\(signature(of: payload))"
  }

  func verify(_ token: String) -> Session? {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "vk1", signature(of: String(parts[1])) == parts[2],
      let text = Self.fromBase64URL(String(parts[1]))
    else { return nil }
    let fields = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 4, let behaviour = SampleData.Account.Behaviour(rawValue: fields[2]) else {
      return nil
    }
    return Session(user: User(name: fields[1], email: fields[0]), behaviour: behaviour)
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
