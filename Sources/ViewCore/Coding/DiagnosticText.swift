/// The one spelling every NibKit error and diagnostic prints in, the way compilers print them
/// so that editors make them clickable: `file:line:column: severity: context: message [code]`.
public enum DiagnosticText {
    /// Formats one diagnostic line.
    ///
    /// The file and the position are left out when unknown (nil file, line 0), and `context`
    /// (a key path, say) when nil or empty.
    public static func line(
        file: String?, line: Int, column: Int, severity: String, context: String? = nil,
        message: String, code: String
    ) -> String {
        var text = ""
        if let file { text += "\(file):" }
        if line > 0 { text += "\(line):\(column):" }
        if !text.isEmpty { text += " " }
        text += "\(severity): "
        if let context, !context.isEmpty { text += "\(context): " }
        return text + "\(message) [\(code)]"
    }
}
