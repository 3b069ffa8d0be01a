/// One element of an `XMLElementTree`: its name, its attributes in file order, its child
/// elements, its text (the character data directly inside it, joined), and where its start
/// tag's `<` stands (1-based line and column, the column counting UTF-8 bytes).
///
/// A view into the tree, cheap to copy: strings are made only for what is asked for.
struct XMLElementNode {
    /// The tree the element is in.
    let tree: XMLElementTree
    /// The element's index in `tree.elements`.
    let index: Int

    private var record: XMLElementTree.Element { tree.elements[index] }

    /// The element's name, without a namespace prefix.
    var name: String { tree.names[Int(record.name)] }

    /// Where the start tag's `<` stands.
    var location: SourceLocation { record.location }

    /// The character data directly inside the element, CDATA included; empty for an element
    /// with child elements and only whitespace between them (indentation).
    var text: String {
        let record = record
        return record.textCount == 0 ? "" : tree.string(record.textStart, record.textCount)
    }

    /// The value of the attribute `name`, if the element has one.
    subscript(name: String) -> String? {
        position(of: name).map { tree.string(tree.attributes[$0].valueStart, tree.attributes[$0].valueCount) }
    }

    /// Whether the element has an attribute `name`; makes no string.
    func has(_ name: String) -> Bool {
        position(of: name) != nil
    }

    /// The value of the attribute `name` as bytes, if the element has one; makes no string.
    func value(_ name: String) -> Value? {
        position(of: name).map { Value(tree: tree, attribute: tree.attributes[$0]) }
    }

    /// Whether the attribute `name` is there and its value is `text`, compared as bytes: makes
    /// no string (the mapper asks `key == "frame"` and `fixedFrame == "YES"` of most elements).
    func attribute(_ name: String, is text: String) -> Bool {
        value(name)?.is(text) == true
    }

    /// The value of the attribute `name` read as a decimal number straight from its bytes
    /// (`NumberText.parseDouble`); `.invalid` when it is absent.
    func decimal(_ name: String) -> NumberText.Parsed<Double> {
        value(name)?.decimal ?? .invalid
    }

    /// The index in the tree's attributes of the attribute `name`.
    private func position(of name: String) -> Int? {
        let record = record
        // Lengths first: most names differ in length, which `==` does not check before it
        // compares characters (the mapper asks for `key` and `id` over and over): one load of
        // the reference .xib, 2.065G -> 2.035G instructions (callgrind).
        let length = name.utf8.count
        var position = Int(record.firstAttribute)
        let end = position + Int(record.attributeCount)
        while position < end {
            let id = Int(tree.attributes[position].name)
            if tree.nameLengths[id] == length, tree.names[id] == name { return position }
            position += 1
        }
        return nil
    }

    /// The first child element named `name`.
    func child(_ name: String) -> XMLElementNode? {
        let length = name.utf8.count
        return children.first {
            let candidate = $0.name
            return candidate.utf8.count == length && candidate == name
        }
    }

    /// The child elements, in file order.
    var children: Children {
        Children(tree: tree, startIndex: Index(element: index + 1), endIndex: Index(element: Int(record.end)))
    }

    /// The attributes, in file order, with XML's escapes resolved.
    var attributes: Attributes {
        let record = record
        let start = Int(record.firstAttribute)
        return Attributes(tree: tree, startIndex: start, endIndex: start + Int(record.attributeCount))
    }

    /// A position among the children of an element.
    struct Index: Comparable {
        /// The child's index in the tree's elements.
        fileprivate let element: Int

        static func < (lhs: Index, rhs: Index) -> Bool { lhs.element < rhs.element }
    }

    /// The child elements of one element: each child's next sibling is where its subtree ends.
    struct Children: Collection {
        let tree: XMLElementTree
        let startIndex: Index
        let endIndex: Index

        func index(after position: Index) -> Index {
            Index(element: Int(tree.elements[position.element].end))
        }

        subscript(position: Index) -> XMLElementNode {
            XMLElementNode(tree: tree, index: position.element)
        }
    }

    /// An attribute's value, escapes resolved, as a range of the tree's bytes: read as a
    /// string, a number or compared with a text only when asked.
    struct Value {
        let tree: XMLElementTree
        let attribute: XMLElementTree.Attribute

        /// The value as a string.
        var string: String { tree.string(attribute.valueStart, attribute.valueCount) }

        /// Whether the value is `text`, compared as bytes.
        func `is`(_ text: String) -> Bool {
            let start = Int(attribute.valueStart)
            let count = Int(attribute.valueCount)
            return text.utf8.count == count && tree.bytes[start..<start + count].elementsEqual(text.utf8)
        }

        /// The value read by `NumberText.parseInt` (which leaves `+1` and `01` invalid).
        var integer: NumberText.Parsed<Int> {
            let start = Int(attribute.valueStart)
            return tree.bytes[start..<start + Int(attribute.valueCount)].withUnsafeBufferPointer {
                NumberText.parseInt($0)
            }
        }

        /// The value read by `NumberText.parseDouble` (which leaves `.5` and `+1` invalid).
        var decimal: NumberText.Parsed<Double> {
            let start = Int(attribute.valueStart)
            return tree.bytes[start..<start + Int(attribute.valueCount)].withUnsafeBufferPointer {
                NumberText.parseDouble($0)
            }
        }
    }

    /// The attributes, in file order, each value as bytes (`Value`): no string is made for a
    /// value nobody reads.
    var attributeValues: AttributeValues {
        let record = record
        let start = Int(record.firstAttribute)
        return AttributeValues(tree: tree, startIndex: start, endIndex: start + Int(record.attributeCount))
    }

    /// The attributes of one element as `(name, value)` pairs, values as bytes.
    struct AttributeValues: RandomAccessCollection {
        let tree: XMLElementTree
        let startIndex: Int
        let endIndex: Int

        subscript(position: Int) -> (name: String, value: Value) {
            let attribute = tree.attributes[position]
            return (tree.names[Int(attribute.name)], Value(tree: tree, attribute: attribute))
        }
    }

    /// The attributes of one element as `(name, value)` pairs; values become strings when read.
    struct Attributes: RandomAccessCollection {
        let tree: XMLElementTree
        let startIndex: Int
        let endIndex: Int

        subscript(position: Int) -> (name: String, value: String) {
            let attribute = tree.attributes[position]
            return (tree.names[Int(attribute.name)], tree.string(attribute.valueStart, attribute.valueCount))
        }
    }
}
