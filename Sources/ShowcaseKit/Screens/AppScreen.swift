import ViewKit

/// The whole app: the screen on show with its status over it (the no-connection banner, the
/// alert, the HUD), the environment's label in the corner, and the app's keys. Below the
/// smallest size it works at, one centred line says how big the terminal must be.
public struct AppScreen: View {
  /// The smallest terminal every screen works at.
  public static let minimumSize = Size(width: 60, height: 20)

  let navigator: Navigator
  let settings: AppSettings
  let environment: AppEnvironment
  /// Kept alive as long as the view is: the coordinator whose flows put screens on the
  /// navigator (they hold it only weakly).
  let owner: AnyObject?

  /// Draws a running app: its coordinator's screens, kept alive as long as this view is.
  ///
  /// - Parameter coordinator: the started root coordinator.
  public init(coordinator: AppCoordinator) {
    navigator = coordinator.navigator
    settings = coordinator.dependencies.settings
    environment = coordinator.dependencies.environment
    owner = coordinator
  }

  /// Draws the navigator's screen.
  ///
  /// - Parameters:
  ///   - navigator: the screen on show.
  ///   - settings: the language the frame speaks.
  ///   - environment: whose label shows in the corner (none in production).
  public init(navigator: Navigator, settings: AppSettings, environment: AppEnvironment) {
    self.navigator = navigator
    self.settings = settings
    self.environment = environment
    owner = nil
  }

  /// The screen, or the too-small line.
  public var body: some View {
    let strings = settings.strings
    let navigator = self.navigator
    let label = environment.label
    SizeReader { size in
      if size.width < Self.minimumSize.width || size.height < Self.minimumSize.height {
        TooSmall(size: size, strings: strings)
      } else if let module = navigator.current {
        ModuleFrame(module: module, label: label, strings: strings).environment(\.screenSize, size)
          .environment(\.componentStrings, strings.componentStrings)
      }
    }
    .showcaseAppKeys(quit: strings[.quit])
  }
}

/// One centred line: how big the terminal is, and how big it must be.
struct TooSmall: View {
  let size: Size
  let strings: Strings

  var body: some View {
    Text(
      strings(
        .tooSmall, size.width, size.height, AppScreen.minimumSize.width, AppScreen.minimumSize.height)
    )
    .multilineTextAlignment(.center)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
  }
}

/// A module's screen with its status over it and the environment's label in the corner.
struct ModuleFrame: View {
  let module: Module
  let label: String?
  let strings: Strings

  var body: some View {
    if let basic = module.basic {
      VStack(alignment: .leading) {
        if basic.isOffline {
          Banner(.warning, title: strings[.noConnectionTitle], message: strings[.noConnectionMessage])
        }
        module.view().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
      .keyBindings(
        basic.isOffline ? [KeyBinding("r", strings[.retryKey], scope: .screen) { basic.retry() }] : []
      )
      .overlay(alignment: .topTrailing) { EnvironmentLabel(label: label) }
      .alert(Bindable(basic).alert)
      .progressHUD(basic.hud)
      // M-E in a field that brings nothing back from $EDITOR says why, in the app's language.
      .onExternalEditFailure { result in
        basic.alert = Alert(title: strings[.editorTitle], message: strings.editorFailure(result))
      }
    } else {
      module.view()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .overlay(alignment: .topTrailing) { EnvironmentLabel(label: label) }
    }
  }
}

/// The environment's name in the top right corner: `DEV`, `STAGING`; nothing in production.
struct EnvironmentLabel: View {
  let label: String?

  var body: some View {
    if let label { Badge(label).padding(.trailing, 1) }
  }
}

/// The keys every screen of the app has: `q` quits wherever no text field takes it.
public struct ShowcaseAppKeys<Content: View>: View {
  let content: Content
  let label: String
  @Environment(\.quit) private var quit

  /// The content with the app's keys.
  public var body: some View {
    content.keyBinding("q", label) { quit() }
  }
}

extension View {
  /// Adds the keys every screen of the ShowcaseApp has (`q` quits), as the app does.
  ///
  /// - Parameter label: what the hints call quitting, in the app's language.
  /// - Returns: the view with the app's keys.
  public func showcaseAppKeys(quit label: String = "quit") -> ShowcaseAppKeys<Self> {
    ShowcaseAppKeys(content: self, label: label)
  }
}

/// The terminal's size, for screens whose layout depends on it (a form in one column or two).
struct ScreenSizeKey: EnvironmentKey {
  static var defaultValue: Size { Size(width: 80, height: 24) }
}

extension EnvironmentValues {
  /// The terminal's size, as the app's root view reads it.
  var screenSize: Size {
    get { self[ScreenSizeKey.self] }
    set { self[ScreenSizeKey.self] = newValue }
  }
}
