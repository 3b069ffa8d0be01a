/// The codes `ArchiveValidator` reports. Where the validator finds a problem another layer
/// already has a code for (a dangling reference is the coder's `NIB0306`, a connection naming a
/// missing id the loader's `NIB0408`), it reports that code, so one problem has one code
/// whichever layer finds it. `NIB05xx` are the problems only the validator finds.
extension ArchiveDiagnostic.Code {
    // MARK: Codes shared with the coder (CodingError) and the loader (NibLoadingError)

    /// A value of another type than the class expects (`CodingError.Code.typeMismatch`).
    public static let typeMismatch = Self(rawValue: "NIB0301")
    /// A required value is absent (`CodingError.Code.missingValue`).
    public static let missingValue = Self(rawValue: "NIB0302")
    /// A value the class rejects (`CodingError.Code.invalidValue`).
    public static let valueRejected = Self(rawValue: "NIB0303")
    /// An enum name the class does not know (`CodingError.Code.unknownEnumValue`).
    public static let unknownEnumValue = Self(rawValue: "NIB0304")
    /// A class name no registered class has (`CodingError.Code.unknownClass`); a warning
    /// unless validation is strict.
    public static let unknownClass = Self(rawValue: "NIB0305")
    /// A reference to an id no object or placeholder has (`CodingError.Code.danglingReference`).
    public static let danglingReference = Self(rawValue: "NIB0306")
    /// An object of another class than the key requires (`CodingError.Code.wrongClass`).
    public static let wrongClass = Self(rawValue: "NIB0307")
    /// Owned objects that contain themselves (`CodingError.Code.ownershipCycle`).
    public static let ownershipCycle = Self(rawValue: "NIB0308")
    /// An action whose source is neither a control nor a gesture recognizer
    /// (`NibLoadingError.Code.notAnActionSender`).
    public static let notAnActionSender = Self(rawValue: "NIB0404")
    /// A control event name `Control.Event` does not know (`NibLoadingError.Code.unknownEvent`).
    public static let unknownEvent = Self(rawValue: "NIB0409")
    /// A connection whose source or destination is no object or placeholder of the file
    /// (`NibLoadingError.Code.unknownConnectionEnd`).
    public static let unknownConnectionEnd = Self(rawValue: "NIB0408")

    // MARK: The validator's own codes

    /// An outlet or action name that cannot name a property or action (`"my outlet"`, `""`).
    public static let invalidConnectionName = Self(rawValue: "NIB0501")
    /// An outlet or outlet collection whose source is the First Responder, which has no outlets.
    public static let outletOnFirstResponder = Self(rawValue: "NIB0502")
    /// A layout constraint without its first item, or naming an item no object has.
    public static let constraintItemMissing = Self(rawValue: "NIB0503")
    /// A layout constraint item that is neither a view nor a layout guide.
    public static let constraintItemNotLayoutItem = Self(rawValue: "NIB0504")
    /// A layout constraint whose items share no common ancestor, or that is held by a view
    /// that does not contain them.
    public static let constraintNoCommonAncestor = Self(rawValue: "NIB0505")
    /// A layout constraint relating attributes UIKit refuses to relate: different axes, a
    /// location and a dimension, leading/trailing and left/right, a location and a constant.
    public static let constraintAxisMismatch = Self(rawValue: "NIB0506")
    /// Two views or view controllers with the same restoration path.
    public static let duplicateRestorationPath = Self(rawValue: "NIB0507")
    /// The archive's minor version is newer than this reader's (a warning).
    public static let newerMinorVersion = Self(rawValue: "NIB0508")
    /// The XML does not match the RELAX NG schema `Formats/archive.rng` where the reader is
    /// lenient (`SchemaCheck`: section order, a missing `objects`, an empty section).
    public static let schemaViolation = Self(rawValue: "NIB0509")
    /// The same outlet of one object is connected more than once; the last one wins (a warning).
    public static let duplicateOutlet = Self(rawValue: "NIB0510")
    /// A view's mask is the view itself or an object it sits in: a cycle of strong references,
    /// so the tree is never freed (a warning).
    public static let maskCycle = Self(rawValue: "NIB0511")
}
