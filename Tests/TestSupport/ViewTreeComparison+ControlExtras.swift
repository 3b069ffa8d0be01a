import Foundation
import ViewCore

/// Comparisons of the keys added to the existing control classes for Interface Builder's files;
/// `ViewTreeComparison+Controls.swift` compares their older keys.
extension ViewTreeComparison {
    /// One comparison per class whose added keys this file covers.
    public static var controlExtraComparisons: [Extra] {
        [
            compare(TextField.self) { a, b, d in
                d.check("leftViewMode", a.leftViewMode, b.leftViewMode)
                d.check("rightViewMode", a.rightViewMode, b.rightViewMode)
                d.check("background", a.background, b.background)
                d.check("disabledBackground", a.disabledBackground, b.disabledBackground)
                d.check(
                    "adjustsFontForContentSizeCategory", a.adjustsFontForContentSizeCategory,
                    b.adjustsFontForContentSizeCategory)
                compareTextInputTraits(a, b, &d)
            },
            compare(TextView.self) { a, b, d in
                d.check(
                    "adjustsFontForContentSizeCategory", a.adjustsFontForContentSizeCategory,
                    b.adjustsFontForContentSizeCategory)
                compareTextInputTraits(a, b, &d)
            },
            compare(Label.self) { a, b, d in
                d.check("baselineAdjustment", a.baselineAdjustment, b.baselineAdjustment)
                d.check(
                    "adjustsFontForContentSizeCategory", a.adjustsFontForContentSizeCategory,
                    b.adjustsFontForContentSizeCategory)
                d.check(
                    "allowsDefaultTighteningForTruncation", a.allowsDefaultTighteningForTruncation,
                    b.allowsDefaultTighteningForTruncation)
                d.check("shadowColor", a.shadowColor, b.shadowColor)
                d.check("shadowOffset", a.shadowOffset, b.shadowOffset)
            },
            compare(Button.self) { a, b, d in
                for raw in UInt(0)...15 {
                    let state = Control.State(rawValue: raw)
                    d.check(
                        "titleShadowColor(\(state))", a.titleShadowColor(for: state), b.titleShadowColor(for: state))
                }
                d.check("titleEdgeInsets", a.titleEdgeInsets, b.titleEdgeInsets)
                d.check("imageEdgeInsets", a.imageEdgeInsets, b.imageEdgeInsets)
                d.check(
                    "reversesTitleShadowWhenHighlighted", a.reversesTitleShadowWhenHighlighted,
                    b.reversesTitleShadowWhenHighlighted)
                d.check("configuration", a.configuration, b.configuration)
                d.check("titleLabel.lineBreakMode", a.titleLabel?.lineBreakMode, b.titleLabel?.lineBreakMode)
            },
            compare(TableView.self) { a, b, d in
                d.check("tableHeaderView", describe(a.tableHeaderView, under: a), describe(b.tableHeaderView, under: b))
                d.check("tableFooterView", describe(a.tableFooterView, under: a), describe(b.tableFooterView, under: b))
                d.check("prototypeCells.count", a.prototypeCells.count, b.prototypeCells.count)
                for (index, (x, y)) in zip(a.prototypeCells, b.prototypeCells).enumerated() {
                    d.append(
                        differences(x, y, extra: controlComparisons + barAndCellComparisons),
                        prefix: "prototypeCells[\(index)].")
                }
                compareStaticSections(a.staticSections, b.staticSections, &d)
            },
            compare(ScrollView.self) { a, b, d in
                let (verticalA, verticalB) = (a.verticalScrollIndicatorInsets, b.verticalScrollIndicatorInsets)
                d.check("verticalScrollIndicatorInsets", verticalA, verticalB)
                let (horizontalA, horizontalB) = (a.horizontalScrollIndicatorInsets, b.horizontalScrollIndicatorInsets)
                d.check("horizontalScrollIndicatorInsets", horizontalA, horizontalB)
            },
            compare(CollectionView.self) { a, b, d in
                d.check("prototypeCells.count", a.prototypeCells.count, b.prototypeCells.count)
                for (index, (x, y)) in zip(a.prototypeCells, b.prototypeCells).enumerated() {
                    d.append(
                        differences(x, y, extra: controlComparisons + barAndCellComparisons),
                        prefix: "prototypeCells[\(index)].")
                }
            },
        ]
    }

    /// Two tables' static sections: titles, and every cell as a view tree.
    static func compareStaticSections(
        _ a: [TableViewSection], _ b: [TableViewSection], _ d: inout PropertyDifferences
    ) {
        d.check("staticSections.count", a.count, b.count)
        for (index, (x, y)) in zip(a, b).enumerated() {
            d.check("staticSections[\(index)].headerTitle", x.headerTitle, y.headerTitle)
            d.check("staticSections[\(index)].footerTitle", x.footerTitle, y.footerTitle)
            d.check("staticSections[\(index)].cells.count", x.cells.count, y.cells.count)
            for (row, (p, q)) in zip(x.cells, y.cells).enumerated() {
                let extra = controlComparisons + barAndCellComparisons
                d.append(differences(p, q, extra: extra), prefix: "staticSections[\(index)].cells[\(row)].")
            }
        }
    }
}
