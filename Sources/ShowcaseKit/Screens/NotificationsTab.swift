import ViewKit

struct NotificationsTab: View {
  let model: MainViewModel

  var body: some View {
    VStack(alignment: .leading) {
      Text(" Notifications").textStyle(.title)
      ForEach(model.notices) { notice in
        HStack(spacing: 1) {
          Text(notice.read ? " " : "●").foregroundColor(nil).bold()
          Text(notice.text).textAttributes(notice.read ? [] : .bold)
        }
        .padding(.horizontal, 1)
      }
    }
    .keyBinding("r", "mark all read", scope: .screen) { model.markAllRead() }
  }
}
