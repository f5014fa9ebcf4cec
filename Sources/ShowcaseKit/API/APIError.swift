/// What a server says went wrong, from the body of an error answer.
public struct APIErrorDetail: Codable, Hashable, Sendable {
  /// The machine-readable reason, such as `invalid_credentials`.
  public var code: String
  /// The sentence the server wrote for people.
  public var message: String

  /// Creates a detail.
  ///
  /// - Parameters:
  ///   - code: the machine-readable reason.
  ///   - message: the sentence for people.
  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }
}

/// Everything that can go wrong with a request, in one place so screens handle it alike.
///
/// Two of them are *common errors*, handled once for every screen (``BasicViewModel``): an
/// expired session signs the user out with an alert; no connection shows a banner with retry.
public enum APIError: Error, Hashable, Sendable {
  /// The access token is no longer valid (expired, revoked or forged): sign in again.
  case tokenExpired
  /// The network cannot be reached.
  case noConnection
  /// The server refused the request and said why.
  case serverError(APIErrorDetail)
  /// The answer could not be read.
  case decoding(String)

  /// Whether this is one of the common errors every screen handles the same way.
  public var isCommon: Bool { self == .tokenExpired || self == .noConnection }
}
