import Foundation
import Testing
import ViewCore

@testable import NibRendering

/// The views and styles the other goldens leave out, so that each one issue 38 lists is pinned
/// by a picture: text fields in every border style, a text view, buttons with images, both
/// activity indicator sizes, an image view with a symbol, a stack view, a scroll view with
/// content, a collection view with cells, and the web and SceneKit placeholders.
extension GoldenImageTests {
    static func gallery() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 470))
        root.unarchivedValues.archiveID = "gallery"
        for (index, style) in [TextField.BorderStyle.none, .line, .bezel, .roundedRect].enumerated() {
            let field = TextField(frame: CGRect(x: 16, y: 12 + CGFloat(index) * 40, width: 180, height: 34))
            field.borderStyle = style
            field.text = "Border: \(style.rawValue)"
            root.addSubview(field)
        }
        let textView = TextView(frame: CGRect(x: 208, y: 12, width: 96, height: 154))
        textView.text = "A text view holds several lines of text and wraps them at its width."
        textView.font = Font.systemFont(ofSize: 13)
        textView.layer.borderWidth = 1
        textView.layer.borderColor = Color(systemName: "separator", fallback: .gray)
        root.addSubview(textView)
        root.addSubview(
            imageButton(title: "Share", configuration: nil, frame: CGRect(x: 16, y: 178, width: 96, height: 34)))
        root.addSubview(
            imageButton(title: "Plain", configuration: .plain(), frame: CGRect(x: 120, y: 178, width: 96, height: 34)))
        // Stopped, an indicator hides (`hidesWhenStopped`), as at run time.
        let medium = ActivityIndicatorView(frame: CGRect(x: 230, y: 184, width: 20, height: 20))
        medium.startAnimating()
        root.addSubview(medium)
        let large = ActivityIndicatorView(style: .large)
        large.frame = CGRect(x: 262, y: 176, width: 37, height: 37)
        large.startAnimating()
        root.addSubview(large)
        let symbol = ImageView(image: Image(systemName: "star.fill"))
        symbol.frame = CGRect(x: 16, y: 224, width: 44, height: 44)
        root.addSubview(symbol)
        let labels = ["One", "Two", "Three"].map { text -> View in
            let label = Label(frame: .zero)
            label.text = text
            label.textAlignment = .center
            label.backgroundColor = Color(systemName: "secondarySystemBackground", fallback: .white)
            return label
        }
        let stack = StackView(arrangedSubviews: labels)
        stack.frame = CGRect(x: 72, y: 230, width: 232, height: 32)
        stack.distribution = .fillEqually
        stack.spacing = 8
        stack.layoutIfNeeded()
        root.addSubview(stack)
        root.addSubview(scrollView(frame: CGRect(x: 16, y: 280, width: 140, height: 80)))
        root.addSubview(collectionView(frame: CGRect(x: 164, y: 280, width: 140, height: 80)))
        root.addSubview(WebView(frame: CGRect(x: 16, y: 372, width: 140, height: 86)))
        let scene = View(frame: CGRect(x: 164, y: 372, width: 140, height: 86))
        scene.unarchivedValues.originalClassName = "SCNView"
        root.addSubview(scene)
        return root
    }

    private static func imageButton(title: String, configuration: Button.Configuration?, frame: CGRect) -> Button {
        let button = Button(type: .system)
        button.frame = frame
        if var configuration {
            configuration.title = title
            configuration.image = Image(systemName: "square.and.arrow.up")
            button.configuration = configuration
        } else {
            button.setTitle(title, for: .normal)
            button.setImage(Image(systemName: "square.and.arrow.up"), for: .normal)
        }
        return button
    }

    private static func scrollView(frame: CGRect) -> ScrollView {
        let scroll = ScrollView(frame: frame)
        scroll.backgroundColor = Color(systemName: "secondarySystemBackground", fallback: .white)
        let content = Label(frame: CGRect(x: 8, y: 8, width: 124, height: 40))
        content.text = "Content of a scroll view"
        content.numberOfLines = 2
        scroll.addSubview(content)
        return scroll
    }

    private static func collectionView(frame: CGRect) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        let collection = CollectionView(frame: frame, collectionViewLayout: layout)
        collection.prototypeCells = (0..<3).map { index in
            let cell = CollectionViewCell(frame: CGRect(x: 8 + CGFloat(index) * 44, y: 8, width: 36, height: 36))
            cell.backgroundColor = Color(systemName: index == 1 ? "systemBlue" : "systemGray4", fallback: .gray)
            cell.contentView.frame = cell.bounds
            return cell
        }
        return collection
    }

    /// A plain table with a cell of each style, and a grouped table (section titles, the
    /// hairlines across the table) below it: the table styles the inset-grouped golden leaves out.
    static func styledTables() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 420))
        let plain = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 210), style: .plain)
        let styles: [TableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
        let cells = styles.enumerated().map { index, style in
            styledCell(style, frame: CGRect(x: 0, y: 28 + CGFloat(index) * 44, width: 320, height: 44))
        }
        plain.staticSections = [TableViewSection(headerTitle: "Plain", footerTitle: nil, cells: cells)]
        root.addSubview(plain)
        let grouped = TableView(frame: CGRect(x: 0, y: 210, width: 320, height: 210), style: .grouped)
        let rows = [TableViewCell.CellStyle.value1, .default].enumerated().map { index, style in
            styledCell(style, frame: CGRect(x: 0, y: 38 + CGFloat(index) * 44, width: 320, height: 44))
        }
        rows[1].accessoryType = .disclosureIndicator
        grouped.staticSections = [TableViewSection(headerTitle: "Grouped", footerTitle: "A footer", cells: rows)]
        root.addSubview(grouped)
        return root
    }

    /// A cell of `style` with its labels where UIKit lays them out in a 320-point row.
    private static func styledCell(_ style: TableViewCell.CellStyle, frame: CGRect) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = frame
        cell.contentView.frame = cell.bounds
        cell.textLabel?.text = "Title (\(style.rawValue))"
        cell.detailTextLabel?.text = "Detail"
        switch style {
        case .default:
            cell.textLabel?.frame = CGRect(x: 16, y: 11, width: 288, height: 22)
        // The fonts and colours Interface Builder gives each style's labels.
        case .subtitle:
            cell.textLabel?.frame = CGRect(x: 16, y: 5, width: 288, height: 20)
            cell.detailTextLabel?.frame = CGRect(x: 16, y: 25, width: 288, height: 14)
            cell.detailTextLabel?.font = Font.systemFont(ofSize: 12)
        case .value1:
            cell.textLabel?.frame = CGRect(x: 16, y: 11, width: 200, height: 22)
            cell.detailTextLabel?.frame = CGRect(x: 250, y: 11, width: 54, height: 22)
            cell.detailTextLabel?.textAlignment = .right
            cell.detailTextLabel?.textColor = Color(systemName: "secondaryLabel", fallback: .gray)
        case .value2:
            cell.textLabel?.frame = CGRect(x: 16, y: 14, width: 120, height: 16)
            cell.textLabel?.font = Font.systemFont(ofSize: 12, weight: .bold)
            cell.textLabel?.textAlignment = .right
            cell.textLabel?.textColor = Color(systemName: "systemBlue", fallback: .blue)
            cell.detailTextLabel?.frame = CGRect(x: 144, y: 12, width: 160, height: 20)
        }
        return cell
    }

    @Test(arguments: Appearance.allCases)
    func styledTablesMatchTheirGoldens(appearance: Appearance) throws {
        let renderer = ViewRenderer(scale: 2, appearance: appearance)
        try GoldenFile(name: "tables-\(appearance.rawValue).png").check(renderer.pngData(of: Self.styledTables()))
    }

    @Test(arguments: Appearance.allCases)
    func galleryMatchesItsGoldens(appearance: Appearance) throws {
        let renderer = ViewRenderer(scale: 2, appearance: appearance)
        try GoldenFile(name: "gallery-\(appearance.rawValue).png").check(renderer.pngData(of: Self.gallery()))
    }
}
