import Foundation
import NibKit

/// One ibtool run over its document: check it, then compile it, export its strings and write the
/// partial Info.plist, as the options ask. Nothing is written for a document with an error, so
/// a failed build never leaves a nib behind that crashes the app later.
struct IbtoolRun {
    var options: IbtoolArguments

    func run() -> IbtoolReport {
        var report = IbtoolReport()
        if let folder = options.link {
            for bundle in options.linked { link(bundle, into: folder, report: &report) }
            return report
        }
        guard let document = options.document else { return report }
        let data: Data
        do {
            data = try InputFile.read(document)
        } catch {
            report.toolErrors.append(error.description)
            return report
        }
        let result = ArchiveValidator().validate(data: data, format: ArchiveFormat(path: document), file: document)
        report.diagnostics = result.diagnostics
        guard !result.hasErrors else { return report }
        if let destination = compileDestination(of: document) {
            compile(data, of: document, to: destination, into: &report)
            if report.failed { return report }
        }
        if let strings = options.exportStringsFile {
            exportStrings(data, of: document, to: strings, into: &report)
        }
        if let plist = options.partialInfoPlist {
            // A nib or storyboard adds no key to the app's Info.plist: the app names its main
            // storyboard itself (UIMainStoryboardFile), so the partial list is empty.
            write(IbtoolArguments.OutputFormat.xml1.propertyList([:]), to: plist, into: &report)
        }
        return report
    }

    /// Copies a compiled storyboard into the product's folder, replacing the one there whole.
    private func link(_ bundle: String, into folder: String, report: inout IbtoolReport) {
        guard CompiledNibFile.isStoryboardBundle(bundle) else {
            report.toolErrors.append("'\(bundle)' is not a compiled storyboard (.storyboardc)")
            return
        }
        let destination = URL(fileURLWithPath: folder).appendingPathComponent((bundle as NSString).lastPathComponent)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FolderReplacement(destination: destination).replace { staging in
                try FileManager.default.copyItem(at: URL(fileURLWithPath: bundle), to: staging)
            }
        } catch {
            report.toolErrors.append("cannot link '\(bundle)' into '\(folder)': \(error.localizedDescription)")
        }
    }

    private func exportStrings(_ data: Data, of document: String, to path: String, into report: inout IbtoolReport) {
        do {
            let table = try XcodeDocumentReader().stringsTable(data, file: document)
            write(table.data(encoding: .utf16), to: path, into: &report)
        } catch {
            report.diagnostics += error.diagnostics
        }
    }

    func write(_ data: Data, to path: String, into report: inout IbtoolReport) {
        do {
            try AtomicFileWriter().write(data, to: path, protecting: options.document)
        } catch {
            report.toolErrors.append(error.description)
        }
    }
}
