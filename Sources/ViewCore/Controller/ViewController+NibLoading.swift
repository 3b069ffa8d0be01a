import Foundation

/// Why a view controller could not load its view, or perform a segue a control triggered.
public struct ViewLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why loading failed.
    public enum Reason: Hashable, Sendable {
        /// The controller has a `nibName`, but no `ViewController.nibViewLoader` is installed
        /// (NibKit installs one when any `Nib` is used).
        case noNibLoader(nibName: String)
        /// The installed loader threw.
        case nibLoadingFailed(nibName: String, message: String)
        /// An overridden `loadView()` did not assign `view`.
        case loadViewDidNotSetView
        /// A segue a control triggered could not be performed (its destination did not load).
        case segueFailed(identifier: String?, message: String)
    }

    /// Why loading failed.
    public var reason: Reason
    /// The controller's class name.
    public var controllerClass: String

    /// Creates an error for the controller class named `controllerClass`.
    public init(reason: Reason, controllerClass: String) {
        self.reason = reason
        self.controllerClass = controllerClass
    }

    /// A sentence naming the controller (and nib), saying why, and that an empty view is used instead.
    public var description: String {
        switch reason {
        case .noNibLoader(let name):
            "\(controllerClass) cannot load nib \(quoted: name): no nib loader is installed (import NibKit and use a Nib first); using an empty view"
        case .nibLoadingFailed(let name, let message):
            "\(controllerClass) could not load nib \(quoted: name): \(message); using an empty view"
        case .loadViewDidNotSetView:
            "\(controllerClass).loadView() did not set `view`; using an empty view"
        case .segueFailed(let identifier, let message):
            "\(controllerClass) could not perform segue \(quoted: identifier ?? "(no identifier)"): \(message)"
        }
    }
}

extension ViewController {
    /// The function that loads a controller's view from a nib: given the controller, the nib
    /// name and bundle, it instantiates the nib with the controller as its owner and returns
    /// the root view (connecting the owner's `view` outlet is the loader's business).
    public typealias NibViewLoader = @Sendable (ViewController, String, Bundle?) throws -> View

    // `Locked`, not `Mutex`: the thread sanitizer takes two nibs made on two threads for a race
    // on a `Mutex` (see `Locked`).
    private static let loaderStorage = Locked<NibViewLoader?>(nil)
    private static let errorHandler = Locked<@Sendable (ViewLoadingError) -> Void>({ error in
        FileHandle.standardError.write(Data("ViewCore: \(error)\n".utf8))
    })

    /// The hook `loadView()` uses for controllers with a `nibName`; NibKit installs it. Nil
    /// until then, in which case such controllers report a `ViewLoadingError` and get an empty
    /// view. Process-wide and thread-safe.
    public static var nibViewLoader: NibViewLoader? {
        get { loaderStorage.withLock { $0 } }
        set { loaderStorage.withLock { $0 = newValue } }
    }

    /// Called when a view cannot be loaded as asked (UIKit raises there; NibKit reports and
    /// installs an empty view). The default prints to standard error; tests install their own.
    public static func setViewLoadingErrorHandler(_ handler: @escaping @Sendable (ViewLoadingError) -> Void) {
        errorHandler.withLock { $0 = handler }
    }

    /// Reports a segue a control triggered that failed, through the same handler.
    package static func reportSegueFailure(_ identifier: String?, _ message: String, in controller: ViewController) {
        report(
            ViewLoadingError(
                reason: .segueFailed(identifier: identifier, message: message),
                controllerClass: "\(type(of: controller))"))
    }

    static func report(_ error: ViewLoadingError) {
        let handler = errorHandler.withLock { $0 }
        handler(error)
    }
}
