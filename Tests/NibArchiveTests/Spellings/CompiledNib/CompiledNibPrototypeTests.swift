import Foundation
import NibArchive
import TestSupport
import Testing

/// Table columns' prototype cell views in a compiled nib placed as the `.xib` reader has them.
@Suite struct CompiledNibPrototypeTests {
    static let enabled = CompiledCorpus.isAvailable

    /// `outline_cellview.nib` keeps its cell view in the main archive only for the cell's
    /// outlet; read, it is its column's prototype cell view, not a top-level object.
    @Test(.enabled(if: enabled, CompiledCorpus.skipReason))
    func prototypeCellViewUnderItsColumn() throws {
        let document = try CompiledCorpus.macOSDocument("outline_cellview")
        let topLevel = Set(document.objects.map(\.id))
        let columns = document.objectIndex().values.filter { $0.className == "NSTableColumn" }
        var prototypes: [String] = []
        for column in columns {
            if case .array(let items)? = column["prototypeCellViews"] {
                for case .object(let view) in items where !topLevel.contains(view.id) {
                    prototypes.append(view.className)
                }
            }
        }
        #expect(prototypes == ["View"], "\(prototypes)")
    }
}
