import Foundation

/// Big hostile inputs, made on demand rather than kept as files: ids built to collide in a
/// hash table, floods of unknown names, thousands of problems on one line, huge numbers and
/// strings, deep nesting. Each takes a size, so a test can compare the work for n and 10n.
public enum HostileInputs {
    // MARK: Colliding ids

    /// `count` distinct ids whose 64-bit FNV-1a hashes agree in their low 16 bits, the bits an
    /// unseeded FNV-1a table of up to 65,536 buckets indexes with: every id lands in one
    /// bucket. (The low k bits of an FNV-1a state depend only on the low k bits before it, so
    /// pairs of 2-byte blocks that meet from one state chain: m pairs give 2^m ids.)
    public static func collidingIDs(count: Int) -> [String] {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        let mask: UInt64 = 0xFFFF
        var state: UInt64 = 0xcbf2_9ce4_8422_2325 & mask
        var pairs: [([UInt8], [UInt8])] = []
        while 1 << pairs.count < count {
            var seen: [UInt64: [UInt8]] = [:]
            search: for a in alphabet {
                for b in alphabet {
                    for c in alphabet {
                        let block = [a, b, c]
                        let next = fnv1a(block, from: state) & mask
                        if let other = seen[next] {
                            pairs.append((other, block))
                            state = next
                            break search
                        }
                        seen[next] = block
                    }
                }
            }
        }
        return (0..<count).map { number in
            var bytes: [UInt8] = []
            for (bit, pair) in pairs.enumerated() { bytes += (number >> bit) & 1 == 0 ? pair.0 : pair.1 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// 64-bit FNV-1a of `bytes`, continuing from `state` (the offset basis to start).
    public static func fnv1a(_ bytes: [UInt8], from state: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = state
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    // MARK: Documents

    /// Our XML: one root view whose subviews are `objects` (each an `<object>` element's text,
    /// on its own line from line 5).
    public static func xml(subviews objects: [String]) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive version=\"1.0\">\n  <objects>\n"
        text += "    <object class=\"View\" id=\"root\"><array key=\"subviews\">\n"
        for object in objects { text += object + "\n" }
        return Data((text + "    </array></object>\n  </objects>\n</archive>\n").utf8)
    }

    /// Our JSON: one root view whose subviews are `objects` (each a JSON object's text).
    public static func json(subviews objects: [String]) -> Data {
        let text =
            "{\"version\": \"1.0\", \"objects\": [{\"type\": \"object\", \"class\": \"View\", \"id\": \"root\", \"values\": {\"subviews\": [\n"
            + objects.joined(separator: ",\n") + "\n]}}]}\n"
        return Data(text.utf8)
    }

    /// `count` views with colliding ids, in XML.
    public static func collidingIDsXML(count: Int) -> Data {
        xml(subviews: collidingIDs(count: count).map { "<object class=\"View\" id=\"\($0)\"/>" })
    }

    /// `count` views with colliding ids, in JSON.
    public static func collidingIDsJSON(count: Int) -> Data {
        json(
            subviews: collidingIDs(count: count).map {
                "{\"type\": \"object\", \"class\": \"View\", \"id\": \"\($0)\"}"
            })
    }

    /// `count` views of distinct unknown classes, each near a known name (`Labelxxxx`), and each
    /// masked by an id no view has: a flood of unknown names that each ask for a suggestion.
    /// The first problem is at line 5, column 1.
    public static func suggestionFloodXML(count: Int) -> Data {
        xml(
            subviews: (0..<count).map {
                "<object class=\"Label\(String($0, radix: 36))\" id=\"v\($0)\"><reference key=\"mask\" ref=\"w\($0)\"/></object>"
            })
    }

    /// One line holding `count` views, each with a non-finite alpha (`NIB0207`): a file of many
    /// problems on one line. The first is at line 1, column `firstColumn`.
    public static func oneLineXML(problems count: Int) -> Data {
        let objects = (0..<count).map {
            "<object class=\"View\" id=\"v\($0)\"><real key=\"alpha\" value=\"nan\"/></object>"
        }
        return Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><archive version=\"1.0\"><objects>" + objects.joined()
                + "</objects></archive>").utf8)
    }

    /// The column of the first problem of `oneLineXML(problems:)`.
    public static let oneLineFirstColumn = 100

    /// A label whose text is `length` bytes, in XML.
    public static func hugeStringXML(length: Int) -> Data {
        xml(subviews: [
            "<object class=\"Label\" id=\"l\"><string key=\"text\" value=\"" + String(repeating: "x", count: length)
                + "\"/></object>"
        ])
    }

    /// A view whose tag is an integer of `digits` digits, in JSON (line 2).
    public static func hugeNumberJSON(digits: Int) -> Data {
        json(subviews: [
            "{\"type\": \"object\", \"class\": \"View\", \"id\": \"v\", \"values\": {\"tag\": "
                + String(repeating: "9", count: digits) + "}}"
        ])
    }

    /// Views nested `depth` deep (each the single subview of the one before), in XML.
    public static func nestedXML(depth: Int) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive version=\"1.0\">\n  <objects>\n"
        for level in 0..<depth { text += "<object class=\"View\" id=\"v\(level)\"><array key=\"subviews\">" }
        text += "<object class=\"View\" id=\"leaf\"/>"
        text += String(repeating: "</array></object>", count: depth)
        return Data((text + "\n  </objects>\n</archive>\n").utf8)
    }

    /// Views nested `depth` deep, in JSON.
    public static func nestedJSON(depth: Int) -> Data {
        var text = "{\"version\": \"1.0\", \"objects\": ["
        for level in 0..<depth {
            text += "{\"type\": \"object\", \"class\": \"View\", \"id\": \"v\(level)\", \"values\": {\"subviews\": ["
        }
        text += "{\"type\": \"object\", \"class\": \"View\", \"id\": \"leaf\"}"
        text += String(repeating: "]}}", count: depth)
        return Data((text + "]}\n").utf8)
    }

    // MARK: Measuring

    /// The least of `runs` measurements of the CPU time `body` takes on the calling thread, in
    /// seconds. CPU time of this thread, not wall time: the other tests and processes sharing
    /// the machine slow a wall clock by several times (a 10n/n ratio of 40 for linear work
    /// was seen in a full parallel run); the readers and checks run on the calling thread.
    public static func fastest(of runs: Int = 3, _ body: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
        }
        var best = Double.infinity
        for _ in 0..<runs {
            let start = now()
            body()
            best = min(best, now() - start)
        }
        return best
    }
}
