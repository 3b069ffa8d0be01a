import ArgumentParser
import NibKit

/// The readers' limits, raised (or lowered) from the command line; each defaults to
/// `ReaderLimits`' own (see the NibArchive DocC article "The archive formats").
struct LimitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The largest input in bytes (default 256 MiB).", valueName: "bytes"))
    var maxBytes: Int?

    @Option(help: ArgumentHelp("The deepest nesting, counted as XML's elements (default 256).", valueName: "levels"))
    var maxDepth: Int?

    @Option(help: ArgumentHelp("The most objects in one file (default 500,000).", valueName: "count"))
    var maxObjects: Int?

    @Option(help: ArgumentHelp("The longest string or attribute value in bytes (default 8 MiB).", valueName: "bytes"))
    var maxStringLength: Int?

    @Option(help: ArgumentHelp("The most attributes on one XML element (default 256).", valueName: "count"))
    var maxAttributes: Int?

    func validate() throws {
        for (name, value) in [
            ("--max-bytes", maxBytes), ("--max-depth", maxDepth), ("--max-objects", maxObjects),
            ("--max-string-length", maxStringLength), ("--max-attributes", maxAttributes),
        ] {
            if let value, value < 1 { throw ValidationError("\(name) must be at least 1") }
        }
    }

    /// `ReaderLimits` with the options given.
    var limits: ReaderLimits {
        var limits = ReaderLimits()
        if let maxBytes { limits.maxBytes = maxBytes }
        if let maxDepth { limits.maxDepth = maxDepth }
        if let maxObjects { limits.maxObjects = maxObjects }
        if let maxStringLength { limits.maxStringLength = maxStringLength }
        if let maxAttributes { limits.maxAttributes = maxAttributes }
        return limits
    }
}
