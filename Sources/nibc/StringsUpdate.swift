import ArgumentParser
import Foundation
import NibKit

/// `nibc strings update`: brings the translated tables beside Base files up to date.
struct StringsUpdate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Bring every <lang>.lproj/<name>.strings beside a Base file up to date.",
        discussion: """
            For each Base .xib or .storyboard, each table <lang>.lproj/<name>.strings beside it \
            (beside its Base.lproj folder, or beside the file) gets the keys the file now has, \
            in ibtool's order with ibtool's comments: a new key with the Base text, an existing \
            one keeping its translation, a key the file no longer has removed. Each table keeps \
            its encoding (a binary property list stays one) and is \
            written atomically.

            With --check nothing is written: each table that would change is named with its \
            missing and stale keys, and the exit status is 1 when any would change.
            """
    )

    @Flag(help: "Change nothing; exit 1 when a table would change, naming its missing and stale keys.")
    var check = false

    @OptionGroup(title: "Reader limits")
    var limits: LimitOptions

    @Argument(help: "The Base .xib and .storyboard files.", completion: .file(extensions: ["xib", "storyboard"]))
    var paths: [String]

    func run() throws {
        var outOfDate = false
        var failed = false
        for path in paths {
            let data = try InputFile.read(path)
            let base: StringsTable
            do {
                base = try XcodeDocumentReader(limits: limits.limits).stringsTable(data, file: path)
            } catch {
                Output.err(DiagnosticRenderer().text(error.diagnostics, source: data))
                failed = true
                continue
            }
            for tableURL in Self.tables(beside: URL(fileURLWithPath: path)) {
                let tableData = try InputFile.read(tableURL.path)
                let table: StringsTable
                do {
                    table = try StringsTable(data: tableData, file: tableURL.path, limits: limits.limits)
                } catch {
                    Output.err(error.description + "\n")
                    failed = true
                    continue
                }
                let update = table.updated(to: base)
                let bytes = update.table.data()
                // A binary property list holds no comments and no order: only its keys can change.
                let changed =
                    table.encoding == .binaryPropertyList
                    ? !update.missing.isEmpty || !update.stale.isEmpty : bytes != tableData
                guard changed else { continue }
                outOfDate = true
                if check {
                    for key in update.missing { Output.out("\(tableURL.path): missing key '\(key)'\n") }
                    for key in update.stale { Output.out("\(tableURL.path): stale key '\(key)'\n") }
                    if update.missing.isEmpty, update.stale.isEmpty {
                        Output.out("\(tableURL.path): comments, order or layout differ from the Base file's\n")
                    }
                    continue
                }
                do {
                    try AtomicFileWriter().write(bytes, to: tableURL.path, protecting: path)
                } catch {
                    Output.error("\(error)")
                    throw ExitCode(Status.failed)
                }
            }
        }
        if failed { throw ExitCode(Status.invalid) }
        if check, outOfDate { throw ExitCode(Status.invalid) }
    }

    /// The tables `<lang>.lproj/<name>.strings` beside `file` (beside its `Base.lproj` folder
    /// when it is in one), sorted by path.
    static func tables(beside file: URL) -> [URL] {
        var folder = file.deletingLastPathComponent()
        if folder.lastPathComponent == "Base.lproj" { folder = folder.deletingLastPathComponent() }
        let name = file.deletingPathExtension().lastPathComponent + ".strings"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted()
            .map { folder.appendingPathComponent($0).appendingPathComponent(name) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
