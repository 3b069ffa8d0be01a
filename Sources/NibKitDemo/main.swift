import Foundation
import NibKit

/// The File's Owner of `Login.xml`: its outlets and action are connected by the nib.
final class LoginController: ViewController, ActionReceiver {
    @Outlet var nameField: TextField?
    @Outlet var signInButton: Button!
    @OutletCollection var labels: [Label]

    static let actionTable: ActionTable = ["signIn:": .method(LoginController.signIn)]

    func signIn(_ sender: Button) {
        print("signIn: sent by the button with tag \(sender.tag); name field holds \"\(nameField?.text ?? "")\"")
    }
}

do {
    guard let url = Bundle.module.url(forResource: "Login", withExtension: "xml") else {
        throw CocoaError(
            .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "Login.xml is missing from the demo's resources"])
    }
    let nib = try Nib(contentsOf: url)
    let controller = LoginController()
    let objects = try nib.instantiate(withOwner: controller)

    print("Loaded \(url.lastPathComponent): \(objects.count) top-level object(s), owner \(type(of: controller))")
    print(controller.view.recursiveDescription())
    print(
        "outlets: nameField=\(controller.nameField.map { "\(type(of: $0))" } ?? "nil"), "
            + "signInButton.tag=\(controller.signInButton.tag), labels=\(controller.labels.map { $0.text ?? "" })")

    controller.nameField?.text = "Ada"
    controller.signInButton.sendActions(for: .touchUpInside)
} catch {
    FileHandle.standardError.write(Data("nibkit-demo: \(error)\n".utf8))
    exit(1)
}
