import Foundation
import Testing

@testable import ViewCore

/// Table and collection view cells hold a content view as their first subview, the standard
/// styles' views inside it, and their reuse settings.
@Suite("Cells")
struct CellTests {
    @Test func tableViewCellStylesMakeTheirViewsInTheContentView() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "Message")
        #expect(cell.reuseIdentifier == "Message" && cell.style == .subtitle)
        #expect(cell.subviews.first === cell.contentView)
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.detailTextLabel?.superview === cell.contentView)
        #expect(cell.imageView?.superview === cell.contentView)
        #expect(TableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(TableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
    }

    @Test func tableViewCellDefaults() {
        let cell = TableViewCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(cell.frame.width == 375 && cell.reuseIdentifier == nil && cell.style == .default)
        #expect(cell.accessoryType == .none && cell.editingAccessoryType == .none && cell.accessoryView == nil)
        #expect(cell.selectionStyle == .default && cell.indentationLevel == 0 && cell.indentationWidth == 10)
        #expect(cell.shouldIndentWhileEditing && !cell.showsReorderControl)
        #expect(cell.separatorInset == TableView.defaultSeparatorInset)
        cell.setSelected(true, animated: true)
        cell.setHighlighted(true, animated: false)
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted)
    }

    @Test func collectionViewCellHasAContentView() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(cell.subviews.count == 1 && cell.subviews.first === cell.contentView)
        #expect(cell.contentView.frame == cell.bounds)
        #expect(cell.reuseIdentifier == nil && cell.backgroundView == nil && !cell.isSelected)
        cell.isSelected = true
        cell.prepareForReuse()
        #expect(!cell.isSelected)
    }

    @Test func tableHeaderAndFooterAreSubviewsAndPrototypesAreNot() {
        let table = TableView(frame: .zero)
        let header = SearchBar(frame: .zero)
        table.tableHeaderView = header
        #expect(header.superview === table)
        table.tableHeaderView = nil
        #expect(header.superview == nil)
        let prototype = TableViewCell(style: .value1, reuseIdentifier: "Setting")
        table.prototypeCells = [prototype]
        #expect(prototype.superview == nil)
        #expect(table.prototypeCell(withReuseIdentifier: "Setting") === prototype)
        #expect(table.prototypeCell(withReuseIdentifier: "Other") == nil)
    }

    @Test func staticSectionsHoldTheRowsCells() {
        let table = TableView(frame: .zero, style: .grouped)
        let (wifi, bluetooth) = (TableViewCell(style: .value1, reuseIdentifier: nil), TableViewCell(frame: .zero))
        table.staticSections = [TableViewSection(headerTitle: "Network", cells: [wifi, bluetooth])]
        #expect(table.staticCell(at: IndexPath(row: 1, section: 0)) === bluetooth)
        #expect(table.staticCell(at: IndexPath(row: 2, section: 0)) == nil)
        #expect(table.staticCell(at: IndexPath(row: 0, section: 1)) == nil)
        #expect(wifi.superview == nil, "static cells are rows, not subviews")
    }

    /// Every accessory, editing or not, with or without an accessory view replacing it: the
    /// accessory actions run exactly when UIKit shows a tappable accessory button, and tapping it
    /// never selects the row.
    @Test func theAccessoryButtonRunsItsActionsOnlyWhereUIKitHasOne() {
        let buttons: Set<TableViewCell.AccessoryType> = [.detailButton, .detailDisclosureButton]
        for type in TableViewCell.AccessoryType.allCases {
            for editing in [false, true] {
                for replaced in [false, true] {
                    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                    let table = TableView(frame: .zero)
                    table.staticSections = [TableViewSection(headerTitle: nil, cells: [cell])]
                    var taps = 0
                    var selections = 0
                    cell.addAccessoryAction(Action { if ($0.sender as AnyObject?) === cell { taps += 1 } })
                    cell.addSelectionAction(Action { _ in selections += 1 })
                    cell.isEditing = editing
                    if editing {
                        cell.editingAccessoryType = type
                        if replaced { cell.editingAccessoryView = View(frame: .zero) }
                    } else {
                        cell.accessoryType = type
                        if replaced { cell.accessoryView = View(frame: .zero) }
                    }
                    let expected = buttons.contains(type) && !replaced
                    let name = "\(type) editing: \(editing) replaced: \(replaced)"
                    #expect(cell.hasAccessoryButton == expected, "\(name)")
                    #expect(table.simulateAccessoryButtonTap(forRowAt: IndexPath(row: 0, section: 0)) == expected)
                    #expect(taps == (expected ? 1 : 0), "\(name)")
                    #expect(selections == 0 && !cell.isSelected && table.indexPathForSelectedRow == nil, "\(name)")
                    // Selecting the row runs the selection actions, never the accessory's.
                    #expect(table.simulateSelection(ofRowAt: IndexPath(row: 0, section: 0)))
                    #expect(taps == (expected ? 1 : 0) && selections == 1, "\(name)")
                }
            }
        }
    }

    @Test func noAccessoryTapReachesAHiddenCellOrTableOrARowWithoutACell() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .detailButton
        let table = TableView(frame: .zero)
        table.staticSections = [TableViewSection(headerTitle: nil, cells: [cell])]
        var taps = 0
        cell.addAccessoryAction(Action { _ in taps += 1 })
        let row = IndexPath(row: 0, section: 0)
        #expect(!table.simulateAccessoryButtonTap(forRowAt: IndexPath(row: 1, section: 0)))
        table.isHidden = true
        #expect(!table.simulateAccessoryButtonTap(forRowAt: row))
        table.isHidden = false
        cell.isUserInteractionEnabled = false
        #expect(!cell.simulateAccessoryButtonTap())
        #expect(taps == 0)
        cell.isUserInteractionEnabled = true
        #expect(table.simulateAccessoryButtonTap(forRowAt: row) && taps == 1)
    }

    @Test func visualEffectViewHasAContentViewAndAnEffect() {
        let view = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
        #expect(view.subviews.first === view.contentView)
        #expect((view.effect as? BlurEffect)?.style == .systemMaterial)
        let vibrancy = VibrancyEffect(blurEffect: BlurEffect(style: .dark))
        #expect(vibrancy.blurEffect.style == .dark)
    }

    @Test func scrollViewGuidesFollowTheContentAndTheBounds() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 300, height: 400)
        #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scroll.frameLayoutGuide.layoutFrame == scroll.bounds)
        #expect(scroll.layoutGuides.isEmpty, "built-in guides are not listed")
    }
}
