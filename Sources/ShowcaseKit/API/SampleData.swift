/// The stub server's data: its accounts, the people who post, the feed and the notifications.
public enum SampleData {
  /// The password of every demo account.
  public static let password = "viewkit"

  /// A demo account: how it behaves after signing in.
  public struct Account: Hashable, Sendable {
    /// How the server treats the account's session.
    public enum Behaviour: String, Hashable, Sendable {
      /// A session that stays valid: its access token lasts as long as the server runs.
      case normal
      /// The access token expires every ``SampleData/refreshingTokenUses`` authorised requests,
      /// and the refresh token gets a new one each time: the user never notices.
      case refreshing
      /// The access token expires after its first authorised request, and the refresh token has
      /// expired too: the session ends.
      case expiring
      /// The connection drops after signing in: the first two authorised requests (the feed and
      /// the notifications the main screen asks for) fail, and the retry gets through.
      case offline
    }

    /// The person.
    public var user: User
    /// How the server treats the session.
    public var behaviour: Behaviour
  }

  /// The accounts shown on the login screen, in that order.
  public static let accounts: [Account] = [
    Account(
      user: User(
        name: "Sam Rivera", email: "demo@viewkit.dev", posts: 128, followers: 2_048, following: 311,
        activity: [3, 5, 2, 0, 4, 8, 6, 1, 0, 7, 9, 4, 6, 11]),
      behaviour: .normal),
    Account(
      user: User(
        name: "Rae Refresh", email: "refresh@viewkit.dev", posts: 57, followers: 610, following: 88,
        activity: [1, 2, 4, 3, 0, 2, 5, 6, 2, 1, 0, 3, 4, 2]),
      behaviour: .refreshing),
    Account(
      user: User(
        name: "Eve Expiry", email: "expired@viewkit.dev", posts: 12, followers: 40, following: 9,
        activity: [0, 1, 0, 0, 2, 1, 0, 0, 0, 3, 0, 1, 0, 0]),
      behaviour: .expiring),
    Account(
      user: User(name: "Otto Offline", email: "offline@viewkit.dev", posts: 3, followers: 7, following: 15),
      behaviour: .offline),
  ]

  /// How many authorised requests a ``Account/Behaviour/refreshing`` account's access token
  /// answers before it expires.
  public static let refreshingTokenUses = 3

  /// The people who write the feed's posts.
  public static let people: [User] = [
    User(
      name: "Ada Lovelace", email: "ada@example.com", handle: "ada", posts: 42, followers: 18_000,
      following: 12),
    User(
      name: "Grace Hopper", email: "grace@example.com", handle: "grace", posts: 77, followers: 9_400,
      following: 80),
    User(
      name: "Alan Turing", email: "alan@example.com", handle: "turing", posts: 31, followers: 12_700,
      following: 3),
    User(name: "山田太郎", email: "taro@example.jp", handle: "yamada", posts: 54, followers: 860, following: 140),
    User(
      name: "Margaret Hamilton", email: "margaret@example.com", handle: "mhamilton", posts: 25,
      followers: 7_100),
    User(name: "Edsger Dijkstra", email: "ewd@example.com", handle: "ewd", posts: 1_300, followers: 5_200),
    User(
      name: "佐藤花子", email: "hanako@example.jp", handle: "hanako", posts: 88, followers: 1_020, following: 230),
    User(name: "Barbara Liskov", email: "liskov@example.com", handle: "liskov", posts: 19, followers: 4_400),
    User(name: "Donald Knuth", email: "knuth@example.com", handle: "knuth", posts: 64, followers: 15_000),
    User(name: "Katherine Johnson", email: "kj@example.com", handle: "kjohnson", posts: 23, followers: 6_900),
    User(name: "Radia Perlman", email: "radia@example.com", handle: "radia", posts: 17, followers: 3_300),
    User(name: "Ken Thompson", email: "ken@example.com", handle: "ken", posts: 9, followers: 8_800),
  ]

