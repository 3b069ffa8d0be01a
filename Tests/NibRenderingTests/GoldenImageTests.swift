import Foundation
import Testing
import ViewCore

@testable import NibRendering

/// Small hand-made view trees drawn light and dark and compared with the goldens checked in
/// under `Goldens/` (see `GoldenFile` for the tolerance). Regenerate them with
/// `NIBKIT_UPDATE_GOLDENS=1 swift test --filter GoldenImageTests`, and look at each before
/// committing it.
@Suite struct GoldenImageTests {
    /// The controls in their default iOS style: a label, buttons of four styles, a text field
    /// with a placeholder, switches on and off, a slider, a segmented control, a progress view,
    /// a stepper, page dots and an activity indicator.
    static func controls() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.unarchivedValues.archiveID = "controls"
        let title = Label(frame: CGRect(x: 16, y: 12, width: 288, height: 24))
        title.text = "Controls, drawn plainly"
        title.font = Font.systemFont(ofSize: 20, weight: .semibold)
        root.addSubview(title)
        let styles: [(String, Button.Configuration?)] = [
            ("System", nil), ("Filled", .filled()), ("Tinted", .tinted()), ("Gray", .gray()),
        ]
        for (index, (name, configuration)) in styles.enumerated() {
            let button = Button(type: .system)
            button.frame = CGRect(x: 16 + CGFloat(index) * 74, y: 48, width: 66, height: 34)
            if var configuration {
                configuration.title = name
                button.configuration = configuration
            } else {
                button.setTitle(name, for: .normal)
            }
            root.addSubview(button)
        }
        let field = TextField(frame: CGRect(x: 16, y: 94, width: 288, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Email address"
        root.addSubview(field)
        for (index, on) in [true, false].enumerated() {
            let toggle = Switch(frame: CGRect(x: 16 + CGFloat(index) * 64, y: 140, width: 51, height: 31))
            toggle.isOn = on
            root.addSubview(toggle)
        }
        let slider = Slider(frame: CGRect(x: 150, y: 140, width: 154, height: 31))
        slider.value = 0.3
        root.addSubview(slider)
        let segments = SegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 16, y: 184, width: 288, height: 32)
        segments.selectedSegmentIndex = 1
        root.addSubview(segments)
        let progress = ProgressView(frame: CGRect(x: 16, y: 230, width: 288, height: 4))
        progress.progress = 0.6
        root.addSubview(progress)
        root.addSubview(Stepper(frame: CGRect(x: 16, y: 250, width: 94, height: 32)))
        let pages = PageControl(frame: CGRect(x: 120, y: 250, width: 120, height: 26))
        pages.numberOfPages = 4
        pages.currentPage = 1
        root.addSubview(pages)
        let spinner = ActivityIndicatorView(frame: CGRect(x: 270, y: 252, width: 20, height: 20))
        spinner.startAnimating()  // stopped, it hides (`hidesWhenStopped`)
        root.addSubview(spinner)
        return root
    }

    /// A card (rounded, bordered, translucent, clipping) with wrapped text, a hidden view and
    /// a view outlined as having problems.
    static func card() -> View {
        let root = ViewRendererTests.sampleTree()
        root.frame.size.height = 160
        let body = Label(frame: CGRect(x: 8, y: 110, width: 184, height: 40))
        body.text = "A label of two lines that wraps at its width and truncates the rest"
        body.numberOfLines = 2
        body.font = Font.systemFont(ofSize: 13)
        body.unarchivedValues.archiveID = "body"
        root.addSubview(body)
        return root
    }

