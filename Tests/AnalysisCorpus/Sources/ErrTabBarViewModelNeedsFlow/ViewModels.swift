import Rivet

final class HomeTimelineViewModel {
    @Injected(\.apiService) var api
    func load() -> [String] { api.fetch("/timelines/home") }
}
final class NotificationsViewModel {
    @Injected(\.apiService) var api
    @Injected(\.accountSession) var account
    func load() -> [String] { api.fetch("/notifications/\(account.handle)") }
}
