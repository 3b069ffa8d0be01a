import ViewCore

/// Names, ids, keys and other attribute text holding a character XML 1.0 cannot carry (a C0
/// control other than tab, line feed and carriage return, U+FFFE, U+FFFF): `NIB0206`.
///
/// XML writes `string` values holding such characters as base64, but everything else is an
/// attribute, where the XML writer can only put U+FFFD: the document would not convert between
/// the spellings without loss. The JSON reader refuses such text in files; this check catches
/// documents made in code (a dictionary key with a control character, say) before they are
/// written or loaded.
public struct XMLTextCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// An error for each piece of text XML cannot carry.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        XMLTextScan.diagnostics(in: context.document, file: context.file)
    }
}
