import Foundation

/// The command line of Apple's `ibtool`, as build systems write it: `ibtool [options] document`,
/// every option a `--name` with at most one value after it, in any order.
///
/// Only the options NibKit can honour are accepted. An option Xcode passes that changes nothing
/// off a Mac (`--auto-activate-custom-fonts`) is accepted and ignored; any other unknown option
/// is refused by name, so a build never goes on with a flag silently dropped.
struct IbtoolArguments: Equatable {
    /// How ibtool prints its diagnostics.
    enum OutputFormat: String, CaseIterable {
        /// `/* com.apple.ibtool.document.warnings */` headers over compiler-style lines, the form
        /// Xcode's build system reads.
        case humanReadableText = "human-readable-text"
        /// An XML property list (ibtool's default).
        case xml1
        /// A binary property list.
        case binary1

        /// `root` as a property list in this format (XML for `humanReadableText`, which has none).
        func propertyList(_ root: [String: Any]) -> Data {
            // Strings, numbers, arrays and dictionaries only: serialization cannot fail on them.
            (try? PropertyListSerialization.data(
                fromPropertyList: root, format: self == .binary1 ? .binary : .xml, options: 0))
                ?? Data()
        }
    }

    /// A command line ibtool itself would refuse, with the message it prints.
    struct Failure: Error, Equatable {
        var message: String
    }

    /// Where `--compile` writes.
    var compile: String?
    /// The folder a storyboard's `.storyboardc` is compiled into, named after the storyboard.
    var compilationDirectory: String?
    /// Where `--export-strings-file` writes the strings table.
    var exportStringsFile: String?
    /// Where `--output-partial-info-plist` writes the keys the app's Info.plist gains.
    var partialInfoPlist: String?
    /// Which diagnostics are printed.
    var errors = false
    var warnings = false
    var notices = false
    var outputFormat = OutputFormat.xml1
    var minimumDeploymentTarget: String?
    /// Every `--target-device`, in order (Xcode passes one per device family).
    var targetDevices: [String] = []
    var module: String?
    /// `--version`: print the version and do nothing else.
    var version = false
    /// `--help`.
    var help = false
    /// The interface file.
    var document: String?
    /// `--link DIR`: the folder that receives the compiled storyboards `linked` names (Xcode's
    /// storyboard linker step), instead of a document.
    var link: String?
    var linked: [String] = []

    /// The options that take a value.
    private static let valued: Set<String> = [
        "--compile", "--compilation-directory", "--export-strings-file", "--output-partial-info-plist",
        "--output-format", "--minimum-deployment-target", "--target-device", "--module", "--flatten", "--link",
    ]

    /// The options that take none.
    private static let flags: Set<String> = [
        "--errors", "--warnings", "--notices", "--version", "--help", "--auto-activate-custom-fonts",
    ]

    /// Every option NibKit's ibtool understands, for its help text.
    static var known: [String] { (valued.union(flags)).sorted() }

    /// Reads a command line (without the program's name).
    static func parse(_ arguments: [String]) throws(Failure) -> IbtoolArguments {
        var result = IbtoolArguments()
        var inputs: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                inputs.append(argument)
                continue
            }
            if flags.contains(argument) {
                result.set(flag: argument)
                continue
            }
            guard valued.contains(argument) else {
                throw Failure(message: "unknown argument '\(argument)'")
            }
            guard index < arguments.endIndex else {
                throw Failure(message: "'\(argument)' needs a value")
            }
            try result.set(argument, to: arguments[index])
            index += 1
        }
        if result.link != nil {
            guard !inputs.isEmpty else { throw Failure(message: "--link needs the .storyboardc bundles to link") }
            result.linked = inputs
            return result
        }
        if inputs.count > 1 {
            throw Failure(message: "only one document is compiled at a time: '\(inputs[0])' and '\(inputs[1])'")
        }
        result.document = inputs.first
        guard result.version || result.help || result.document != nil else {
            throw Failure(message: "no document: give a .xib or .storyboard file")
        }
        return result
    }

    private mutating func set(flag: String) {
        switch flag {
        case "--errors": errors = true
        case "--warnings": warnings = true
        case "--notices": notices = true
        case "--version": version = true
        case "--help": help = true
        default: break  // --auto-activate-custom-fonts: fonts are activated on a Mac only.
        }
    }

    private mutating func set(_ option: String, to value: String) throws(Failure) {
        switch option {
        case "--compile": compile = value
        case "--compilation-directory": compilationDirectory = value
        case "--export-strings-file": exportStringsFile = value
        case "--output-partial-info-plist": partialInfoPlist = value
        case "--minimum-deployment-target": minimumDeploymentTarget = value
        case "--target-device": targetDevices.append(value)
        case "--module": module = value
        case "--link": link = value
        case "--output-format":
            guard let format = OutputFormat(rawValue: value) else {
                let names = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw Failure(message: "unknown output format '\(value)': use one of \(names)")
            }
            outputFormat = format
        default:  // --flatten
            // An unflattened (editable) nib keeps the design-time document, which NibKit does
            // not write; YES is what every build asks for.
            guard value.uppercased() == "YES" else {
                throw Failure(message: "--flatten \(value) is not supported: NibKit writes flattened nibs only")
            }
        }
    }
}
