import Foundation

/// The `<g>` elements of an SVG `nibc render` wrote, in document order: id and `data-frame`.
struct SVGGroups: Sequence {
    struct Group {
        var id: String?
        var frame: [Double]
    }

    let groups: [Group]

    init(_ svg: String) {
        var found: [Group] = []
        for line in svg.split(separator: "\n") where line.contains("data-frame=") {
            let id = Self.attribute("id", in: line)
            let frame = (Self.attribute("data-frame", in: line) ?? "").split(separator: " ").compactMap { Double($0) }
            found.append(Group(id: id, frame: frame))
        }
        groups = found
    }

    func makeIterator() -> IndexingIterator<[Group]> { groups.makeIterator() }

    private static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
