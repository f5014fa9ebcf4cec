/// Every phrase the app says, in every language it speaks. A missing translation does not compile:
/// each language is an exhaustive switch. `{0}`, `{1}`, … are filled by ``Strings``.
public enum Phrase: CaseIterable, Sendable {
  /// “OK”.
  case ok
  /// “Cancel”.
  case cancel
  /// “back”.
  case back
  /// “quit”.
  case quit
  /// “Retry”.
  case retry
  /// “retry”.
  case retryKey
  /// “Something went wrong”.
  case somethingWrong
  /// “The answer from the server could not be read.”.
  case unreadable
  /// “Session expired”.
  case sessionExpiredTitle
  /// “Your session has expired. Please sign in again.”.
  case sessionExpiredMessage
  /// “No connection”.
  case noConnectionTitle
  /// “Check your network, then retry (r).”.
  case noConnectionMessage
  /// “Terminal {0}×{1}: ShowcaseApp needs at least {2}×{3}.”.
  case tooSmall
  /// “Not edited”: the title of the alert when M-E brings no text back from the editor.
  case editorTitle
  /// “No editor is set: set VISUAL or EDITOR (for example EDITOR=vi). The text is unchanged.”.
  case editorNone
  /// “The editor could not be started (not found?). The text is unchanged.”.
  case editorNotFound
  /// “The editor ended with status {0}. The text is unchanged.”.
  case editorFailed
  /// “A signal ({0}) ended the editor. The text is unchanged.”.
  case editorKilled
  /// “The edited text is larger than {0} bytes. The text is unchanged.”.
  case editorTooLarge
  /// “No editor can run here ({0}). The text is unchanged.”.
  case editorUnavailable
  /// “ViewKit Social”.
  case brand
  /// “A showcase of ViewKit, in your terminal”.
  case tagline
  /// “Starting…”.
  case starting
  /// “Checking your session…”.
  case checkingSession
  /// “Update required”.
  case updateRequiredTitle
  /// “This version ({0}) is no longer supported. Install version {1} or later to go on.”.
  case updateRequiredMessage
  /// “Quit”: the button that ends the app.
  case quitButton
  /// “Welcome to ViewKit Social”.
  case tutorialTitle1
  /// “A small social app, built with ViewKit the way SwiftUI apps are built.”.
  case tutorialText1
  /// “Made of stories”.
  case tutorialTitle2
  /// “Every screen is a story in the Storybook, checked as a golden file in every theme.”.
  case tutorialText2
  /// “Keys, mouse and help”.
  case tutorialTitle3
  /// “Tab moves between fields, Enter submits, ? shows every key, and q quits.”.
  case tutorialText3
  /// “{0} of {1}”.
  case pageOf
  /// “Next”.
  case next
  /// “Back”.
  case previous
  /// “Skip”.
  case skip
  /// “Get started”.
  case getStarted
  /// “Sign in”.
  case signInTitle
  /// “Email”.
  case email
  /// “you@example.com”.
  case emailPlaceholder
  /// “Password”.
  case password
  /// “Your password”.
  case passwordPlaceholder
  /// “show password”.
  case showPassword
  /// “hide password”.
  case hidePassword
  /// “Sign in”.
  case signInButton
  /// “Create account”.
  case createAccount
  /// “Forgot password?”.
  case forgotPassword
  /// “Demo accounts · password “{0}””.
  case demoAccounts
  /// “works”.
  case demoNormal
  /// “session expires”.
  case demoExpiring
  /// “token refreshed often”.
  case demoRefreshing
  /// “goes offline”.
  case demoOffline
  /// “Enter your email”.
  case enterEmail
  /// “Enter a whole email address”.
  case wholeEmail
  /// “Enter your password”.
  case enterPassword
  /// “Signing in…”.
  case signingIn
  /// “Sign-in failed”.
  case signInFailed
  /// “Create an account”.
  case registerTitle
  /// “Name”.
  case name
  /// “Your name”.
  case namePlaceholder
  /// “8 characters or more”.
  case newPasswordPlaceholder
  /// “Confirm password”.
  case confirmPassword
  /// “The same password again”.
  case confirmPlaceholder
  /// “I accept the terms of service”.
  case acceptTerms
  /// “Enter your name”.
  case enterName
  /// “Use 8 characters or more”.
  case shortPassword
  /// “The passwords do not match”.
  case passwordsDiffer
  /// “Accept the terms to continue”.
  case termsRequired
  /// “Creating your account…”.
  case creatingAccount
  /// “Could not create the account”.
  case registerFailed
  /// “Reset your password”.
  case forgotTitle
  /// “We will email you a link to choose a new password.”.
  case forgotText
  /// “Send link”.
  case sendLink
  /// “Sending…”.
  case sending
  /// “Check your email”.
  case sentTitle
  /// “If an account exists for {0}, a link is on its way.”.
  case sentText
  /// “Back to sign in”.
  case backToSignIn
  /// “Home”.
  case tabHome
  /// “Search”.
  case tabSearch
  /// “Notifications”.
  case tabNotifications
  /// “Profile”.
  case tabProfile
  /// “tabs”.
  case tabsKey
  /// “Loading your feed…”.
  case loadingFeed
  /// “No posts yet”.
  case noPosts
  /// “Load more”.
  case loadMore
  /// “Loading more…”.
  case loadingMore
  /// “You're all caught up”.
  case caughtUp
  /// “open”.
  case open
  /// “like”.
  case like
  /// “unlike”.
  case unlike
  /// “{0} likes”.
  case likes
  /// “Could not like the post”.
  case likeFailed
  /// “now”.
  case justNow
  /// “{0}m”.
  case minutesAgo
  /// “{0}h”.
  case hoursAgo
  /// “{0}d”.
  case daysAgo
  /// “Search”.
  case searchLabel
  /// “People and posts”.
  case searchPlaceholder
  /// “Type to search people and posts.”.
  case searchHint
  /// “Searching…”.
  case searching
  /// “Like”: the button.
  case likeButton
  /// “Unlike”: the button.
  case unlikeButton
  /// “Back”: the button.
  case backButton
  /// “results”: the key that moves from the search field into the results.
  case toResults
  /// “search field”: the key that moves from the results back into the field.
  case toSearchField
  /// “Loading…”.
  case loadingPerson
  /// “People”.
  case people
  /// “Posts”.
  case posts
  /// “Nothing matches “{0}””.
  case noMatches
  /// “{0} liked your post”.
  case noticeLiked
  /// “{0} started following you”.
  case noticeFollowed
  /// “{0} replied to you”.
  case noticeReplied
  /// “Your weekly summary is ready”.
  case noticeSummary
  /// “mark all read”.
  case markAllRead
  /// “No notifications”.
  case noNotices
  /// “{0} unread”.
  case unreadCount
  /// “Posts”.
  case statPosts
  /// “Followers”.
  case statFollowers
  /// “Following”.
  case statFollowing
  /// “Posts, last 14 days” (the activity sparkline's label).
  case activity
  /// “Settings”.
  case settings
  /// “Theme”.
  case theme
  /// “theme”.
  case themeKey
  /// “Language”.
  case language
  /// “language”.
  case languageKey
  /// “Sign out”.
  case signOut
  /// “sign out”.
  case signOutKey
  /// “Sessions”: the places the user is signed in.
  case sessions
  /// “Device”: the sessions table's first column.
  case sessionDevice
  /// “Place”: where a session was last used.
  case sessionPlace
  /// “Last active”.
  case sessionLastActive
  /// “this device”: marks the session the app runs in.
  case thisDevice
  /// “copy handle”: the key that copies the user's handle to the clipboard.
  case copyHandleKey
  /// “Copied”: the handle went to the clipboard.
  case copied
  /// “Not copied”: the terminal does not take copies; the reason follows.
  case notCopied
  /// “Sign out?”.
  case signOutTitle
  /// “You will need your password to sign in again.”.
  case signOutMessage