  /// What the posts say: a title and a text each.
  static let writings: [(title: String, body: String)] = [
    (
      "Notes on the Analytical Engine",
      "The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves."
    ),
    ("Found a bug 🐛", "Relay #70 panel F: moth in relay. First actual case of bug being found."),
    (
      "Can machines think?",
      "I propose to consider the question, which should begin with definitions of the meaning of the terms."
    ),
    ("端末で日本語を表示する", "全角文字は二つのセルを使います。折り返しでも崩れません。"),
    (
      "Priority displays",
      "The software had to know what mattered most when the computer was overloaded, and drop the rest."
    ),
    (
      "Go To considered harmful",
      "The quality of programmers is a decreasing function of the density of go to statements."
    ),
    ("今日のお弁当 🍱", "卵焼きと鮭。端末の中でも絵文字はちゃんと二セル幅です。"),
    (
      "Substitution",
      "If it looks like the parent type, every program written for the parent must still work with it."
    ),
    ("Premature optimisation", "We should forget about small efficiencies, say about 97% of the time."),
    ("Trajectories by hand", "Check the numbers twice; then check the machine that checked them."),
    (
      "Spanning trees",
      "A network that heals itself needs every bridge to agree on one tree, without a master."
    ),
    ("Reflections on trusting trust", "You can't trust code that you did not totally create yourself."),
    ("Bernoulli numbers", "A program for computing them, written before there was a machine to run it."),
    ("COBOL at fifty", "It is easier to ask forgiveness than it is to get permission."),
    ("The imitation game", "A machine that plays the game well enough may be said to think."),
    ("改行の位置", "日本語には単語の間に空白がないので、どこでも折り返せます。"),
    ("Software engineering", "We called it engineering so that it would be taken as seriously as the rest."),
    (
      "On the cruelty of teaching",
      "Computing science is no more about computers than astronomy is about telescopes."
    ),
    ("雨の日のコーディング ☔", "窓の外は雨。tmux の中は晴れ。"),
    ("Data abstraction", "Modules hide their representation; only their operations are seen from outside."),
    ("Literate programming", "Programs are meant to be read by people, and only incidentally to be run."),
    ("Hidden figures", "The numbers were right, and the crew came home."),
    ("Algorhyme", "I think that I shall never see a graph more lovely than a tree."),
    (
      "ed is the standard editor",
      "When I read commentary about suggestions for where C should go, I often think back."
    ),
    ("Poetical science", "Imagination is the discovering faculty, pre-eminently."),
    ("Nanoseconds", "Here is a piece of wire as long as the distance light travels in a nanosecond."),
    ("Morphogenesis", "Stripes and spots can come from two chemicals spreading at different speeds."),
    ("桜の季節 🌸", "春のリリースが無事に終わりました。みんなありがとう。"),
    (
      "Lunar landing alarms",
      "Alarms 1201 and 1202 meant the software was doing exactly what it was designed to do."
    ),
    (
      "Shortest paths",
      "What is the shortest way to travel from Rotterdam to Groningen? I designed it in twenty minutes."
    ),
    ("週末の読書 📚", "The Art of Computer Programming を少しずつ読んでいます。"),
    ("CLU", "Clusters gave a type its operations, and nothing else could touch its insides."),
    ("TeX", "Beauty in typesetting is worth a decade of one's life."),
    ("Orbits", "I counted everything: the steps, the dishes, the stars."),
    ("Interconnections", "The protocol must work even when nobody is in charge."),
    ("Unix philosophy", "When in doubt, use brute force."),
  ]

  /// Every post of the feed, newest first: 36 of them, one author after another.
  public static let posts: [Post] = writings.enumerated().map { index, writing in
    let author = people[index % people.count]
    return Post(
      id: index + 1, author: author.name, handle: author.handle, minutesAgo: 3 + index * index * 11,
      title: writing.title, body: writing.body, likes: (index * 37 + 5) % 140, link: links[writing.title])
  }

  /// The posts that point somewhere, by title.
  static let links: [String: String] = [
    "Reflections on trusting trust": "https://dl.acm.org/doi/10.1145/358198.358210",
    "TeX": "https://tug.org",
    "Unix philosophy": "https://en.wikipedia.org/wiki/Unix_philosophy",
  ]

  /// The people (by name or handle) and posts (by title, author or text) that contain a
  /// query, ignoring case and the spaces around it; nothing for a blank query. What the stub
  /// server's search answers, before it marks the posts the user likes.
  ///
  /// - Parameter query: what to look for.
  /// - Returns: the matching people and posts.
  public static func search(_ query: String) -> SearchResults {
    let text = query.trimmingCharacters(in: .whitespaces).lowercased()
    guard !text.isEmpty else { return SearchResults() }
    let users = people.filter { $0.name.lowercased().contains(text) || $0.handle.lowercased().contains(text) }
    let posts = posts.filter {
      $0.title.lowercased().contains(text) || $0.author.lowercased().contains(text)
        || $0.body.lowercased().contains(text)
    }
    return SearchResults(users: users, posts: posts)
  }

  /// The post whose author turned off likes: liking it fails, so the app's rollback shows.
  public static let lockedPostID = 7

  /// The places the demo user is signed in, this terminal first.
  public static let sessions: [DeviceSession] = [
    DeviceSession(id: 1, device: "Terminal · Linux", place: "Lisbon, PT", minutesAgo: 0, isCurrent: true),
    DeviceSession(id: 2, device: "iPhone 15", place: "Lisbon, PT", minutesAgo: 42),
    DeviceSession(id: 3, device: "MacBook Air", place: "Porto, PT", minutesAgo: 2_900),
    DeviceSession(id: 4, device: "Firefox · Windows", place: "東京, JP", minutesAgo: 13_000),
  ]

  /// The notifications, newest first; the first three unread.
  public static let notices: [Notice] = [
    Notice(id: 1, actor: "Grace Hopper", kind: .liked, minutesAgo: 4, read: false),
    Notice(id: 2, actor: "Alan Turing", kind: .followed, minutesAgo: 38, read: false),
    Notice(id: 3, actor: "山田太郎", kind: .replied, minutesAgo: 95, read: false),
    Notice(id: 4, actor: "ViewKit", kind: .summary, minutesAgo: 1_440, read: true),
    Notice(id: 5, actor: "Ada Lovelace", kind: .liked, minutesAgo: 2_900, read: true),
    Notice(id: 6, actor: "Barbara Liskov", kind: .followed, minutesAgo: 10_100, read: true),
  ]
}
