import ViewCore

extension LayoutCheck {
    /// The ids of the constraints an Xcode file's `default` size-class variation leaves out
    /// (`<variation key="default"><mask key="constraints"><exclude reference="c1"/>`): Interface
    /// Builder installs them only in the size classes whose variations include them, so the base
    /// layout the check judges has none of them. The reader keeps variations verbatim
    /// (`XcodeVerbatim.variationsKey`); checking the base layout with them made 32 of the corpus's
    /// `NIB0516` warnings, none true of the files.
    ///
    /// - Complexity: O(n) in the bytes of the document's kept variations.
    static func constraintsLeftOutByDefault(in index: ArchiveIndex) -> Set<String> {
        var ids: Set<String> = []
        for node in index.nodes {
            guard case .array(let items)? = node.object[XcodeVerbatim.variationsKey] else { continue }
            for case .value(.string(let text)) in items where text.hasPrefix("<variation key=\"default\">") {
                ids.formUnion(references(in: text, element: "exclude"))
                ids.subtract(references(in: text, element: "include"))
            }
        }
        return ids
    }

    /// The `reference` attributes of the `<element reference="...">` elements of `text`, which
    /// `XcodeVerbatim` writes with attributes in file order and escaped quotes.
    private static func references(in text: String, element: String) -> [String] {
        let opening = "<" + element + " reference=\""
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: opening) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            found.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return found
    }

    /// Deactivates the constraints of `view`'s tree whose ids are in `ids`.
    static func deactivate(_ ids: Set<String>, below view: View) {
        guard !ids.isEmpty else { return }
        var pending = [view]
        while let view = pending.popLast() {
            pending += view.subviews
            for constraint in view.constraints {
                if let id = constraint.unarchivedValues.archiveID, ids.contains(id) { constraint.isActive = false }
            }
        }
    }
}
