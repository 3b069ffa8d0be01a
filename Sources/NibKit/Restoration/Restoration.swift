import NibArchive
import ViewCore

/// One run of `StateRestoration.restore`, in three steps: **check** the archive (in `init`,
/// before anything changes), **assign** each saved state to a live object (directly, or through
/// an alias), **apply** the states in tree order, then send `applicationFinishedRestoringState()`.
struct Restoration {
    let info: RestorationArchiveInfo
    let tree: RestorationTree
    let file: String?
    let options: RestorationOptions
    /// State records by saved path, and the saved paths in archive order.
    private var states: [String: ArchiveObject] = [:]
    private var savedOrder: [String] = []
    /// Live path -> saved path of the state it gets.
    private var assignment: [String: String] = [:]
    /// Saved paths no live object was found for yet, and why; reported once the walk is over.
    private var unmatched: [String: String] = [:]
    private var report: RestorationReport

    init(archive: ArchiveDocument, roots: [any StateRestoring], file: String?, options: RestorationOptions)
        throws(RestorationError)
    {
        info = try RestorationArchiveInfo(document: archive)
        if let required = options.requiredAppVersion, required != info.appVersion {
            throw RestorationError(
                .appVersionMismatch,
                "the state was saved by app version \(quoted: info.appVersion), not \(quoted: required); nothing was restored"
            )
        }
        tree = RestorationTree(roots: roots)
        self.file = file
        self.options = options
        report = RestorationReport(savedAppVersion: info.appVersion)
        for record in archive.objects.dropFirst() {
            guard record.className == RestorationArchiveInfo.stateClassName else {
                report.warnings.append(
                    RestorationProblem(
                        code: .notARestorationArchive,
                        message:
                            "top-level object of class \(quoted: record.className) is not a \(RestorationArchiveInfo.stateClassName); ignored",
                        path: record.id))
                continue
            }
            guard states[record.id] == nil else {
                report.warnings.append(
                    RestorationProblem(
                        code: .duplicatePath, message: "a second state has this path; the first one is used",
                        path: record.id))
                continue
            }
            states[record.id] = record
            savedOrder.append(record.id)
        }
    }

    mutating func run() -> RestorationReport {
        let live = assign()
        var restored: [any StateRestoring] = []
        var reportedAmbiguous: Set<String> = []
        tree.walk { object, path in
            guard let path else { return }
            if (live[path] ?? 0) > 1 {
                if reportedAmbiguous.insert(path).inserted, let savedPath = assignment.removeValue(forKey: path) {
                    report.failures.append(
                        RestorationProblem(
                            code: .ambiguousPath,
                            message:
                                "\(live[path] ?? 0) objects have this path; none got the state \(quoted: savedPath)",
                            path: path))
                }
                return
            }
            if live[path] == nil, unmatched.removeValue(forKey: path) != nil {
                assignment[path] = path  // An object a parent added while its state was decoded.
            }
            guard let savedPath = assignment.removeValue(forKey: path), let record = states[savedPath] else {
                report.objectsWithoutState.append(path)
                return
            }
            if apply(record, savedPath: savedPath, to: object, at: path) { restored.append(object) }
        }
        for savedPath in assignment.values {
            unmatched[savedPath] = "its object left the tree while an ancestor's state was decoded"
        }
        for savedPath in savedOrder {
            guard let reason = unmatched[savedPath] else { continue }
            report.orphanedStates.append(savedPath)
            report.warnings.append(
                RestorationProblem(code: .orphanedState, message: "state not restored: \(reason)", path: savedPath))
        }
        for object in restored { object.applicationFinishedRestoringState() }
        return report
    }

    /// Decides which live path gets which saved state; returns how many live objects each
    /// path has.
    private mutating func assign() -> [String: Int] {
        var live: [String: Int] = [:]
        for (path, _) in tree.pathsAndObjects() { live[path, default: 0] += 1 }
        for savedPath in savedOrder {
            if live[savedPath] != nil {
                assignment[savedPath] = savedPath
            } else if let moved = options.aliasedPath(for: savedPath) {
                if live[moved] == nil {
                    orphan(savedPath, "its alias \(quoted: moved) names no object either")
                } else if states[moved] != nil || assignment[moved] != nil {
                    orphan(savedPath, "its alias \(quoted: moved) has a state of its own")
                } else {
                    assignment[moved] = savedPath
                    report.aliased.append(RestorationReport.Alias(savedPath: savedPath, restoredPath: moved))
                }
            } else {
                orphan(savedPath, "no object has this path")
            }
        }
        return live
    }

    private mutating func orphan(_ savedPath: String, _ reason: String) {
        unmatched[savedPath] = reason
    }

    /// Sends `decodeRestorableState(with:)`; false (and a failure reported) when it throws.
    private mutating func apply(
        _ record: ArchiveObject, savedPath: String, to object: any StateRestoring, at path: String
    ) -> Bool {
        let coder = RestorationStateCoder(decoding: record, path: savedPath, file: file, registry: options.registry)
        do {
            try object.decodeRestorableState(with: coder)
        } catch {
            let coding = error as? CodingError
            report.failures.append(
                RestorationProblem(
                    code: .stateDecodingFailed,
                    message:
                        "the state of \(type(of: object)) did not decode and was skipped: \(coding.map(Self.summary) ?? "\(error)")",
                    path: path, underlying: coding))
            return false
        }
        report.restoredPaths.append(path)
        let unread = coder.unreadKeys
        if !unread.isEmpty {
            report.warnings.append(
                RestorationProblem(
                    code: .unreadKeys,
                    message:
                        "\(type(of: object)).decodeRestorableState(with:) did not read \(unread.map { "\(quoted: $0)" }.joined(separator: ", "))",
                    path: path))
        }
        return true
    }

    private static func summary(_ error: CodingError) -> String {
        (error.keyPath.isEmpty ? "" : "\(error.keyPath): ") + "\(error.message) [\(error.code.rawValue)]"
    }
}
