import Foundation
import ViewKit
import ViewKitDriver

/// Where the browser's review queue comes from: the golden folder, and the git ref to compare
/// with (none: the pending `.new` files and the conflicts alone).
struct ReviewSource {
  /// The golden folder, opened.
  var folder: GoldenFolder
  /// The folder as the browser shows it.
  var shown: String
  /// The git ref whose changed goldens join the queue (`--base`); nil for none.
  var base: String?
  /// The storybook's theme names, for the order of a story's goldens.
  var themes: [String]

  /// The queue as the folder holds it now: `snapshots report`'s own collection (with git when a
  /// ref is given), so the browser and the report always agree on what changed.
  ///
  /// - Returns: the queue, or why there is none (a line: no git, a bad ref).
  func load() -> Result<ReviewQueue, SnapshotReport.Failure> {
    guard let base else {
      return .success(ReviewQueue(SnapshotReport.pendingWork(folder: folder, shown: shown, themes: themes)))
    }
    return SnapshotReport.collect(
      folder: folder, shown: shown, base: base, themes: themes, git: Git(folder: folder.root)
    )
    .map { ReviewQueue($0) }
  }
}

/// The goldens to review, one item per golden file, grouped by story.
struct ReviewQueue {
  /// One golden to look at, and what can be done with it.
  struct Item {
    /// The golden's path relative to the golden folder, as shown (control characters visible).
    var path: String
    /// The story it belongs to and its variant (a theme's name, `no-color`, `semantic`).
    var story: String
    /// The variant.
    var variant: String
    /// What it is: `pending`, `conflict`, `conflict, pending`, or a change since the ref.
    var kind: String
    /// The `.new` file accepting or rejecting acts on, relative to the golden folder; nil when
    /// there is none (a conflict with no new output yet, a change committed since the ref).
    var pending: String?
    /// The lines shown for it: the readable diff, or the new file when there is no golden.
    var lines: [String]
    /// What was done with it in this session.
    var outcome: Outcome = .open

    /// What was done with an item.
    enum Outcome: Equatable {
      /// Not yet decided.
      case open
      /// The `.new` file replaced the golden.
      case accepted
      /// The `.new` file was deleted.
      case rejected
    }
  }

  /// The items, in the report's order (by story, then theme).
  var items: [Item]
  /// The golden folder as shown, for the empty message.
  var folder: String
  /// The ref compared with, as given; empty for none.
  var base: String

  /// Makes the queue from a report: a golden with both a conflict and a `.new` file is one item.
  init(_ report: SnapshotReport) {
    folder = report.folder
    base = report.base
    // A golden with both a conflict and a `.new` file is one item: the `.new` file's.
    let conflicted = Set(report.entries.filter { $0.change == .conflict }.map(\.path))
    let pendingPaths = Set(report.entries.filter { $0.change == .pending }.map(\.path))
    var items: [Item] = []
    for entry in report.entries {
      if entry.change == .conflict && pendingPaths.contains(entry.path) { continue }
      let both = entry.change == .pending && conflicted.contains(entry.path)
      let kind: String
      switch entry.change {
      case .pending: kind = both ? "conflict, pending" : "pending"
      case .conflict: kind = "conflict"
      default: kind = "\(entry.change.rawValue) since \(Sanitizer.sanitizeLine(report.base))"
      }
      items.append(
        Item(
          path: Sanitizer.sanitizeLine(entry.path), story: Sanitizer.sanitizeLine(entry.storyID),
          variant: Sanitizer.sanitizeLine(entry.variant), kind: kind,
          pending: entry.change == .pending ? entry.path + SnapshotStore.pendingSuffix : nil,
          lines: Self.lines(for: entry, conflict: both || entry.change == .conflict)))
    }
    self.items = items
  }

  /// The story sections of the list: a header before each story's first golden.
  var sections: [ListSection] {
    var sections: [ListSection] = []
    for (offset, item) in items.enumerated() where offset == 0 || items[offset - 1].story != item.story {
      sections.append(ListSection(item.story, start: offset))
    }
    return sections
  }

