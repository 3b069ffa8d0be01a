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
}
