/// An AppKit object of a macOS interface file that is not a view (a menu, a menu item, a cell,
/// a table column, a toolbar item, a formatter, a bindings controller, ...): ViewCore has no
/// class for it, so it keeps everything the file says about it and writes it back unchanged,
/// under AppKit's class name.
///
/// A macOS file holds many such objects (each control has a cell, each table column a header
/// cell), and menus, cells, columns and toolbar items are what users inspect and localize. They
/// load as objects of this class rather than failing as unregistered classes; an outlet or a
/// reference to one connects to it, and `title` and `identifier` say which one it is.
/// `archivedClassNames` lists the AppKit classes it stands for; AppKit views load as the nearest
/// ViewCore view instead.
///
/// Archived keys: `title`, `identifier`; the rest of what the file holds is kept and written back.
open class AppKitObject: Archivable {
    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues = UnarchivedValues()
    /// The title the file gives (a menu's, a menu item's, a button cell's, a box's).
    public var title: String?
    /// The identifier the file gives (a table column's, a tab view item's, a toolbar item's).
    public var identifier: String?

    /// Creates an object with no title and no identifier.
    public init() {}

    /// Creates an object from an archive: its title and identifier; the rest is kept.
    public required init(coder: Coder) throws {
        title = try coder.decode(String.self, forKey: "title")
        identifier = try coder.decode(String.self, forKey: "identifier")
    }

    /// Writes the title and identifier; what the archive held beyond them is written back.
    open func encode(with coder: Coder) {
        coder.encode(title, forKey: "title")
        coder.encode(identifier, forKey: "identifier")
    }

    /// Sent once every object of the nib that created it exists and is connected.
    open func awakeFromNib() {}

    /// The AppKit classes, by archived name, that load as `AppKitObject`: the model objects of
    /// macOS files, which have no ViewCore counterpart.
    public static let archivedClassNames: [String] = [
        // Menus, table columns, toolbars, tabs: what users inspect and localize.
        "NSMenu", "NSMenuItem", "NSTableColumn", "NSToolbar", "NSToolbarItem", "NSToolbarItemGroup", "NSTabViewItem",
        "NSSplitViewItem", "NSPopover", "NSTableViewGridLines",
        // Cells: the model behind each AppKit control.
        "NSCell", "NSActionCell", "NSButtonCell", "NSTextFieldCell", "NSSecureTextFieldCell", "NSSearchFieldCell",
        "NSTokenFieldCell", "NSComboBoxCell", "NSPopUpButtonCell", "NSSliderCell", "NSImageCell", "NSStepperCell",
        "NSSegmentedCell", "NSLevelIndicatorCell", "NSDatePickerCell", "NSPathCell", "NSPathComponentCell",
        "NSBrowserCell", "NSFormCell", "NSTableHeaderCell", "NSGridCell",
        // Formatters, bindings' controllers and other plain objects.
        "NSNumberFormatter", "NSDateFormatter", "NSByteCountFormatter", "NSFormatter", "NSUserDefaultsController",
        "NSArrayController", "NSObjectController", "NSTreeController", "NSDictionaryController", "NSFontManager",
        "NSGridRow", "NSGridColumn", "NSSegment",
        // A storyboard's application (its scene stands the running application in for it) and a
        // window's drawer.
        "NSApplication", "NSDrawer",
        // The touch bar and its items.
        "NSTouchBar", "NSTouchBarItem", "NSCustomTouchBarItem", "NSGroupTouchBarItem", "NSPopoverTouchBarItem",
        "NSSliderTouchBarItem", "NSButtonTouchBarItem", "NSCandidateListTouchBarItem",
        "NSSharingServicePickerTouchBarItem", "NSColorPickerTouchBarItem",
        // The Xcode reader's names for `<touchBarSpacerItem>` and `<touchBarPopoverItem>`.
        "NSTouchBarSpacerItem", "NSTouchBarPopoverItem",
    ]
}
