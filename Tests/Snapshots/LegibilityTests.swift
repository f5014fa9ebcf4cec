import Foundation
import StorybookCatalog
import Testing
import ViewKit

@testable import StorybookKit

@Suite struct LegibilityTests {
  /// Pairs allowed to look alike without colour, and why.
  static let exempt: Set<String> = [
    // A filled surface is a background colour by nature; the card's content and border are the same.
    "rounded-box/filled~rounded-box/titled",
    // A loading button shows a spinner in place of its label, and an underline (how a
    // destructive or ghost label is told apart without colour) goes under words only.
    "button/destructive-loading~button/primary-loading", "button/ghost-loading~button/secondary-loading",
  ]

  /// Within a component, two states that look different in colour must still differ without it.
  /// In the colour themes `text` is left out: its stories are typographic styles, several told
  /// apart by colour there; the `mono` theme, meant for output without colour, gives each its own
  /// attributes, and is checked.
  @Test(arguments: ["dark", "light", "high-contrast", "mono"])
  func statesDifferWithoutColour(_ themeName: String) throws {
    let theme = try #require(Theme.named(themeName))
    var byComponent: [String: [(state: String, colour: Substring, plain: Substring)]] = [:]
    for story in Catalog.registry.stories {
      guard let id = story.storyID, id.component != "text" || themeName == "mono" else { continue }
      // The snapshots the golden suite reads, without their first line (which names the story).
      func body(_ profile: ColorProfile) -> Substring {
        CatalogueRenders.snapshot(of: story, theme: theme, profile: profile).drop { $0 != "\n" }
      }
      let colour = body(.truecolor)
      let plain = body(.none)
      byComponent[id.component, default: []].append((id.state, colour, plain))
    }
    for (component, states) in byComponent {
      for (index, a) in states.enumerated() {
        for b in states[(index + 1)...] where a.plain == b.plain && a.colour != b.colour {
          let pair = ["\(component)/\(a.state)", "\(component)/\(b.state)"].sorted().joined(separator: "~")
          if !Self.exempt.contains(pair) {
            Issue.record(
              "\(themeName): \(pair.replacingOccurrences(of: "~", with: " and ")) differ only by colour")
          }
        }
      }
    }
  }
}
