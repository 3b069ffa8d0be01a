/// The archive's version against the reader's (`ArchiveDocument.currentVersion`): a newer
/// major version is an error (`NIB0201`, which the readers raise too); a newer minor version of
/// the same major version is a warning (`NIB0508`): the file reads, but what the newer minor
/// version added is kept as unknown keys rather than understood.
public struct VersionCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// An error for a newer major version, a warning for a newer minor one; otherwise nothing.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        let version = context.document.version
        let current = ArchiveDocument.currentVersion
        // The document keeps no location for its root; the validator places it when it has the text.
        let location = SourceLocation.unknown
        if version.major > current.major {
            return [
                context.diagnostic(
                    .unsupportedVersion,
                    "archive version \(version) is newer than \(current), the newest this reader knows; update NibKit",
                    at: location)
            ]
        }
        if version.major == current.major, version.minor > current.minor {
            return [
                context.diagnostic(
                    .newerMinorVersion,
                    "archive version \(version) is newer than \(current); what it added is kept but not understood",
                    at: location, severity: .warning)
            ]
        }
        return []
    }
}
