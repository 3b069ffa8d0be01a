/// A plain object a nib creates, Interface Builder's Object (`<customObject>`): what UIKit and
/// AppKit make an `NSObject` of when the file names no class.
///
/// Interface Builder's library item "Object" is how a file holds an object that is neither a
/// view nor a controller (a data source, a helper the file's views connect to). With a custom
/// class the loader makes that class, or this one standing in for it when the class is not
/// registered (`fallsBackToKnownBaseClass`). Without one, UIKit makes an `NSObject`, and the
/// user expects the file to load as it does on iOS, without an error or a warning: this class is
/// that object. ViewCore cannot use Foundation's `NSObject` itself, which is not `Archivable`.
///
/// Subclass it for an object of your own that wants `awakeFromNib()`, or adopt `Archivable`
/// directly; either way register the class (`ClassRegistry.shared.register`).
///
/// Archived keys: none of its own; what the file holds is kept and written back.
open class CustomObject: Archivable {
    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues = UnarchivedValues()

    /// Creates an object.
    public init() {}

    /// Creates an object from an archive; the class reads no keys.
    public required init(coder: Coder) throws {}

    /// Writes nothing of its own; what the archive held beyond that is written back.
    open func encode(with coder: Coder) {}

    /// Sent once every object of the nib that created it exists and is connected, as UIKit sends
    /// it to any object; override to finish setting up.
    open func awakeFromNib() {}
}
