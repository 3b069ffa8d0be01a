/// The archive formats' schemas, embedded so a tool validates files without the repository
/// at hand. `relaxNG` is generated from `Formats/archive.rng` by
/// `.ci/embed-archive-schema.sh`; a test fails when the two differ.
public enum ArchiveSchema {}
