import Foundation
import NibKit

final class LoginController: ViewController, ActionReceiver {
    @Outlet var nameField: TextField?
    @Outlet var signInButton: Button!
    @OutletCollection var labels: [Label]

    static let actionTable: ActionTable = ["signIn:": .method(LoginController.signIn)]
    func signIn(_ sender: Button) { print("signing in", nameField?.text ?? "") }
}

// Run from the repository's root: swift run nibkit-tour
let url = URL(fileURLWithPath: "Sources/NibKitDemo/Resources/Login.xml")
let nib = try Nib(contentsOf: url)  // parsed once
let controller = LoginController()
let objects = try nib.instantiate(withOwner: controller)  // a fresh tree each call
print(objects.count, "top-level object(s),", controller.labels.count, "labels")  // "1 top-level object(s), 2 labels"
controller.nameField?.text = "Ada"
controller.signInButton.sendActions(for: .touchUpInside)  // "signing in Ada"
