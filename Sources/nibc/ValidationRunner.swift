import Foundation
import NibKit

/// Validates files on up to `jobs` threads and hands results back in file order, as soon as
/// every earlier file is done, so output is the same whatever the timing.
struct ValidationRunner: Sendable {
    /// One file's outcome.
    struct FileResult: Sendable {
        var path: String
        var source: Data?
        var diagnostics: [ArchiveDiagnostic]
        /// The file could not be read at all (nibc could not do its job for it).
        var unreadable = false
        /// Why the file was skipped (a JSON file that is no archive), if it was.
        var skipped: String?
        /// Whether warnings count as errors for this file.
        var strict = false
        /// The file's settings, for the limit on reported diagnostics.
        var settings: FileSettings?
        /// The `.strings` tables beside an Xcode Base file, each checked against it
        /// (`StringsTableCheck`), reported after the file.
        var tables: [FileResult] = []
    }

    let files: [InputFinder.File]
    let settings: [FileSettings]
    let jobs: Int
    let showsProgress: Bool

    /// Validates every file; `deliver` is called once per file, in file order, never concurrently.
    func run(deliver: (FileResult) -> Void) -> [FileResult] {
        // `Locked`, not `Mutex`: the thread sanitizer takes `Mutex`'s futex for a race, and the
        // tests run a sanitized nibc on several threads. One lock per file costs nothing here.
        let state = Locked(State(count: files.count))
        let workers = max(1, min(jobs, files.count))
        // `deliver` runs under the lock, in order; it is not escaping, so pass it unchecked.
        withoutActuallyEscaping(deliver) { deliver in
            let deliverer = UncheckedBox(deliver)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let position = state.withLock({ $0.take() }) {
                    let result = validate(files[position], settings[position])
                    state.withLock { state in
                        state.results[position] = result
                        state.finished += 1
                        if showsProgress { Output.err("\r\u{1B}[K") }
                        while state.delivered < state.results.count, let ready = state.results[state.delivered] {
                            deliverer.value(ready)
                            state.delivered += 1
                        }
                        if showsProgress, state.finished < files.count {
                            Output.err("[\(state.finished)/\(files.count)] validating…")
                        }
                    }
                }
            }
        }
        return state.withLock { $0.results.compactMap { $0 } }
    }

    private func validate(_ file: InputFinder.File, _ settings: FileSettings) -> FileResult {
        let path = InputFile.displayName(file.path)
        // A file larger than the limit is refused before it is read (a 3 GB one ran out of memory).
        if let size = InputFile.size(of: file.path),
            let tooLarge = settings.validator.limits.sizeDiagnostic(forInputOf: size, file: path)
        {
            return FileResult(
                path: path, source: nil, diagnostics: [tooLarge], strict: settings.strict, settings: settings)
        }
        if CompiledNibFile.isStoryboardBundle(file.path) { return validateStoryboardBundle(file.path, settings) }
        let data: Data
        do {
            data = try InputFile.read(file.path)
        } catch {
            Output.error(error.description)
            return FileResult(path: path, source: nil, diagnostics: [], unreadable: true)
        }
        let ext = (path as NSString).pathExtension.lowercased()
        if file.foundInFolder, ext == "json", !ArchiveSniff.looksLikeArchive(data) {
            return FileResult(
                path: path, source: data, diagnostics: [],
                skipped: "JSON that is not an archive (no \"version\" or \"objects\")")
        }
        let result = settings.validator.validate(data: data, format: ArchiveFormat(path: path), file: path)
        var fileResult = FileResult(
            // A compiled nib's bytes have no lines to show under a diagnostic.
            path: path, source: CompiledNibReader.recognizes(data) ? nil : data,
            diagnostics: settings.reported(result.diagnostics), strict: settings.strict,
            settings: settings)
        if file.path != InputFile.standardInput, ext == "xib" || ext == "storyboard" {
            fileResult.tables = tables(beside: file.path, data: data, settings: settings)
        }
        return fileResult
    }

    /// A compiled storyboard bundle: read as one document, then the same checks.
    private func validateStoryboardBundle(_ path: String, _ settings: FileSettings) -> FileResult {
        let bundle: (info: Data, nibs: [String: Data])
        do {
            bundle = try CompiledNibFile.storyboardBundle(at: path)
        } catch {
            Output.error("cannot read '\(path)': \(error.localizedDescription)")
            return FileResult(path: path, source: nil, diagnostics: [], unreadable: true)
        }
        let diagnostics: [ArchiveDiagnostic]
        do {
            let document = try CompiledStoryboardReader(limits: settings.validator.limits).read(
                info: bundle.info, nibs: bundle.nibs, file: path)
            diagnostics = settings.validator.validate(document, file: path)
        } catch {
            diagnostics = error.diagnostics
        }
        return FileResult(
            path: path, source: nil, diagnostics: settings.reported(diagnostics), strict: settings.strict,
            settings: settings)
    }

    /// The tables beside an Xcode file, each read and checked against it; none when the file
    /// itself does not read (its own diagnostics say why).
    private func tables(beside path: String, data: Data, settings: FileSettings) -> [FileResult] {
        let tables = StringsUpdate.tables(beside: URL(fileURLWithPath: path))
        guard !tables.isEmpty,
            let check = try? XcodeDocumentReader(limits: settings.validator.limits).stringsTableCheck(data, file: path)
        else { return [] }
        return tables.map { url in
            guard let tableData = try? InputFile.read(url.path) else {
                return FileResult(path: url.path, source: nil, diagnostics: [], unreadable: true)
            }
            let diagnostics: [ArchiveDiagnostic]
            do throws(ArchiveReadError) {
                let table = try StringsTable(data: tableData, file: url.path, limits: settings.validator.limits)
                diagnostics = check.check(table, file: url.path)
            } catch {
                diagnostics = error.diagnostics
            }
            // A binary property list has no lines to show.
            let source = tableData.starts(with: Array("bplist00".utf8)) ? nil : Self.utf8(tableData)
            return FileResult(
                path: url.path, source: source, diagnostics: settings.reported(diagnostics), strict: settings.strict,
                settings: settings)
        }
    }

    /// A table's text as UTF-8, for showing its lines: UTF-16 after a byte order mark is converted.
    private static func utf8(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) else { return data }
        return String(data: data, encoding: .utf16).map { Data($0.utf8) } ?? data
    }

    private struct State: Sendable {
        var next = 0
        var results: [FileResult?]
        var delivered = 0
        var finished = 0

        init(count: Int) { results = Array(repeating: nil, count: count) }

        mutating func take() -> Int? {
            guard next < results.count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

/// Carries a non-Sendable value into `concurrentPerform`, where it is only used under a lock.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
