/// The stub server's data.
public enum SampleData {
  /// The password every sample account accepts.
  public static let password = "correct horse"

  /// The posts of the home feed, as the stub server sends them (JSON).
  public static let postsJSON = """
    [
      {"id": 1, "author": "Ada Lovelace", "title": "Notes on the Analytical Engine", "body": "The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.", "likes": 42},
      {"id": 2, "author": "Grace Hopper", "title": "Found a bug 🐛", "body": "Relay #70 panel F: moth in relay. First actual case of bug being found.", "likes": 87},
      {"id": 3, "author": "山田太郎", "title": "端末で日本語を表示する", "body": "全角文字は二つのセルを使います。折り返しでも崩れません。", "likes": 13},
      {"id": 4, "author": "Alan Turing", "title": "Can machines think?", "body": "I propose to consider the question, which should begin with definitions of the meaning of the terms.", "likes": 61},
      {"id": 5, "author": "Edsger Dijkstra", "title": "Go To considered harmful", "body": "The quality of programmers is a decreasing function of the density of go to statements.", "likes": 33}
    ]
    """

  /// The signed-in user's notifications, as the stub server sends them (JSON).
  public static let noticesJSON = """
    [
      {"id": 1, "text": "Grace Hopper liked your post", "read": false},
      {"id": 2, "text": "Alan Turing started following you", "read": false},
      {"id": 3, "text": "Your weekly summary is ready", "read": true}
    ]
    """
}
