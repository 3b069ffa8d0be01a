import ViewCore

extension Nib {
    /// Lets `ViewController(nibName:bundle:)` load its view through NibKit. Every `Nib` entry
    /// point calls it, so it is in place before any nib is used.
    static func installViewControllerLoading() {
        // Completed once ViewController exposes its loading hook.
    }
}
