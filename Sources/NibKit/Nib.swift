import Foundation
import NibArchive
import ViewCore

/// An interface file, parsed once, that builds any number of fresh object trees: NibKit's
/// `UINib`.
///
/// Parsing, validation (for the initializers that read bytes, through the same checks as
/// `nibc validate`) and the plan of what to connect happen once, in the initializer;
/// `instantiate(withOwner:options:)` then only creates objects, so a table
/// that needs a hundred cells instantiates one nib a hundred times without parsing again.
/// A `Nib` is immutable and `Sendable`: several threads may instantiate it at once, each
/// getting an independent tree.
///
/// ```swift
/// let nib = try Nib(contentsOf: URL(fileURLWithPath: "Login.xml"))
/// let controller = LoginController()
/// let objects = try nib.instantiate(withOwner: controller)
/// ```
///
/// Instantiation runs in named phases, in this order (see `NibInstantiation`): **decode**
/// (every object through its class's `init(coder:)`), **resolve** (references between them),
/// **connect** (outlets, outlet collections, actions), **attributes** (user-defined runtime
/// attributes), **awake** (`awakeFromNib()` on every object created, in file order, parents
/// before their subviews; never on the owner or external objects, as on iOS). When loading
/// fails, no object is awakened and the owner's outlets are untouched; the error lists every
/// connection and attribute problem found, or the first decoding error (`nibc validate` reports
/// every decoding problem of a file).
public final class Nib: Sendable {
    /// What `instantiate` may be told.
    public struct Options: @unchecked Sendable {
        /// Objects the file names as external placeholders, by identifier.
        public var externalObjects: [String: AnyObject]
        /// Create objects of classes the registry does not know as `View`s instead of failing;
        /// the original class name is kept for re-encoding. `Nib.validate` and `nibc validate`
        /// report such classes as warnings.
        public var fallsBackToKnownBaseClass: Bool
        /// Called once per problem that did not stop a successful `instantiate`, in the order
        /// found: a class loaded as its base (`NIB0305`), a connection or runtime attribute
        /// skipped (`NIB0411`: its object stands in for a class NibKit does not have, or is kept
        /// verbatim). Nil (the default): they are not reported.
        public var warningHandler: (@Sendable (NibLoadingError.Problem) -> Void)?

        /// Creates options; by default no external objects, and an unknown class is an error.
        public init(
            externalObjects: [String: AnyObject] = [:], fallsBackToKnownBaseClass: Bool = false,
            warningHandler: (@Sendable (NibLoadingError.Problem) -> Void)? = nil
        ) {
            self.externalObjects = externalObjects
            self.fallsBackToKnownBaseClass = fallsBackToKnownBaseClass
            self.warningHandler = warningHandler
        }
    }

    /// UIKit's spelling of the options, for `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key as UIKit spells it (`"UINibExternalObjects"`).
        public var rawValue: String
        /// Creates a key from its text; keys other than `externalObjects` are ignored by `instantiate`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: AnyObject]` of external objects by identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The parsed file.
    public let document: ArchiveDocument
    /// The file's path, for messages.
    public let file: String?
    /// What the validator found that does not stop loading, in file order: classes the
    /// registry does not know (`NIB0305`, which `Options.fallsBackToKnownBaseClass` loads as
    /// `View`), a newer minor format version. Empty for a nib made with `init(document:)`,
    /// which is not validated.
    public let warnings: [ArchiveDiagnostic]
    let registry: ClassRegistry
    let plan: NibPlan

    /// A nib from a parsed document.
    public convenience init(document: ArchiveDocument, file: String? = nil, registry: ClassRegistry = .shared) {
        self.init(document: document, file: file, registry: registry, warnings: [])
    }

    private init(document: ArchiveDocument, file: String?, registry: ClassRegistry, warnings: [ArchiveDiagnostic]) {
        Nib.installViewControllerLoading()
        self.document = document
        self.file = file
        self.registry = registry
        self.warnings = warnings
        self.plan = NibPlan(document)
    }

    /// A nib from a parsed document, checked first by the validator's loading checks
    /// (`ArchiveValidator.loadingChecks`, with `registry`): duplicate ids, dangling references,
    /// impossible connections and constraints, placeholders held as owned objects, duplicate
    /// restoration paths, mask cycles. No `init(coder:)` runs here: values a class refuses are reported by
    /// `instantiate`, which decodes once per tree, with the same code, key path and location
    /// `nibc validate` gives them. Warnings (an unregistered class) do not stop loading; they
    /// are kept in `warnings`.
    ///
    /// - Throws: `NibLoadingError` listing every error the validator found, in file order.
    public convenience init(
        validating document: ArchiveDocument, file: String? = nil, registry: ClassRegistry = .shared
    ) throws {
        let warnings = try Nib.check(document, file: file, registry: registry, checks: ArchiveValidator.loadingChecks)
        self.init(document: document, file: file, registry: registry, warnings: warnings)
    }