  /// The phrase in a language.
  ///
  /// - Parameter language: the language.
  /// - Returns: the text.
  public func text(in language: Language) -> String {
    switch language {
    case .en: return english
    case .ja: return japanese
    }
  }

  private var english: String {
    switch self {
    case .ok: return "OK"
    case .cancel: return "Cancel"
    case .back: return "back"
    case .quit: return "quit"
    case .retry: return "Retry"
    case .retryKey: return "retry"
    case .somethingWrong: return "Something went wrong"
    case .unreadable: return "The answer from the server could not be read."
    case .sessionExpiredTitle: return "Session expired"
    case .sessionExpiredMessage: return "Your session has expired. Please sign in again."
    case .noConnectionTitle: return "No connection"
    case .noConnectionMessage: return "Check your network, then retry (r)."
    case .tooSmall: return "Terminal {0}×{1}: ShowcaseApp needs at least {2}×{3}."
    case .editorTitle: return "Not edited"
    case .editorNone:
      return "No editor is set: set VISUAL or EDITOR (for example EDITOR=vi). The text is unchanged."
    case .editorNotFound: return "The editor could not be started (not found?). The text is unchanged."
    case .editorFailed: return "The editor ended with status {0}. The text is unchanged."
    case .editorKilled: return "A signal ({0}) ended the editor. The text is unchanged."
    case .editorTooLarge: return "The edited text is larger than {0} bytes. The text is unchanged."
    case .editorUnavailable: return "No editor can run here ({0}). The text is unchanged."
    case .brand: return "ViewKit Social"
    case .tagline: return "A showcase of ViewKit, in your terminal"
    case .starting: return "Starting…"
    case .checkingSession: return "Checking your session…"
    case .updateRequiredTitle: return "Update required"
    case .updateRequiredMessage:
      return "This version ({0}) is no longer supported. Install version {1} or later to go on."
    case .quitButton: return "Quit"
    case .tutorialTitle1: return "Welcome to ViewKit Social"
    case .tutorialText1: return "A small social app, built with ViewKit the way SwiftUI apps are built."
    case .tutorialTitle2: return "Made of stories"
    case .tutorialText2:
      return "Every screen is a story in the Storybook, checked as a golden file in every theme."
    case .tutorialTitle3: return "Keys, mouse and help"
    case .tutorialText3: return "Tab moves between fields, Enter submits, ? shows every key, and q quits."
    case .pageOf: return "{0} of {1}"
    case .next: return "Next"
    case .previous: return "Back"
    case .skip: return "Skip"
    case .getStarted: return "Get started"
    case .signInTitle: return "Sign in"
    case .email: return "Email"
    case .emailPlaceholder: return "you@example.com"
    case .password: return "Password"
    case .passwordPlaceholder: return "Your password"
    case .showPassword: return "show password"
    case .hidePassword: return "hide password"
    case .signInButton: return "Sign in"
    case .createAccount: return "Create account"
    case .forgotPassword: return "Forgot password?"
    case .demoAccounts: return "Demo accounts · password “{0}”"
    case .demoNormal: return "works"
    case .demoExpiring: return "session expires"
    case .demoRefreshing: return "token refreshed often"
    case .demoOffline: return "goes offline"
    case .enterEmail: return "Enter your email"
    case .wholeEmail: return "Enter a whole email address"
    case .enterPassword: return "Enter your password"
    case .signingIn: return "Signing in…"
    case .signInFailed: return "Sign-in failed"
    case .registerTitle: return "Create an account"
    case .name: return "Name"
    case .namePlaceholder: return "Your name"
    case .newPasswordPlaceholder: return "8 characters or more"
    case .confirmPassword: return "Confirm password"
    case .confirmPlaceholder: return "The same password again"
    case .acceptTerms: return "I accept the terms of service"
    case .enterName: return "Enter your name"
    case .shortPassword: return "Use 8 characters or more"
    case .passwordsDiffer: return "The passwords do not match"
    case .termsRequired: return "Accept the terms to continue"
    case .creatingAccount: return "Creating your account…"
    case .registerFailed: return "Could not create the account"
    case .forgotTitle: return "Reset your password"
    case .forgotText: return "We will email you a link to choose a new password."
    case .sendLink: return "Send link"
    case .sending: return "Sending…"
    case .sentTitle: return "Check your email"
    case .sentText: return "If an account exists for {0}, a link is on its way."
    case .backToSignIn: return "Back to sign in"
    case .tabHome: return "Home"
    case .tabSearch: return "Search"
    case .tabNotifications: return "Notifications"
    case .tabProfile: return "Profile"
    case .tabsKey: return "tabs"
    case .loadingFeed: return "Loading your feed…"
    case .noPosts: return "No posts yet"
    case .loadMore: return "Load more"
    case .loadingMore: return "Loading more…"
    case .caughtUp: return "You're all caught up"
    case .open: return "open"
    case .like: return "like"
    case .unlike: return "unlike"
    case .likes: return "{0} likes"
    case .likeFailed: return "Could not like the post"
    case .justNow: return "now"
    case .minutesAgo: return "{0}m"
    case .hoursAgo: return "{0}h"
    case .daysAgo: return "{0}d"
    case .searchLabel: return "Search"
    case .searchPlaceholder: return "People and posts"
    case .searchHint: return "Type to search people and posts."
    case .searching: return "Searching…"
    case .likeButton: return "Like"
    case .unlikeButton: return "Unlike"
    case .backButton: return "Back"
    case .toResults: return "results"
    case .toSearchField: return "search field"
    case .loadingPerson: return "Loading…"
    case .people: return "People"
    case .posts: return "Posts"
    case .noMatches: return "Nothing matches “{0}”"
    case .noticeLiked: return "{0} liked your post"
    case .noticeFollowed: return "{0} started following you"
    case .noticeReplied: return "{0} replied to you"
    case .noticeSummary: return "Your weekly summary is ready"
    case .markAllRead: return "mark all read"
    case .noNotices: return "No notifications"
    case .unreadCount: return "{0} unread"
    case .statPosts: return "Posts"
    case .statFollowers: return "Followers"
    case .statFollowing: return "Following"
    case .activity: return "Posts, last 14 days"
    case .settings: return "Settings"
    case .theme: return "Theme"
    case .themeKey: return "theme"
    case .language: return "Language"
    case .languageKey: return "language"
    case .signOut: return "Sign out"
    case .signOutKey: return "sign out"
    case .sessions: return "Sessions"
    case .sessionDevice: return "Device"
    case .sessionPlace: return "Place"
    case .sessionLastActive: return "Last active"
    case .thisDevice: return "this device"
    case .copyHandleKey: return "copy handle"
    case .copied: return "Copied"
    case .notCopied: return "Not copied"
    case .signOutTitle: return "Sign out?"
    case .signOutMessage: return "You will need your password to sign in again."
    }
  }

