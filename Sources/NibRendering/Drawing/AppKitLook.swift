import Foundation

/// How a macOS control looks, which the ViewCore class it loads as cannot tell (an
/// `NSButton`'s cell makes it a push button, a check box or a radio button; an `NSTextField`'s
/// makes it a field or a label): `ViewRenderer.appKitLooks` gives it by object id, and the
/// control is drawn plainly in that kind, with its title.
public struct AppKitLook: Sendable, Equatable {
    /// The kinds of AppKit control drawn.
    public enum Kind: String, Sendable, CaseIterable {
        /// A bordered button with a centred title.
        case pushButton
        /// A square box and the title after it.
        case checkBox
        /// A circle and the title after it.
        case radioButton
        /// An editable or bezeled text field: a bordered white box with the text.
        case textField
        /// A text field without a bezel: the text alone.
        case label
        /// A pop-up button: a push button with a chevron at its end.
        case popUpButton
        /// A box: a rounded outline with its title above.
        case box
        /// A separator box: one hairline along its longer side, through its middle.
        case separator
        /// A table or outline view: its rows (striped when they alternate) and the lines
        /// between its columns.
        case table
        /// A table's header: the column titles, with lines between them.
        case tableHeader
    }

    /// A column of a table, as its header shows it.
    public struct Column: Sendable, Equatable {
        /// The header's title.
        public var title: String
        /// The column's width in points.
        public var width: CGFloat

        /// Creates a column titled `title`, `width` points wide.
        public init(title: String, width: CGFloat) {
            self.title = title
            self.width = width
        }
    }

    /// The kind drawn.
    public var kind: Kind
    /// The title or text shown.
    public var title: String?
    /// Whether a check box or radio button is on (its cell's state).
    public var isOn: Bool
    /// The grey text an empty text field shows.
    public var placeholder: String?
    /// A table's (or its header's) columns, left to right.
    public var columns: [Column]
    /// The height of a table's row, the space between rows included.
    public var rowHeight: CGFloat
    /// Whether a table's rows alternate their background.
    public var alternatesRows: Bool

    /// Creates a look of `kind` with `title`, on or off, with a text field's `placeholder`, a
    /// table's `columns`, `rowHeight` and striping.
    public init(
        kind: Kind, title: String? = nil, isOn: Bool = false, placeholder: String? = nil, columns: [Column] = [],
        rowHeight: CGFloat = 0, alternatesRows: Bool = false
    ) {
        self.kind = kind
        self.title = title
        self.isOn = isOn
        self.placeholder = placeholder
        self.columns = columns
        self.rowHeight = rowHeight
        self.alternatesRows = alternatesRows
    }
}
