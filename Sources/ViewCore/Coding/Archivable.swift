/// A class whose instances a `Coder` archives: NSCoding's role.
///
/// Subclasses override both members and call `super` first, as UIKit subclasses do:
///
/// ```swift
/// final class CardView: View {
///     var cornerStyle = "round"
///
///     required init(coder: Coder) throws {
///         try super.init(coder: coder)
///         cornerStyle = try coder.decode(String.self, forKey: "cornerStyle") ?? "round"
///     }
///
///     override func encode(with coder: Coder) {
///         super.encode(with: coder)
///         coder.encode(cornerStyle, forKey: "cornerStyle", omittingDefault: "round")
///     }
/// }
/// ```
public protocol Archivable: AnyObject {
    /// Creates the object from an archive.
    ///
    /// - Throws: `CodingError` when a value is missing, of the wrong type or invalid.
    init(coder: Coder) throws

    /// Writes every archived property that differs from its default.
    func encode(with coder: Coder)

    /// The name the archive stores for this class; by default the Swift type's name.
    static var archiveClassName: String { get }

    /// What the archive held beyond what the class read (unread keys, the id, the class name
    /// as written), so that encoding writes it back. Declare it as a stored property,
    /// `public var unarchivedValues = UnarchivedValues()`, to keep it; by default nothing is kept.
    var unarchivedValues: UnarchivedValues { get set }
}

extension Archivable {
    /// The Swift type's unqualified name (`"CardView"`), as `String(describing:)` spells it.
    public static var archiveClassName: String {
        // `String(describing:)` first asks whether the metatype conforms to the printing
        // protocols, which no metatype can; each of those misses scans every conformance in the
        // process, about a million instructions a class, and made building the class registry
        // half of a small `nibc validate`. `_typeName` is the name it ends up printing.
        _typeName(self, qualified: false)
    }

    /// Keeps nothing: a class that does not store `unarchivedValues` forgets what it did not read.
    public var unarchivedValues: UnarchivedValues {
        get { UnarchivedValues() }
        set {}
    }
}
