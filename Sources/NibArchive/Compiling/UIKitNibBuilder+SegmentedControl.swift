import Foundation

extension UIKitNibBuilder {
    /// `UISegmentedControlStyle` by the name a document gives (`segmentControlStyle`).
    static let segmentedControlStyles = ["plain": 0, "bordered": 1, "bar": 2, "bezeled": 3]

    /// A `<segmentedControl>`'s own keys, as WinObjC's `UISegmentedControl.mm` decodes them and
    /// its xib2nib writes them: `UIControl`'s (`controlAttributes`), `UISegmentedControlStyle`
    /// when not plain, `UISelectedSegmentIndex` always, -1 when no segment is selected (as
    /// `-[UISegmentedControl encodeWithCoder:]` writes it: its decoder reads an absent key as
    /// 0, the first segment selected) and `UIMomentary`. `segments` are the segment views
    /// (`segments(_:style:)`), which the control holds as `UISegments` and as its subviews.
    ///
    /// - Throws: `NIB0801` for a style or index with no archived form.
    mutating func segmentedControlKeys(
        _ element: XMLElementNode, control: NibObjectGraph.Ref, segments: [NibObjectGraph.Ref]
    ) throws(ArchiveReadError) {
        try controlAttributes(element, control: control)
        try setNumbered(
            [("segmentControlStyle", "UISegmentedControlStyle", Self.segmentedControlStyles)],
            of: element, on: control)
        var selected = -1
        if let text = element["selectedSegmentIndex"] {
            guard let index = Int(text), index >= -1, index < segments.count else {
                throw invalid(element, "selectedSegmentIndex")
            }
            selected = index
        }
        graph.set(control, "UISelectedSegmentIndex", NibObjectGraph.integer(selected))
        // xibdump's decoder of real nibs maps these keys to the attributes.
        setFlags(
            [("momentary", "YES", "UIMomentary", true), ("springLoaded", "YES", "UISpringLoaded", true)],
            of: element, on: control)
        graph.set(control, "UISegments", graph.collection("NSArray", segments))
    }

    /// The `UISegment` views of a `<segments>` element, in order: each with its title or image as
    /// `UISegmentInfo` (WinObjC's `UISegment.mm` decodes either), its place among the segments
    /// as `UISegmentPosition` (0 the first, 2 the last, 1 between, as xib2nib writes it) and the
    /// control's style as `UISegmentStyle` when not plain, a width of its own as `UISegmentWidth`.
    /// UIKit lays them out itself, so they carry no frame.
    ///
    /// - Throws: `NIB0801` for a segment with a state or a content offset of its own (their
    ///   archived forms are not verified), or neither a title nor an image.
    mutating func segments(_ element: XMLElementNode, style: Int) throws(ArchiveReadError) -> [NibObjectGraph.Ref] {
        let items = element.children
        var made: [NibObjectGraph.Ref] = []
        for (offset, item) in items.enumerated() {
            guard item.name == "segment" else { throw unsupported(item) }
            // An SF Symbol with its scale or rendering mode is an `<imageReference>` (with an
            // empty title beside it, as Interface Builder writes it).
            var reference: XMLElementNode?
            for child in item.children {
                guard child.name == "imageReference", child["key"] == "image", reference == nil, !item.has("image")
                else { throw unsupported(child) }
                reference = child
            }
            for attribute in item.attributes.map(\.name) where !["title", "image", "width"].contains(attribute) {
                throw invalid(item, attribute)
            }
            let segment = graph.add("UISegment")
            if let reference, item["title"]?.isEmpty ?? true {
                graph.set(segment, "UISegmentInfo", try imageReference(reference))
            } else if let reference {
                throw unsupported(reference)
            } else if let title = item["title"] {
                graph.set(segment, "UISegmentInfo", graph.string(title))
            } else if let image = item["image"] {
                graph.set(segment, "UISegmentInfo", try imagePlaceholder(image, of: item))
            } else {
                throw unsupported(item)
            }
            // A width of its own (0, the default, sizes it with the others): `-[UISegment
            // initWithCoder:]` reads it as a float (published decompilations of UIKitCore 26.1).
            if let width = try number(item, "width"), width != 0 {
                guard width > 0 else { throw invalid(item, "width") }
                graph.set(segment, "UISegmentWidth", .float(Float(width)))
            }
            let position = offset == 0 ? 0 : offset == items.count - 1 ? 2 : 1
            if position != 0 { graph.set(segment, "UISegmentPosition", NibObjectGraph.integer(position)) }
            if style != 0 { graph.set(segment, "UISegmentStyle", NibObjectGraph.integer(style)) }
            made.append(segment)
        }
        return made
    }
}