  /// The lines an entry shows: the readable diff of `SnapshotDiff` (grid rows first, style runs
  /// summarised), as `snapshots review` prints it; every line made inert.
  static func lines(for entry: SnapshotReport.Entry, conflict: Bool) -> [String] {
    var text: String
    switch (entry.before, entry.after) {
    case (nil, _) where entry.problem != nil, (_, nil) where entry.problem != nil:
      text = "(\(entry.problem ?? "")); it cannot be accepted: reject or leave it"
    case (_?, let after?) where entry.change == .pending && conflict:
      text =
        "(conflict: its golden has git conflict markers and is not compared; accepting resolves it with "
        + "the new file:)\n" + after
    case (let before?, let after?):
      text = SnapshotDiff.describe(expected: before, actual: after)
      if entry.change == .conflict {
        text = "(conflict: the two sides of the merge differ so; \(GoldenConflict.resolution))\n" + text
      }
      if text.isEmpty { text = "(no difference)" }
    case (nil, let after?):
      text =
        (entry.change == .conflict
          ? "(conflict: \(GoldenConflict.resolution))\n" : "(no golden yet; the new file is:)\n") + after
    case (let before?, nil):
      text = "(removed; it was:)\n" + before
    case (nil, nil):
      text = "(nothing to show)"
    }
    return Sanitizer.sanitizeMessage(text).split(separator: "\n", omittingEmptySubsequences: false)
      .map { Sanitizer.sanitizeLine(String($0)) }
  }
}

/// The review mode of the browser: the queue, the selected golden's diff, and what a key did.
struct ReviewState {
  /// The queue; nil when it could not be made.
  var queue: ReviewQueue?
  /// Why there is no queue: one line.
  var problem: String?
  /// The selected item and the list's scroll.
  var list = ListState(selection: 0)
  /// The first line of the diff shown.
  var scroll = 0
  /// What the last accept or reject did, or why it was refused.
  var message: String?

  /// The selected item's index, within the queue.
  var selection: Int { min(list.selection ?? 0, max(0, (queue?.items.count ?? 1) - 1)) }
}

extension BrowserModel {
  /// Opens the review queue, read afresh from the golden folder (`r`, `--review`).
  func openReview() {
    guard let reviewSource else { return }
    switch reviewSource.load() {
    case .success(let queue): review = ReviewState(queue: queue)
    case .failure(let failure):
      review = ReviewState(queue: nil, problem: Sanitizer.sanitizeLine(failure.description))
    }
  }

  /// Back to the stories, on the story of the golden last selected.
  func closeReview() {
    if let review, let item = review.queue?.items[safe: review.selection],
      let index = all.firstIndex(where: { $0.id == item.story })
    {
      if !query.isEmpty { search(TextFieldState(limit: 200)) }
      list.selection = stories.firstIndex { $0.id == all[index].id } ?? list.selection
    }
    review = nil
  }

  /// Accepts (the `.new` file replaces the golden) or rejects (deletes it) the selected item,
  /// through `snapshots review`'s own code path; then moves to the next open item.
  func decide(_ decision: GoldenReview.Decision) {
    guard let reviewSource, var review, var queue = review.queue,
      let item = queue.items[safe: review.selection]
    else { return }
    guard item.outcome == .open else {
      review.message = "Already \(item.outcome == .accepted ? "accepted" : "rejected")."
      self.review = review
      return
    }
    guard let relative = item.pending else {
      review.message =
        item.kind.hasPrefix("conflict")
        ? "No .new file to accept: \(GoldenConflict.resolution)"
        : "Nothing to accept or reject: the change is in the working tree, not a .new file."
      self.review = review
      return
    }
    let url = reviewSource.folder.root.appendingPathComponent(relative)
    switch GoldenReview.apply(decision, to: url, in: reviewSource.folder, dryRun: false) {
    case .success:
      let done: ReviewQueue.Item.Outcome = decision == .accept ? .accepted : .rejected
      queue.items[review.selection].outcome = done
      review.message =
        Sanitizer.sanitizeLine("\(done == .accepted ? "Accepted" : "Rejected") \(item.path)")
        + (done == .accepted ? ": the .new file is the golden now." : ": its .new file is deleted.")
      if let next = queue.items.indices.first(where: {
        $0 > review.selection && queue.items[$0].outcome == .open
      }) {
        review.list.selection = next
        review.scroll = 0
      }
    case .failure(let failure):
      review.message = Sanitizer.sanitizeLine("Refused: \(failure)")
    }
    review.queue = queue
    self.review = review
  }
}

extension Array {
  /// The element at `index`, or nil past the ends.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// The review queue on screen: the goldens on the left, by story; the selected one's diff on
/// the right; `y` accepts, `n` rejects, Esc goes back to the stories.
struct ReviewView: View {
  let model: BrowserModel
  let size: Size
  @Environment(\.theme) private var theme

