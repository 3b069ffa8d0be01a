import Foundation
import ViewCore

extension Nib {
    /// Lets `ViewController(nibName:bundle:)` load its view through NibKit: the nib named
    /// `nibName` in the bundle, with the controller as File's Owner; its `view` outlet, or else
    /// its first top-level view, becomes the controller's view. Every `Nib` entry point calls
    /// this, so it is in place before any nib is used; calling it again does nothing new.
    public static func installViewControllerLoading() {
        guard ViewController.nibViewLoader == nil else { return }
        ViewController.nibViewLoader = { controller, name, bundle in
            let objects = try Nib(nibName: name, bundle: bundle).instantiate(withOwner: controller)
            if let view = controller.viewIfLoaded { return view }
            guard let view = objects.lazy.compactMap({ $0 as? View }).first else {
                throw NibLoadingError(problems: [
                    NibLoadingError.Problem(
                        code: NibLoadingError.Code.missingOutlet,
                        message:
                            "nib \(quoted: name) connects no 'view' outlet of \(type(of: controller)) and has no top-level view",
                        file: nil, location: .unknown)
                ])
            }
            return view
        }
    }
}
