/// A view whose `mask` is the view itself or one of the objects it sits in, or a view that holds
/// the first in turn through masks and nesting (two views masking each other) (`NIB0511`, an
/// error).
///
/// A view holds its mask strongly, as UIKit's does, and an object holds what is nested in it:
/// such a mask makes a cycle of strong references, and the loaded tree could never be freed. A
/// tree that can never be freed is not one NibKit hands out. A mask elsewhere (a sibling, a
/// descendant, a view of its own) that holds nothing back passes.
///
/// - Complexity: O(n + m) in the objects and masks: the cycles are the strongly connected
///   components of the graph of what holds what.
public struct MaskCycleCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// An error for each mask that is its view or an owner of it.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        var found: [ArchiveDiagnostic] = []
        let containing = context.index.masksContainingTheirViews
        var reported = Set(containing.map { $0.reference.holder })
        for (reference, target) in containing {
            let view = context.index.nodes[reference.holder].object
            let mask = context.index.nodes[target].object
            let cycle =
                target == reference.holder
                ? "is the view itself: it holds itself and is never freed"
                : "is \(quoted: mask.id) (\(cut: mask.className)), which contains it: each holds the other and neither is ever freed"
            found.append(
                context.diagnostic(
                    .maskCycle, "the mask of \(quoted: view.id) \(cycle); use a view outside its hierarchy as the mask",
                    at: reference.location, objectID: view.id,
                    keyPathOf: reference.holder, key: reference.key))
        }
        // Without masks, the ownership tree has no cycle: the components (an array of edges a
        // node) are worked out only for a document with a mask (two loads of the corpus: 12.3M
        // -> 1.1M instructions, callgrind).
        guard context.index.references.contains(where: { $0.key == "mask" && $0.index == nil }) else {
            return found
        }
        // Without the masks reported above, each a cycle on its own: a mask pointing into one of
        // those cycles is not a problem of its own.
        let component = context.index.strongComponents(skippingMasksOf: reported)
        for reference in context.index.references where reference.key == "mask" && reference.index == nil {
            guard let target = context.index.nodeByID[reference.id], component[target] == component[reference.holder],
                reported.insert(reference.holder).inserted
            else { continue }
            let view = context.index.nodes[reference.holder].object
            let mask = context.index.nodes[target].object
            found.append(
                context.diagnostic(
                    .maskCycle,
                    "the mask of \(quoted: view.id) is \(quoted: mask.id) (\(cut: mask.className)), which holds \(quoted: view.id) in turn through masks and subviews: they hold each other and are never freed; use a view outside this cycle as the mask",
                    at: reference.location, objectID: view.id,
                    keyPathOf: reference.holder, key: reference.key))
        }
        return found
    }
}

extension ArchiveIndex {
    /// The `mask` references that name their own view or an object it sits in, with the node
    /// each names.
    var masksContainingTheirViews: [(reference: Reference, target: Int)] {
        references.compactMap { reference in
            guard reference.key == "mask", reference.index == nil, let target = nodeByID[reference.id],
                isAncestorOrSelf(target, of: reference.holder)
            else { return nil }
            return (reference, target)
        }
    }
}

extension ArchiveIndex {
    /// For each node, the number of its strongly connected component in the graph where an
    /// object holds what is nested in it and a view holds its `mask`, leaving out the masks of
    /// the views in `skipped` (Tarjan's algorithm, iterative: a deep file must not overflow the
    /// stack).
    func strongComponents(skippingMasksOf skipped: Set<Int>) -> [Int] {
        var edges: [[Int]] = Array(repeating: [], count: nodes.count)
        for (position, node) in nodes.enumerated() {
            if let parent = node.parent { edges[parent].append(position) }
        }
        for reference in references where reference.key == "mask" && reference.index == nil {
            if !skipped.contains(reference.holder), let target = nodeByID[reference.id] {
                edges[reference.holder].append(target)
            }
        }
        var order = Array(repeating: -1, count: nodes.count)
        var low = Array(repeating: 0, count: nodes.count)
        var component = Array(repeating: -1, count: nodes.count)
        var stack: [Int] = []
        var onStack = Array(repeating: false, count: nodes.count)
        var counter = 0
        var components = 0
        for start in nodes.indices where order[start] < 0 {
            var work: [(node: Int, edge: Int)] = [(start, 0)]
            order[start] = counter
            low[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let next = edges[node][edge]
                    if order[next] < 0 {
                        order[next] = counter
                        low[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack[next] = true
                        work.append((next, 0))
                    } else if onStack[next] {
                        low[node] = min(low[node], order[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = components
                    if member == node { break }
                }
                components += 1
            }
        }
        return component
    }
}