    /// Bars and placeholders: a navigation bar with a large title and bar button items, a search
    /// bar, a card with a layer shadow, a map and a visual effect view, a toolbar and a tab bar.
    static func bars() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 420))
        let navigation = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
        navigation.prefersLargeTitles = true
        let item = NavigationItem(title: "Inbox")
        item.leftBarButtonItems = [BarButtonItem(barButtonSystemItem: .edit)]
        item.rightBarButtonItems = [BarButtonItem(barButtonSystemItem: .compose)]
        navigation.items = [item]
        root.addSubview(navigation)
        let search = SearchBar(frame: CGRect(x: 0, y: 96, width: 320, height: 56))
        search.placeholder = "Search mail"
        root.addSubview(search)
        let card = View(frame: CGRect(x: 20, y: 168, width: 130, height: 90))
        card.backgroundColor = Color(systemName: "secondarySystemBackground", fallback: .white)
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        root.addSubview(card)
        root.addSubview(MapView(frame: CGRect(x: 170, y: 168, width: 130, height: 90)))
        let blur = VisualEffectView(frame: CGRect(x: 170, y: 220, width: 130, height: 38))
        root.addSubview(blur)
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 278, width: 320, height: 44))
        toolbar.items = [
            BarButtonItem(title: "Archive"), BarButtonItem(barButtonSystemItem: .flexibleSpace),
            BarButtonItem(barButtonSystemItem: .trash), BarButtonItem(title: "Done", style: .done),
        ]
        root.addSubview(toolbar)
        let tabs = TabBar(frame: CGRect(x: 0, y: 340, width: 320, height: 49))
        let items = ["Mail", "Contacts", "Settings"].map { TabBarItem(title: $0, image: Image(systemName: "circle")) }
        tabs.items = items
        tabs.selectedItem = items[0]
        root.addSubview(tabs)
        return root
    }

    /// An inset-grouped static table: two sections with header and footer titles, rows with
    /// each accessory.
    static func table() -> View {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .insetGrouped)
        let accessories: [[TableViewCell.AccessoryType]] = [
            [.disclosureIndicator, .checkmark], [.detailButton, .detailDisclosureButton, .none],
        ]
        var y: CGFloat = 38
        for (index, types) in accessories.enumerated() {
            var cells: [TableViewCell] = []
            for type in types {
                let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                cell.frame = CGRect(x: 20, y: y, width: 280, height: 44)
                cell.textLabel?.text = "Row \(type.rawValue)"
                cell.textLabel?.frame = CGRect(x: 16, y: 11, width: 200, height: 22)
                cell.accessoryType = type
                cells.append(cell)
                y += 44
            }
            table.staticSections.append(
                TableViewSection(headerTitle: "Section \(index + 1)", footerTitle: "Footer \(index + 1)", cells: cells))
            y += 60
        }
        return table
    }

    @Test(arguments: Appearance.allCases)
    func tableMatchesItsGoldens(appearance: Appearance) throws {
        let renderer = ViewRenderer(scale: 2, appearance: appearance)
        try GoldenFile(name: "table-\(appearance.rawValue).png").check(renderer.pngData(of: Self.table()))
    }

    @Test(arguments: Appearance.allCases)
    func barsMatchTheirGoldens(appearance: Appearance) throws {
        let renderer = ViewRenderer(scale: 2, appearance: appearance)
        try GoldenFile(name: "bars-\(appearance.rawValue).png").check(renderer.pngData(of: Self.bars()))
    }

    @Test(arguments: Appearance.allCases)
    func controlsMatchTheirGoldens(appearance: Appearance) throws {
        let renderer = ViewRenderer(scale: 2, appearance: appearance)
        try GoldenFile(name: "controls-\(appearance.rawValue).png").check(renderer.pngData(of: Self.controls()))
    }

    @Test(arguments: Appearance.allCases)
    func cardMatchesItsGoldens(appearance: Appearance) throws {
        var renderer = ViewRenderer(scale: 2, appearance: appearance)
        renderer.problems = ["toggle": ["NIB0517"]]
        try GoldenFile(name: "card-\(appearance.rawValue).png").check(renderer.pngData(of: Self.card()))
        try GoldenFile(name: "card-\(appearance.rawValue).svg").check(Data(renderer.svg(of: Self.card()).utf8))
    }

    @Test func aChangedPictureFailsTheComparison() throws {
        // The tolerance lets a font version through, not a control drawn differently.
        let golden = try PNGImage(ViewRenderer(scale: 2).pngData(of: Self.controls()))
        let changed = Self.controls()
        changed.subviews[5].frame.origin.y += 20  // the text field moves down
        let share = try PNGImage(ViewRenderer(scale: 2).pngData(of: changed))
            .differingShare(from: golden, tolerance: GoldenFile.channelTolerance)
        #expect(share > GoldenFile.maximumShare)
        let (text, numbers) = GoldenFile.split(#"<rect x="-1.5" width="12"/>"#)
        #expect(text == ##"<rect x="#" width="#"/>"##)
        #expect(numbers == [-1.5, 12])
    }
}
