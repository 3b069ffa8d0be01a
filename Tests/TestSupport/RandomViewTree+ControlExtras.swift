import Foundation
import ViewCore

/// Randomizers of the keys added to the existing control classes for Interface Builder's files
/// (text input traits, label and button extras, table headers and prototypes, scroll view
/// guides); `RandomViewTree+Controls.swift` randomizes their older keys.
extension RandomViewTree {
    /// Randomizes the keys this file covers for whichever of the classes `view` is.
    public mutating func randomizeControlExtras(of view: View) {
        if let field = view as? TextField { randomizeTextFieldExtras(field) }
        if let text = view as? TextView {
            if chance(0.3) { text.adjustsFontForContentSizeCategory = true }
            randomizeTextInputTraits(text)
        }
        if let label = view as? Label { randomizeLabelExtras(label) }
        if let button = view as? Button { randomizeButtonExtras(button) }
        if let table = view as? TableView { randomizeTableViewExtras(table) }
        if let collection = view as? CollectionView, chance(0.3) {
            collection.prototypeCells = (0..<int(1...3)).map { _ in
                let cell = chance(0.7) ? CollectionViewCell(frame: rect()) : CollectionReusableView(frame: rect())
                cell.reuseIdentifier = string()
                return cell
            }
        }
        if let scroll = view as? ScrollView {
            if chance(0.3) { scroll.verticalScrollIndicatorInsets = insets() }
            if chance(0.3) { scroll.horizontalScrollIndicatorInsets = insets() }
        }
        if let scroll = view as? ScrollView, chance(0.3) {
            // A constraint between the two scroll view guides, archived as the view and each kind.
            scroll.contentLayoutGuide.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive =
                true
        }
    }

    /// Randomizes a text field's overlay modes, backgrounds and text input traits.
    public mutating func randomizeTextFieldExtras(_ field: TextField) {
        if chance(0.4) { field.leftViewMode = anyCase(of: TextField.ViewMode.self) }
        if chance(0.4) { field.rightViewMode = anyCase(of: TextField.ViewMode.self) }
        if chance(0.3) { field.background = image() }
        if chance(0.3) { field.disabledBackground = image() }
        if chance(0.3) { field.adjustsFontForContentSizeCategory = true }
        randomizeTextInputTraits(field)
    }

    /// Randomizes a label's baseline adjustment, Dynamic Type, tightening and shadow.
    public mutating func randomizeLabelExtras(_ label: Label) {
        if chance(0.5) { label.baselineAdjustment = anyCase(of: BaselineAdjustment.self) }
        if chance(0.3) { label.adjustsFontForContentSizeCategory = true }
        if chance(0.3) { label.allowsDefaultTighteningForTruncation = true }
        if chance(0.4) { label.shadowColor = color() }
        if chance(0.4) { label.shadowOffset = size() }
    }

    /// Randomizes a button's title shadow colours, insets and configuration.
    public mutating func randomizeButtonExtras(_ button: Button) {
        for state in Self.buttonStates where chance(0.3) { button.setTitleShadowColor(color(), for: state) }
        if chance(0.4) { button.titleEdgeInsets = insets() }
        if chance(0.4) { button.imageEdgeInsets = insets() }
        if chance(0.3) { button.reversesTitleShadowWhenHighlighted = true }
        if chance(0.3) { button.configuration = randomButtonConfiguration() }
        if chance(0.4) { button.titleLabel?.lineBreakMode = anyCase(of: LineBreakMode.self) }
    }

    /// A button configuration with random members, and sometimes entries it does not model.
    public mutating func randomButtonConfiguration() -> Button.Configuration {
        var configuration = Button.Configuration(style: anyCase(of: Button.Configuration.Style.self))
        if chance(0.6) { configuration.title = string() }
        if chance(0.3) { configuration.subtitle = string() }
        if chance(0.4) { configuration.image = image() }
        if chance(0.3) { configuration.baseForegroundColor = color() }
        if chance(0.3) { configuration.baseBackgroundColor = color() }
        if chance(0.3) { configuration.imagePlacement = anyCase(of: Button.Configuration.ImagePlacement.self) }
        if chance(0.3) { configuration.imagePadding = real(0...20) }
        if chance(0.3) { configuration.titlePadding = real(0...20) }
        if chance(0.3) {
            configuration.contentInsets = DirectionalEdgeInsets(
                top: real(0...20), leading: real(0...20), bottom: real(0...20),
                trailing: real(0...20))
        }
        if chance(0.3) { configuration.cornerStyle = anyCase(of: Button.Configuration.CornerStyle.self) }
        if chance(0.3) { configuration.buttonSize = anyCase(of: Button.Configuration.Size.self) }
        if chance(0.3) { configuration.titleAlignment = anyCase(of: Button.Configuration.TitleAlignment.self) }
        if chance(0.2) { configuration.showsActivityIndicator = true }
        if chance(0.2) { configuration.otherValues["attributedTitle"] = .string(string()) }
        return configuration
    }

    /// Gives a table view a random header, footer, prototype cells and static sections.
    public mutating func randomizeTableViewExtras(_ table: TableView) {
        if chance(0.3) { table.tableHeaderView = chance(0.5) ? SearchBar(frame: rect()) : View(frame: rect()) }
        if chance(0.3) { table.tableFooterView = View(frame: rect()) }
        if chance(0.3) {
            table.prototypeCells = (0..<int(1...3)).map { _ in
                let cell = TableViewCell(style: anyCase(of: TableViewCell.CellStyle.self), reuseIdentifier: string())
                randomizeTableViewCell(cell)
                return cell
            }
        }
        if chance(0.3) {
            table.staticSections = (0..<int(1...3)).map { _ in
                let cells = (0..<int(0...3)).map { _ in
                    TableViewCell(style: anyCase(of: TableViewCell.CellStyle.self), reuseIdentifier: nil)
                }
                for cell in cells { randomizeTableViewCell(cell) }
                let (header, footer) = (maybe { $0.string() }, maybe(0.3) { $0.string() })
                return TableViewSection(headerTitle: header, footerTitle: footer, cells: cells)
            }
        }
    }
}
