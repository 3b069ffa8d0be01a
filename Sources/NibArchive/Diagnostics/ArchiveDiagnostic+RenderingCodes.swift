extension ArchiveDiagnostic.Code {
    /// `nibc render`: images the file names are in no asset catalog beside or above it, and are
    /// drawn as placeholders.
    public static let imageNotFound = Self(rawValue: "NIB0901")
}
