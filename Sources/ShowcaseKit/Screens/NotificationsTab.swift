import ViewKit

/// Notifications, newest first; those new on this visit marked.
struct NotificationsTab: View {
  let model: NotificationsViewModel
  let strings: Strings
  let focus: Binding<MainViewModel.Focus?>

  var body: some View {
    let model = self.model
    VStack(alignment: .leading) {
      TabHeading(
        title: strings[.tabNotifications],
        detail: model.fresh.isEmpty ? nil : strings(.unreadCount, model.fresh.count))
      List(count: model.notices.count, selection: Bindable(model).list, emptyText: strings[.noNotices]) {
        index in
        let notice = model.notices[index]
        let isNew = model.fresh.contains(notice.id)
        HStack(spacing: 1) {
          Text(isNew ? "●" : " ").textStyle(.link)
          Avatar(name: notice.actor)
          Text(text(notice)).textAttributes(isNew ? .bold : []).lineLimit(1)
          Spacer()
          Text(strings.ago(notice.minutesAgo)).textStyle(.muted)
        }
      }
      .focused(focus, equals: .notices)
      .padding(.horizontal, 1)
    }
  }

  func text(_ notice: Notice) -> String {
    switch notice.kind {
    case .liked: return strings(.noticeLiked, notice.actor)
    case .followed: return strings(.noticeFollowed, notice.actor)
    case .replied: return strings(.noticeReplied, notice.actor)
    case .summary: return strings[.noticeSummary]
    }
  }
}
