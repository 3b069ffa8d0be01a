import NibArchive
import ViewCore

/// The first top-level object of a restoration archive: what kind of archive it is, the
/// version of the restoration format, and the app version that saved it
/// (`Formats/restoration.md`).
///
/// ```xml
/// <object class="RestorationArchiveInfo" id="/">
///   <string key="kind" value="restoration"/>
///   <string key="restorationVersion" value="1.0"/>
///   <string key="appVersion" value="2.4.1"/>
/// </object>
/// ```
///
/// Its id is `/`, which no restoration path can be (identifiers are never empty), so it never
/// collides with a state, whose id is its path.
public struct RestorationArchiveInfo: Hashable, Sendable {
    /// The class name of the info record.
    public static let className = "RestorationArchiveInfo"
    /// The class name of every state record.
    public static let stateClassName = "RestorationState"
    /// The id of the info record.
    public static let id = "/"
    /// The value of `kind`.
    public static let kind = "restoration"
    /// The restoration format version this library writes; a restore refuses a newer major one.
    public static let currentVersion = ArchiveVersion(major: 1, minor: 0)

    /// The restoration format version of the archive.
    public var version: ArchiveVersion
    /// The app version the caller gave when saving.
    public var appVersion: String

    /// Creates the info record; `version` defaults to `currentVersion`.
    public init(version: ArchiveVersion = RestorationArchiveInfo.currentVersion, appVersion: String) {
        self.version = version
        self.appVersion = appVersion
    }

    /// Reads the info record of `document`.
    ///
    /// - Throws: `RestorationError` with `notARestorationArchive` when the first top-level
    ///   object is not a valid info record, `unsupportedVersion` for a newer major version.
    public init(document: ArchiveDocument) throws(RestorationError) {
        guard let node = document.objects.first, node.className == Self.className else {
            throw RestorationError(
                .notARestorationArchive,
                "the first top-level object is not a \(Self.className); this is not a restoration archive")
        }
        func string(_ key: String) -> String? {
            if case .value(.string(let text)) = node[key] { return text }
            return nil
        }
        guard string("kind") == Self.kind else {
            throw RestorationError(.notARestorationArchive, "\(Self.className).kind must be \(quoted: Self.kind)")
        }
        guard let versionText = string("restorationVersion"), let version = ArchiveVersion(versionText) else {
            throw RestorationError(
                .notARestorationArchive, "\(Self.className).restorationVersion must be a 'major.minor' string")
        }
        guard version.major <= Self.currentVersion.major else {
            throw RestorationError(
                .unsupportedVersion,
                "restoration format \(version) is newer than this library's \(Self.currentVersion)")
        }
        guard let appVersion = string("appVersion") else {
            throw RestorationError(.notARestorationArchive, "\(Self.className).appVersion must be a string")
        }
        self.init(version: version, appVersion: appVersion)
    }

    /// The info record as an archive object.
    public var archiveObject: ArchiveObject {
        ArchiveObject(
            className: Self.className, id: Self.id,
            entries: [
                ArchiveEntry(key: "kind", value: .value(.string(Self.kind))),
                ArchiveEntry(key: "restorationVersion", value: .value(.string(version.description))),
                ArchiveEntry(key: "appVersion", value: .value(.string(appVersion))),
            ])
    }
}