  var body: some View {
    let model = self.model
    let review = model.review ?? ReviewState()
    HStack(alignment: .top, spacing: 1) {
      Card(title: "Review (\(review.queue?.items.filter { $0.outcome == .open }.count ?? 0) open)") {
        if let queue = review.queue, !queue.items.isEmpty {
          List(
            count: queue.items.count,
            selection: Binding(
              get: { model.review?.list ?? ListState(selection: 0) },
              set: { list in
                if model.review?.list.selection != list.selection { model.review?.scroll = 0 }
                model.review?.list = list
              }),
            sections: queue.sections, emptyText: "Nothing to review"
          ) { index in
            let item = queue.items[index]
            Text(Self.mark(item.outcome) + item.variant + " · " + item.kind)
          }
        } else {
          Text("Nothing to review").textStyle(.muted)
        }
      }
      .frame(width: BrowserView.listWidth(for: size.width), height: size.height)
      detail(review).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .keyBindings(bindings(review))
  }

  /// `✓ `, `✗ ` or nothing, before an item's name.
  static func mark(_ outcome: ReviewQueue.Item.Outcome) -> String {
    switch outcome {
    case .open: return ""
    case .accepted: return "✓ "
    case .rejected: return "✗ "
    }
  }

  func bindings(_ review: ReviewState) -> [KeyBinding] {
    let model = self.model
    var keys: [KeyBinding] = []
    if let items = review.queue?.items, !items.isEmpty {
      keys += [
        KeyBinding("y", "accept") { model.decide(.accept) },
        KeyBinding("n", "reject") { model.decide(.reject) },
        // In the line from 100 columns; `q quit` and `? help` keep their room at 80.
        KeyBinding(
          ["]", "["], "scroll the diff", display: "[ ]", visibility: size.width >= 100 ? .hints : .help
        ) {
          key in
          let lines = items[safe: review.selection]?.lines.count ?? 0
          let step = key == "]" ? 10 : -10
          model.review?.scroll = max(0, min(max(0, lines - 3), (model.review?.scroll ?? 0) + step))
          return true
        },
      ]
    }
    keys.append(KeyBinding(.escape, "stories") { model.closeReview() })
    keys.append(KeyBinding("r", "read the folder again", visibility: .help) { model.openReview() })
    return keys
  }

  @ViewBuilder func detail(_ review: ReviewState) -> some View {
    if let problem = review.problem {
      Card(title: "Review") { Text("No review queue: \(problem).") }
    } else if let queue = review.queue, let item = queue.items[safe: review.selection] {
      let position = "\(review.selection + 1) of \(queue.items.count)"
      Card(title: item.path, footer: "\(item.kind) · \(position)") {
        if let message = review.message {
          Text(message).lineLimit(2)
        } else if item.outcome != .open {
          Text(item.outcome == .accepted ? "Accepted." : "Rejected.").textStyle(.muted)
        } else {
          Text(
            item.pending == nil
              ? "Nothing to accept here; Esc goes back to the stories."
              : "y: the .new replaces the golden · n: deletes it"
          )
          .textStyle(.muted).lineLimit(1)
        }
        VStack(alignment: .leading, spacing: 0) {
          ForEach(Array(item.lines.dropFirst(review.scroll).prefix(max(1, size.height)).enumerated())) {
            entry in
            Self.line(entry.element, theme)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .clipped()
      }
    } else {
      Card(title: "Review") { Text(Self.emptyMessage(review.queue)).lineLimit(2) }
    }
  }

  /// The one line an empty queue shows.
  static func emptyMessage(_ queue: ReviewQueue?) -> String {
    // The folder and the ref are the user's: shown inert, on one line.
    let folder = queue.map { Sanitizer.sanitizeLine($0.folder) } ?? "the golden folder"
    guard let base = queue.map({ Sanitizer.sanitizeLine($0.base) }), !base.isEmpty else {
      return "Nothing to review: no pending .new files and no conflicts in \(folder)."
    }
    return "Nothing to review: no golden changed since \(base), pending or conflicted in \(folder)."
  }

  /// A diff line, its sign coloured: `-` the golden's, `+` the new output's, `@@` a section.
  static func line(_ text: String, _ theme: Theme) -> some View {
    let color: Color? =
      text.hasPrefix("-") ? theme[.statusError] : text.hasPrefix("+") ? theme[.statusSuccess] : nil
    let style = text.hasPrefix("@@") ? theme[.muted] : TextStyleToken(foreground: color)
    return StyledText([TextSpan(text, style: style)]).lineLimit(1)
  }
}
