import ArgumentParser
import Foundation
import NibKit

/// `nibc strings`: the `.strings` tables of Xcode interface files.
struct Strings: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Work with the .strings tables of .xib and .storyboard files.",
        subcommands: [StringsExport.self, StringsUpdate.self]
    )
}

/// `nibc strings export`: what `ibtool --export-strings-file` writes.
struct StringsExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the strings table of .xib and .storyboard files, as ibtool exports it.",
        discussion: """
            One table per file: every localizable property with its key (ObjectID.property) and \
            ibtool's comment, in ibtool's order, UTF-16 with a byte order mark unless \
            --encoding utf-8. Formats/strings.md lists which properties are exported.

            With one file and no -o, or -o -, the table goes to standard output; -o FILE writes \
            it there. With several files or a folder, -o names a folder that receives NAME.strings \
            for each file.

            Examples:
              nibc strings export Main.storyboard -o Base.lproj/Main.strings
              nibc strings export --encoding utf-8 -o - Main.storyboard
              nibc strings export Sources/UI -o Exported
            """
    )

    @Option(help: "utf-16 (ibtool's, with a byte order mark) or utf-8.")
    var encoding: StringsEncodingArgument = .utf16

    @Option(
        help:
            "strings (ibtool's table), xliff (one XLIFF 1.2 document for every file) or xcstrings (a String Catalog per file)."
    )
    var format: StringsFormat = .strings

    @Option(help: "xliff and xcstrings: the language of the Base text.")
    var sourceLanguage = "en"

    @Option(help: "xliff: the target language; targets come from <lang>.lproj/<name>.strings beside each file.")
    var targetLanguage: String?

    @Option(name: .shortAndLong, help: "Where to write: a file, - for standard output, or a folder for several inputs.")
    var output: String?

    @OptionGroup(title: "Reader limits")
    var limits: LimitOptions

    @Argument(
        help: "The .xib and .storyboard files, or folders holding them.",
        completion: .file(extensions: ["xib", "storyboard"]))
    var paths: [String]

    func run() throws {
        let files: [String]
        do {
            files = try ArchiveFileFinder(extensions: ["xib", "storyboard"]).files(in: paths)
        } catch {
            Output.error("cannot read '\(error.path)': \(error.reason)")
            throw ExitCode(Status.failed)
        }
        if format == .xliff {
            try writeXLIFF(files)
            return
        }
        let several = files.count > 1 || paths.contains { isFolder($0) }
        if several, output == nil || output == InputFile.standardInput {
            throw ValidationError("several files write one table each: name a folder with -o")
        }
        var failed = false
        for file in files {
            let data = try InputFile.read(file)
            let table: StringsTable
            do {
                table = try XcodeDocumentReader(limits: limits.limits).stringsTable(data, file: file)
            } catch {
                Output.err("\(error)\n")
                failed = true
                continue
            }
            let bytes =
                format == .xcstrings
                ? Data(
                    StringCatalogWriter(sourceLanguage: sourceLanguage).text(
                        table.units, translations: translations(of: file)
                    ).utf8)
                : table.data(encoding: encoding.encoding)
            guard let output, output != InputFile.standardInput else {
                Output.out(bytes)
                continue
            }
            var destination = output
            if several {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                destination = (output as NSString).appendingPathComponent(name + "." + format.rawValue)
            }
            do {
                try AtomicFileWriter().write(bytes, to: destination, protecting: file)
            } catch {
                Output.error("\(error)")
                throw ExitCode(Status.failed)
            }
        }
        if failed { throw ExitCode(Status.invalid) }
    }

    /// One XLIFF document for every file, to `-o` or standard output.
    private func writeXLIFF(_ files: [String]) throws {
        var documents: [XLIFFWriter.File] = []
        var failed = false
        for file in files {
            let data = try InputFile.read(file)
            do {
                let table = try XcodeDocumentReader(limits: limits.limits).stringsTable(data, file: file)
                let targets = targetLanguage.flatMap { translations(of: file)[$0] } ?? [:]
                documents.append(XLIFFWriter.File(original: file, units: table.units, targets: targets))
            } catch {
                Output.err("\(error)\n")
                failed = true
            }
        }
        let text = XLIFFWriter(sourceLanguage: sourceLanguage, targetLanguage: targetLanguage ?? sourceLanguage)
            .text(documents)
        if let output, output != InputFile.standardInput {
            do {
                try AtomicFileWriter().write(Data(text.utf8), to: output)
            } catch {
                Output.error("\(error)")
                throw ExitCode(Status.failed)
            }
        } else {
            Output.out(text)
        }
        if failed { throw ExitCode(Status.invalid) }
    }

    /// The translations of the tables beside `file`, by language (the `.lproj` folder's name);
    /// a table that does not read is skipped with a message.
    private func translations(of file: String) -> [String: [String: String]] {
        var translations: [String: [String: String]] = [:]
        for url in StringsUpdate.tables(beside: URL(fileURLWithPath: file)) {
            let language = (url.deletingLastPathComponent().lastPathComponent as NSString).deletingPathExtension
            do {
                translations[language] = try StringsTable(data: Data(contentsOf: url), file: url.path).values
            } catch {
                Output.err("nibc: warning: skipped '\(url.path)': \(error)\n")
            }
        }
        return translations
    }

    private func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}

/// The forms `strings export` writes.
enum StringsFormat: String, ExpressibleByArgument, CaseIterable {
    case strings, xliff, xcstrings
}

/// The encodings `--encoding` takes.
enum StringsEncodingArgument: String, ExpressibleByArgument, CaseIterable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    var encoding: StringsEncoding { self == .utf8 ? .utf8 : .utf16 }
}
