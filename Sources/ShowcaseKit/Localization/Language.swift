import ViewKit

/// A language the app speaks.
public enum Language: String, CaseIterable, Sendable {
  /// English.
  case en
  /// Japanese.
  case ja

  /// The language's own name, as Settings lists it.
  public var name: String {
    switch self {
    case .en: return "English"
    case .ja: return "日本語"
    }
  }

  /// The language a locale variable names (`LANG=ja_JP.UTF-8` is Japanese); English for
  /// anything else, or nothing.
  ///
  /// - Parameter locale: the value of `LANG` (or `LC_ALL`, `LC_MESSAGES`).
  /// - Returns: the language.
  public static func from(locale: String?) -> Language {
    guard let locale, locale.lowercased().hasPrefix("ja") else { return .en }
    return .ja
  }

  /// The language a `--lang` value names, or an error listing the codes.
  ///
  /// - Parameter code: `en` or `ja`, in any case.
  /// - Returns: the language, or an error that lists the codes.
  public static func named(_ code: String) -> Result<Language, ShowcaseError> {
    if let language = Language(rawValue: code.lowercased()) { return .success(language) }
    let codes = allCases.map(\.rawValue).joined(separator: ", ")
    return .failure(
      ShowcaseError("unknown language \"\(Sanitizer.sanitizeLine(code))\"; use one of \(codes)"))
  }
}

/// Says phrases in one language: `strings[.signIn]`, or with arguments,
/// `strings(.minutesAgo, 5)`, which fill `{0}`, `{1}`, … in order.
public struct Strings: Sendable {
  /// The language spoken.
  public let language: Language

  /// Creates the phrasebook of a language.
  ///
  /// - Parameter language: the language spoken.
  public init(_ language: Language) { self.language = language }

  /// A phrase with no arguments.
  ///
  /// - Parameter phrase: the phrase.
  /// - Returns: its text in the language.
  public subscript(_ phrase: Phrase) -> String { phrase.text(in: language) }

  /// A phrase with its `{0}`, `{1}`, … filled by the arguments, in order.
  ///
  /// - Parameters:
  ///   - phrase: the phrase.
  ///   - arguments: the values to put in.
  /// - Returns: the text with the values in it.
  public func callAsFunction(_ phrase: Phrase, _ arguments: any CustomStringConvertible...) -> String {
    var text = phrase.text(in: language)
    for (index, argument) in arguments.enumerated() {
      text = text.replacingOccurrences(of: "{\(index)}", with: argument.description)
    }
    return text
  }

  /// Why an edit in the user's editor (M-E) brought no text back, in this language.
  ///
  /// - Parameter result: what came of the edit.
  /// - Returns: one or two sentences, ending with the text being unchanged; empty for an edit
  ///   that did bring text back.
  public func editorFailure(_ result: ExternalEditResult) -> String {
    switch result {
    case .edited: return ""
    case .noEditor: return self(.editorNone)
    case .failed(let status) where status == 127: return self(.editorNotFound)
    case .failed(let status): return self(.editorFailed, status)
    case .killed(let signal): return self(.editorKilled, signal)
    case .tooLarge(let limit): return self(.editorTooLarge, limit)
    case .unavailable(let reason): return self(.editorUnavailable, Sanitizer.sanitizeLine(reason))
    }
  }

  /// How long ago, shortly: `now`, `5m`, `3h`, `2d` (`たった今`, `5分`, `3時間`, `2日`).
  ///
  /// - Parameter minutes: how many minutes ago.
  /// - Returns: the short text.
  public func ago(_ minutes: Int) -> String {
    if minutes < 1 { return self[.justNow] }
    if minutes < 60 { return self(.minutesAgo, minutes) }
    if minutes < 1_440 { return self(.hoursAgo, minutes / 60) }
    return self(.daysAgo, minutes / 1_440)
  }

  /// The words ViewKit's own components show (key hints, help, a secure field's `show`), in the
  /// language: given to the runtime and the app's views, so the hints line and the `?` overlay
  /// speak it too.
  public var componentStrings: ComponentStrings {
    switch language {
    case .en: return ComponentStrings()
    case .ja: return ComponentStrings(Self.japaneseComponentTexts)
    }
  }

  /// A theme's name as Settings shows it.
  ///
  /// - Parameter name: `auto` or a built-in theme's name.
  /// - Returns: the name in the language.
  public func themeName(_ name: String) -> String {
    if language == .ja, let japanese = Self.japaneseThemeNames[name] { return japanese }
    return name == "auto" ? "auto" : Theme.named(name)?.displayName ?? name
  }

  static let japaneseThemeNames = [
    "auto": "自動", "dark": "ダーク", "light": "ライト", "high-contrast": "ハイコントラスト", "mono": "モノクロ",
  ]

  /// Every text of ``ComponentStrings/texts``, in Japanese.
  static let japaneseComponentTexts: [String: String] = [
    "help": "ヘルプ", "quit, from anywhere": "終了（どこからでも）", "suspend (fg resumes)": "一時停止（fg で再開）",
    "next": "次へ", "previous": "前へ", "move": "移動", "open": "開く", "page": "ページ", "first / last": "先頭 / 末尾",
    "scroll": "スクロール", "scroll a page": "1ページスクロール", "choose": "選択", "tab": "タブ",
    "Nothing to show": "表示するものはありません", "submit": "送信", "move the caret": "カーソル移動",
    "start / end": "行頭 / 行末", "by word": "単語単位", "delete": "削除", "delete a word": "単語を削除",
    "delete to the start": "行頭まで削除", "delete to the end": "行末まで削除", "show": "表示", "hide": "隠す",
    "switch": "切り替え", "check": "チェック", "Focused": "フォーカス中", "Screen": "画面", "Focus": "フォーカス",
    "App": "アプリ", "Keys": "キー", "esc closes": "esc で閉じる", "No keys act here.": "ここで使えるキーはありません。",
    "command palette": "コマンドパレット", "Commands": "コマンド", "Type a command": "コマンドを入力",
    "No commands match": "一致するコマンドはありません", "run": "実行", "close": "閉じる",
  ]
}