  private var japanese: String {
    switch self {
    case .ok: return "OK"
    case .cancel: return "キャンセル"
    case .back: return "戻る"
    case .quit: return "終了"
    case .retry: return "再試行"
    case .retryKey: return "再試行"
    case .somethingWrong: return "問題が発生しました"
    case .unreadable: return "サーバーの応答を読み取れませんでした。"
    case .sessionExpiredTitle: return "セッションの有効期限切れ"
    case .sessionExpiredMessage: return "セッションの有効期限が切れました。もう一度サインインしてください。"
    case .noConnectionTitle: return "接続できません"
    case .noConnectionMessage: return "ネットワークを確認して再試行してください（r）。"
    case .tooSmall: return "端末が{0}×{1}です。{2}×{3}以上にしてください。"
    case .editorTitle: return "編集されませんでした"
    case .editorNone: return "エディタが設定されていません。VISUAL か EDITOR を設定してください（例: EDITOR=vi）。テキストは変更されていません。"
    case .editorNotFound: return "エディタを起動できませんでした（見つからない？）。テキストは変更されていません。"
    case .editorFailed: return "エディタが状態 {0} で終了しました。テキストは変更されていません。"
    case .editorKilled: return "シグナル（{0}）でエディタが終了しました。テキストは変更されていません。"
    case .editorTooLarge: return "編集したテキストが {0} バイトを超えています。テキストは変更されていません。"
    case .editorUnavailable: return "ここではエディタを実行できません（{0}）。テキストは変更されていません。"
    case .brand: return "ViewKit Social"
    case .tagline: return "ViewKitのショーケース、端末の中で"
    case .starting: return "起動中…"
    case .checkingSession: return "セッションを確認中…"
    case .updateRequiredTitle: return "アップデートが必要です"
    case .updateRequiredMessage: return "このバージョン（{0}）はサポートが終了しました。続けるにはバージョン{1}以降をインストールしてください。"
    case .quitButton: return "終了"
    case .tutorialTitle1: return "ViewKit Socialへようこそ"
    case .tutorialText1: return "SwiftUIと同じ書き方でViewKitで作った、小さなSNSアプリです。"
    case .tutorialTitle2: return "ストーリーでできています"
    case .tutorialText2: return "すべての画面はStorybookのストーリーで、すべてのテーマでゴールデンファイルとして検証されます。"
    case .tutorialTitle3: return "キー、マウス、ヘルプ"
    case .tutorialText3: return "Tabで項目を移動、Enterで送信、?ですべてのキーを表示、qで終了します。"
    case .pageOf: return "{0} / {1}"
    case .next: return "次へ"
    case .previous: return "戻る"
    case .skip: return "スキップ"
    case .getStarted: return "はじめる"
    case .signInTitle: return "サインイン"
    case .email: return "メールアドレス"
    case .emailPlaceholder: return "you@example.com"
    case .password: return "パスワード"
    case .passwordPlaceholder: return "パスワード"
    case .showPassword: return "パスワードを表示"
    case .hidePassword: return "パスワードを隠す"
    case .signInButton: return "サインイン"
    case .createAccount: return "アカウント作成"
    case .forgotPassword: return "パスワードを忘れた場合"
    case .demoAccounts: return "デモアカウント・パスワード「{0}」"
    case .demoNormal: return "通常"
    case .demoExpiring: return "セッション切れ"
    case .demoRefreshing: return "トークンを頻繁に更新"
    case .demoOffline: return "オフラインになる"
    case .enterEmail: return "メールアドレスを入力"
    case .wholeEmail: return "正しいメールアドレスを入力"
    case .enterPassword: return "パスワードを入力"
    case .signingIn: return "サインイン中…"
    case .signInFailed: return "サインインできません"
    case .registerTitle: return "アカウントを作成"
    case .name: return "名前"
    case .namePlaceholder: return "名前"
    case .newPasswordPlaceholder: return "8文字以上"
    case .confirmPassword: return "パスワード（確認）"
    case .confirmPlaceholder: return "同じパスワードをもう一度"
    case .acceptTerms: return "利用規約に同意します"
    case .enterName: return "名前を入力"
    case .shortPassword: return "8文字以上にしてください"
    case .passwordsDiffer: return "パスワードが一致しません"
    case .termsRequired: return "続けるには利用規約に同意してください"
    case .creatingAccount: return "アカウントを作成中…"
    case .registerFailed: return "アカウントを作成できません"
    case .forgotTitle: return "パスワードの再設定"
    case .forgotText: return "新しいパスワードを設定するためのリンクをメールでお送りします。"
    case .sendLink: return "リンクを送信"
    case .sending: return "送信中…"
    case .sentTitle: return "メールを確認してください"
    case .sentText: return "{0} のアカウントがあれば、リンクを送信しました。"
    case .backToSignIn: return "サインインに戻る"
    case .tabHome: return "ホーム"
    case .tabSearch: return "検索"
    case .tabNotifications: return "通知"
    case .tabProfile: return "プロフィール"
    case .tabsKey: return "タブ"
    case .loadingFeed: return "フィードを読み込み中…"
    case .noPosts: return "まだ投稿はありません"
    case .loadMore: return "さらに読み込む"
    case .loadingMore: return "読み込み中…"
    case .caughtUp: return "すべて表示しました"
    case .open: return "開く"
    case .like: return "いいね"
    case .unlike: return "いいね取り消し"
    case .likes: return "いいね {0}"
    case .likeFailed: return "いいねできませんでした"
    case .justNow: return "たった今"
    case .minutesAgo: return "{0}分"
    case .hoursAgo: return "{0}時間"
    case .daysAgo: return "{0}日"
    case .searchLabel: return "検索"
    case .searchPlaceholder: return "人と投稿"
    case .searchHint: return "入力して人と投稿を検索します。"
    case .searching: return "検索中…"
    case .likeButton: return "いいね"
    case .unlikeButton: return "いいねを取り消す"
    case .backButton: return "戻る"
    case .toResults: return "結果へ"
    case .toSearchField: return "検索欄へ"
    case .loadingPerson: return "読み込み中…"
    case .people: return "人"
    case .posts: return "投稿"
    case .noMatches: return "「{0}」に一致するものはありません"
    case .noticeLiked: return "{0}さんがあなたの投稿にいいねしました"
    case .noticeFollowed: return "{0}さんがあなたをフォローしました"
    case .noticeReplied: return "{0}さんがあなたに返信しました"
    case .noticeSummary: return "週間サマリーの準備ができました"
    case .markAllRead: return "すべて既読"
    case .noNotices: return "通知はありません"
    case .unreadCount: return "未読 {0}"
    case .statPosts: return "投稿"
    case .statFollowers: return "フォロワー"
    case .statFollowing: return "フォロー中"
    case .activity: return "投稿（過去14日）"
    case .settings: return "設定"
    case .theme: return "テーマ"
    case .themeKey: return "テーマ"
    case .language: return "言語"
    case .languageKey: return "言語"
    case .signOut: return "サインアウト"
    case .signOutKey: return "サインアウト"
    case .sessions: return "セッション"
    case .sessionDevice: return "端末"
    case .sessionPlace: return "場所"
    case .sessionLastActive: return "最終利用"
    case .thisDevice: return "この端末"
    case .copyHandleKey: return "ハンドルをコピー"
    case .copied: return "コピーしました"
    case .notCopied: return "コピーできません"
    case .signOutTitle: return "サインアウトしますか？"
    case .signOutMessage: return "再びサインインするにはパスワードが必要です。"
    }
  }
}
