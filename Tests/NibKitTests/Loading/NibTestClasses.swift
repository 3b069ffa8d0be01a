import Foundation
import NibKit

/// Records what happens during a load, per task, so tests running in parallel don't mix.
enum LoadLog {
    @TaskLocal static var current: LoadRecorder?
    static func record(_ line: String) { current?.record(line) }
}

final class LoadRecorder: Sendable {
    private let lines = Locked<[String]>([])
    func record(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// The File's Owner of the test nibs.
final class LoginController: ViewController, ActionReceiver {
    @Outlet var nameField: TextField?
    @Outlet var signInButton: Button!
    @Outlet var card: CardView?
    @OutletCollection var labels: [Label]
    var actions: [String] = []

    static let actionTable: ActionTable = [
        "signIn:": .method(LoginController.signIn),
        "cardTapped:": .method(LoginController.cardTapped),
    ]

    func signIn(_ sender: Button) { actions.append("signIn from \(sender.tag)") }
    func cardTapped(_ sender: GestureRecognizer) { actions.append("cardTapped") }

    override func awakeFromNib() {
        LoadLog.record("owner.awakeFromNib")
    }
}

/// A custom view with an outlet back to the owner, an inspectable property, and a recorder.
final class CardView: View {
    @Outlet var controller: LoginController?
    @Outlet var title: Label?
    @Inspectable var badgeText = ""
    @Inspectable var badgeCount = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        let connected = controller?.signInButton != nil && title != nil
        LoadLog.record(
            "CardView(\(tag)).awakeFromNib connected=\(connected) badge=\(badgeText) radius=\(layer.cornerRadius)")
    }
}

/// A view that logs its awakening with its tag.
final class AwakeView: View {
    override func awakeFromNib() {
        LoadLog.record("AwakeView(\(tag)).awakeFromNib")
    }
}

/// A settings object passed in as an external object.
final class Settings {
    var theme = "dark"
}

/// Holds an outlet to the external settings object.
final class SettingsView: View {
    @Outlet var settings: Settings?
}

/// A view controller created by a nib (not its owner), which logs its awakening.
final class AwakeController: ViewController {
    override func awakeFromNib() {
        LoadLog.record("AwakeController(\(title ?? "")).awakeFromNib")
    }
}

/// The classes these tests register with each `Nib` (a computed list: metatypes of non-`Sendable`
/// classes cannot be a shared constant).
var testClasses: [any Archivable.Type] { [CardView.self, AwakeView.self, SettingsView.self, AwakeController.self] }

func makeRegistry() -> ClassRegistry {
    ClassRegistry(testClasses)
}
