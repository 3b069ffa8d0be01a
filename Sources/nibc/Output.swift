import Foundation

/// Standard output and error, written unbuffered and whole, so lines from parallel work never mix.
enum Output {
    private static let lock = NSLock()

    /// Writes `text` to standard output as is.
    static func out(_ text: String) {
        write(text, to: FileHandle.standardOutput)
    }

    /// Writes bytes to standard output.
    static func out(_ data: Data) {
        lock.withLock { FileHandle.standardOutput.write(data) }
    }

    /// Writes `text` to standard error as is.
    static func err(_ text: String) {
        write(text, to: FileHandle.standardError)
    }

    /// `nibc: error: message` on standard error.
    static func error(_ message: String) {
        err(message.hasPrefix("Error: ") ? "nibc: error: \(message.dropFirst(7))\n" : "nibc: error: \(message)\n")
    }

    private static func write(_ text: String, to handle: FileHandle) {
        lock.withLock { handle.write(Data(text.utf8)) }
    }

    /// Whether standard error is a terminal (progress is shown only there).
    static var stderrIsTerminal: Bool { isatty(2) == 1 }
}
