import NibKit

/// The records of a restoration archive (`RestorationArchiveInfo`, `RestorationState`) as a
/// class the validator knows: NibKit writes them, so `nibc validate --strict` must not call
/// them unknown. They are not views; decoding one reads nothing and keeps every key.
final class RestorationRecord: Archivable {
    /// Every key of the record, kept as read.
    var unarchivedValues = UnarchivedValues()

    /// Creates a record; its keys are checked by the restoration format, not here.
    init(coder: Coder) throws {}

    /// Writes nothing of its own: the kept keys are written back by the archiver.
    func encode(with coder: Coder) {}
}

extension ClassRegistry {
    /// The registry `nibc` validates with: ViewCore's classes, NibKit's restoration records and
    /// the app's classes of `--known-classes`, each known as its base class.
    static func nibc(knownClasses: KnownClasses = KnownClasses()) -> ClassRegistry {
        let registry = ClassRegistry()
        for name in [RestorationArchiveInfo.className, RestorationArchiveInfo.stateClassName] {
            registry.register(RestorationRecord.self, as: name, module: "NibKit")
        }
        knownClasses.register(in: registry)
        return registry
    }
}
