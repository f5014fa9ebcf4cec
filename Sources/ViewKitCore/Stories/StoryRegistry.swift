import ViewKitStyle

/// A problem with the stories of a registry, found when it is created.
public struct StoryProblem: Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming every place involved.
  public let message: String

  /// The problem, naming every place involved.
  public var description: String { message }
}

/// The story identifiers a component's declared states call for.
public struct StateDeclaration: Sendable, Hashable {
  /// The component part of the story identifiers, e.g. `button`.
  public let component: String
  /// The state part of each story identifier the component calls for.
  public let states: [String]

  /// The declaration of a ``StoryStates`` type.
  ///
  /// - Parameter type: the enumeration of the component's states.
  public init<States: StoryStates>(_ type: States.Type) {
    component = States.storyComponent
    states = States.allCases.map(\.storyState)
  }

  /// A declaration from a component name and its states, for states that combine several
  /// enumerations (a button's variant and state, say).
  ///
  /// - Parameters:
  ///   - component: the component part of the identifiers.
  ///   - states: the state part of each identifier.
  public init(component: String, states: [String]) {
    self.component = component
    self.states = states
  }

  /// `component/state` for every state.
  public var storyIDs: [String] { states.map { "\(component)/\($0)" } }
}

/// All the stories of an app or kit: one source for the browser, the command line and the
/// snapshot tests.
///
/// ```swift
/// let registry = StoryRegistry(ButtonStories.all + AvatarStories.all)
/// for problem in registry.problems { print(problem) }
/// ```
public struct StoryRegistry: Sendable {
  /// Every story, in registration order.
  public let stories: [Story]
  /// Malformed or duplicate identifiers and bad argument declarations, each naming its place.
  public let problems: [StoryProblem]
  private let index: [String: Int]

  /// Creates a registry and checks its stories.
  ///
  /// - Parameter stories: the stories to hold and check.
  public init(_ stories: [Story]) {
    self.stories = stories
    var index: [String: Int] = [:]
    var problems: [StoryProblem] = []
    for (position, story) in stories.enumerated() {
      if let problem = StoryID.problem(with: story.id) {
        problems.append(StoryProblem(message: "\(story.location): malformed story id: \(problem)"))
      }
      if let first = index[story.id] {
        let other = stories[first]
        problems.append(
          StoryProblem(
            message:
              "duplicate story id \"\(story.id)\": declared at \(other.location) and at \(story.location)"))
      } else {
        index[story.id] = position
      }
      var names: Set<String> = []
      for arg in story.args {
        if !names.insert(arg.name).inserted {
          problems.append(
            StoryProblem(
              message: "\(story.location): story \"\(story.id)\" declares argument \"\(arg.name)\" twice"))
        }
        if arg.control.parse(arg.control.defaultValue.description) == nil {
          problems.append(
            StoryProblem(
              message: "\(story.location): story \"\(story.id)\" argument \"\(arg.name)\" has default "
                + "\"\(arg.control.defaultValue)\", but accepts \(arg.control.accepted)"))
        }
      }
    }
    self.problems = problems
    self.index = index
  }

  /// The story with an identifier.
  ///
  /// - Parameter id: the identifier, `<component>/<state>`.
  /// - Returns: the story, or nil when there is none.
  public func story(_ id: String) -> Story? { index[id].map { stories[$0] } }

  /// Every story identifier, sorted, for listings and completion.
  public var ids: [String] { stories.map(\.id).sorted() }

  /// The story identifiers that declared states call for but no story provides.
  ///
  /// - Parameter declarations: the states each component declares.
  /// - Returns: the missing identifiers, in declaration order.
  public func missingStories(for declarations: [StateDeclaration]) -> [String] {
    declarations.flatMap(\.storyIDs).filter { index[$0] == nil }
  }
}

extension StoryRegistry {
  /// The story ids closest to one that does not exist, for "did you mean": ids that contain it
  /// or that it contains, then ids a few edits away, nearest first; never more than `limit`.
  ///
  /// - Parameters:
  ///   - id: the id asked for.
  ///   - limit: the most suggestions to give.
  /// - Returns: up to `limit` ids, best first; empty when none is close.
  public func suggestions(for id: String, limit: Int = 3) -> [String] {
    let wanted = id.lowercased()
    guard !wanted.isEmpty, limit > 0 else { return [] }
    let word = Array(wanted.unicodeScalars.prefix(64))
    var ranked: [(score: Int, id: String)] = []
    for candidate in stories.map(\.id) {
      let lowered = candidate.lowercased()
      if lowered.contains(wanted) || (wanted.contains(lowered) && !lowered.isEmpty) {
        ranked.append((abs(lowered.count - wanted.count), candidate))
        continue
      }
      let letters = Array(lowered.unicodeScalars.prefix(64))
      // Close: at most a quarter of the id's letters wrong (one at the least).
      let limit = max(1, min(word.count, letters.count) / 4)
      guard abs(letters.count - word.count) <= limit else { continue }
      let distance = ThemeWording.editDistance(word, letters)
      if distance <= limit { ranked.append((1_000 + distance, candidate)) }
    }
    ranked.sort { ($0.score, $0.id) < ($1.score, $1.id) }
    return ranked.prefix(limit).map(\.id)
  }
}