    /// Runs the validator's checks on `document`.
    ///
    /// - Throws: `NibLoadingError` with one problem per error diagnostic (warnings and notes are
    ///   left out); nothing when there are none.
    public static func validate(_ document: ArchiveDocument, file: String? = nil, registry: ClassRegistry = .shared)
        throws
    {
        _ = try check(document, file: file, registry: registry, checks: ArchiveValidator.loadingChecks)
    }

    /// The validator's warnings, or the error listing its errors.
    private static func check(
        _ document: ArchiveDocument, file: String?, registry: ClassRegistry, checks: [any ArchiveCheck]
    ) throws -> [ArchiveDiagnostic] {
        let validator = ArchiveValidator(registry: registry, checksSchema: false, checks: checks)
        let found = validator.validate(document, file: file)
        let errors = found.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw NibLoadingError(
                problems: errors.map { diagnostic in
                    NibLoadingError.Problem(
                        code: diagnostic.code.rawValue, message: diagnostic.message, file: diagnostic.file,
                        location: diagnostic.location)
                })
        }
        return found.filter { $0.severity == .warning }
    }

    /// A nib from the bytes of a file, in our XML or JSON format (`format` nil: sniffed), checked
    /// by the validator as `init(validating:file:registry:)` does.
    ///
    /// - Throws: `ArchiveReadError` with the location of every syntax or structure problem;
    ///   `NibLoadingError` with every semantic error the validator found.
    public convenience init(
        data: Data, format: ArchiveFormat? = nil, file: String? = nil,
        registry: ClassRegistry = .shared
    ) throws {
        let document = try ArchiveDocument(data: data, format: format, file: file)
        var checks = ArchiveValidator.loadingChecks
        if format ?? ArchiveFormat(sniffing: data) == .xml, XcodeDocumentReader.recognizes(data) {
            // Every text of a document the Xcode reader made comes from libxml2, which refuses
            // the characters `XMLTextCheck` looks for (C0 controls but tab, line feed and carriage
            // return; U+FFFE, U+FFFF; also as character references), or is a string value
            // decoded from base64, which may hold them; and no other code has seen this document
            // yet. Skipping it: 2.456G -> 2.359G instructions for one load of the reference .xib
            // (callgrind).
            checks.removeAll { $0 is XMLTextCheck }
        }
        let warnings = try Nib.check(document, file: file, registry: registry, checks: checks)
        self.init(document: document, file: file, registry: registry, warnings: warnings)
    }

    /// A nib from a file; the format comes from the extension, else from the content. A
    /// compiled `.nib` (a file or a folder) reads as its source would (`CompiledNibReader`).
    public convenience init(contentsOf url: URL, registry: ClassRegistry = .shared) throws {
        // A compiled `.nib` may be a folder of archives, one per system version.
        let data = try Data(contentsOf: URL(fileURLWithPath: CompiledNibFile.archivePath(url.path)))
        try self.init(data: data, format: ArchiveFormat(path: url.path), file: url.path, registry: registry)
    }

    /// A nib named `name` in `bundle` (the main bundle when nil), as `UINib(nibName:bundle:)`:
    /// `name` with an extension a nib may have (`InterfaceFileExtensions.ordered(for: .nib)`:
    /// `.xml`, `.json`, `.xib`) in the bundle's resources, else in the `.lproj` folder of one of
    /// its preferred localizations, else in `Base.lproj`.
    ///
    /// ```swift
    /// let nib = try Nib(nibName: "Cell", bundle: .module)
    /// let cell = try nib.instantiate(withOwner: nil).first as? TableViewCell
    /// ```
    ///
    /// - Throws: `NibLoadingError` (`NIB0413`) naming the files and folders tried when there is
    ///   none; else as `init(contentsOf:registry:)`.
    public convenience init(nibName name: String, bundle: Bundle? = nil, registry: ClassRegistry = .shared) throws {
        let url = try InterfaceFileLookup(name: name, kind: .nib, bundle: bundle ?? .main).find()
        try self.init(contentsOf: url, registry: registry)
    }

    /// Registers a class so nibs can create it (`ClassRegistry.shared.register`).
    public static func register(_ type: any Archivable.Type, as name: String? = nil, module: String? = nil) {
        installViewControllerLoading()
        ClassRegistry.shared.register(type, as: name, module: module)
    }

    /// Builds a fresh tree: every object of the file, connected to `owner` and to each other,
    /// and awakened.
    ///
    /// - Returns: the top-level objects, in file order.
    /// - Throws: `NibLoadingError` listing every problem found; nothing is awakened and the
    ///   owner is left untouched.
    public func instantiate(withOwner owner: AnyObject?, options: Options = Options()) throws -> [AnyObject] {
        var instantiation = NibInstantiation(nib: self, owner: owner, options: options)
        return try instantiation.run()
    }

    /// UIKit's spelling: options by key (`.externalObjects`).
    public func instantiate(withOwner owner: AnyObject?, options: [OptionsKey: Any]?) throws -> [AnyObject] {
        let external = options?[.externalObjects] as? [String: AnyObject] ?? [:]
        return try instantiate(withOwner: owner, options: Options(externalObjects: external))
    }
}
