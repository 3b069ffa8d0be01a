import Foundation
import ViewCore

extension RandomViewTree {
    /// A builder that draws from every archivable view class of ViewCore, each with its own
    /// properties randomized (`RandomViewTree+Controls.swift`), with random gesture recognizers
    /// of every recognizer class and motion effects attached to random views
    /// (`RandomViewTree+Gestures.swift`), and stack views arranging random subsets of their
    /// subviews.
    public static func withEveryViewClass(seed: UInt64) -> RandomViewTree {
        var builder = RandomViewTree(seed: seed)
        builder.viewMakers = everyViewClassMakers
        builder.subclassRandomizers = [
            { view, builder in builder.randomizeClassProperties(of: view) },
            { view, builder in builder.randomizeBarAndCellProperties(of: view) },
            { view, builder in builder.attachRandomGestureRecognizers(to: view) },
            { view, builder in builder.attachRandomMotionEffects(to: view) },
        ]
        builder.treeRandomizers = [{ views, builder in builder.arrangeRandomSubviews(in: views) }]
        return builder
    }

    /// One maker per archivable view class (`viewCoreArchivableClasses` minus the window, which
    /// cannot be a subview, and the non-view classes), plain `View` included.
    public static var everyViewClassMakers: [(inout RandomViewTree) -> View] {
        [
            { _ in View(frame: .zero) },
            { _ in Control(frame: .zero) },
            { _ in Label(frame: .zero) },
            { builder in
                builder.chance(0.3) ? Button(frame: .zero) : Button(type: builder.pick(Button.ButtonType.allCases))
            },
            { _ in ImageView(frame: .zero) },
            { _ in TextField(frame: .zero) },
            { _ in ScrollView(frame: .zero) },
            { _ in TextView(frame: .zero) },
            { _ in Switch(frame: .zero) },
            { _ in Slider(frame: .zero) },
            { _ in StackView(frame: .zero) },
            { builder in TableView(frame: .zero, style: builder.pick(TableView.Style.allCases)) },
            { builder in
                let layout = builder.chance(0.25) ? CollectionViewLayout() : builder.randomFlowLayout()
                return CollectionView(frame: .zero, collectionViewLayout: layout)
            },
            { builder in
                builder.chance(0.5)
                    ? ActivityIndicatorView(frame: .zero)
                    : ActivityIndicatorView(style: builder.pick(ActivityIndicatorView.Style.allCases))
            },
            { _ in PageControl(frame: .zero) },
            { _ in SegmentedControl(frame: .zero) },
            { _ in Stepper(frame: .zero) },
            { builder in
                let style = builder.pick(ProgressView.Style.allCases)
                return builder.chance(0.5) ? ProgressView(frame: .zero) : ProgressView(progressViewStyle: style)
            },
            { _ in DatePicker(frame: .zero) },
            { _ in PickerView(frame: .zero) },
            { builder in
                let style = builder.pick(TableViewCell.CellStyle.allCases)
                return builder.chance(0.2)
                    ? TableViewCell(frame: builder.rect())
                    : TableViewCell(style: style, reuseIdentifier: builder.optionalString())
            },
            { _ in CollectionReusableView(frame: .zero) },
            { _ in CollectionViewCell(frame: .zero) },
            { _ in VisualEffectView(frame: .zero) },
            { _ in WebView(frame: .zero) },
            { _ in MapView(frame: .zero) },
            { _ in NavigationBar(frame: .zero) },
            { _ in Toolbar(frame: .zero) },
            { _ in TabBar(frame: .zero) },
            { _ in SearchBar(frame: .zero) },
        ]
    }

    /// Comparisons of the properties the view classes add to `View`, and of each view's gesture
    /// recognizers and motion effects (`ViewTreeComparison+Controls.swift`).
    public static var everyClassComparison: [ViewTreeComparison.Extra] {
        ViewTreeComparison.controlComparisons + ViewTreeComparison.barAndCellComparisons
            + ViewTreeComparison.controlExtraComparisons
            + [ViewTreeComparison.compareGestureRecognizers, ViewTreeComparison.compareMotionEffects]
    }
}
