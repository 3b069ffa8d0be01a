import Foundation
import ViewCore

extension CompiledNibMapper {
    /// The per-state keys the Xcode reader gives a button's `<state>` elements, by the key of
    /// UIKit's `UIButtonContent` each is archived under.
    static let buttonContentKeys: [(archived: String, key: String)] = [
        ("UITitle", "titles"), ("UIImage", "images"), ("UIBackgroundImage", "backgroundImages"),
        ("UITitleColor", "titleColors"), ("UIShadowColor", "titleShadowColors"),
    ]

    /// A `UIButton`'s content per control state, as the Xcode reader maps `<state>` elements:
    /// UIKit archives `UIButtonStatefulContent`, a dictionary from a `UIControl.State` number to
    /// a `UIButtonContent` holding `UITitle`, `UIImage`, `UIBackgroundImage`, `UITitleColor` and
    /// `UIShadowColor`; each becomes the entry of that state's name (`normal`, `highlighted
    /// selected`, …) in `titles`, `images`, `backgroundImages`, `titleColors` and
    /// `titleShadowColors`. A state with bits UIKit's named states do not cover (the
    /// application's or reserved bits) is kept with the dictionary, not read.
    ///
    /// - Complexity: O(n) in the number of states.
    func mapButtonStates(_ index: Int, into entries: inout CompiledNibEntries) {
        guard let table = graph.reference(index, "UIButtonStatefulContent"), let items = graph.items(table),
            items.count % 2 == 0
        else { return }
        var perState: [String: [(key: String, value: ArchiveValue)]] = [:]
        var unread = false
        for pair in stride(from: 0, to: items.count, by: 2) {
            guard let number = graph.number(items[pair]), number >= 0, number <= 15, number == number.rounded(),
                case .object(let content) = items[pair + 1]
            else {
                unread = true
                continue
            }
            let state = Control.State(rawValue: UInt(number)).name
            for (archived, key) in Self.buttonContentKeys {
                guard let value = buttonContent(content, archived) else { continue }
                perState[key, default: []].removeAll { $0.key == state }
                perState[key, default: []].append((state, value))
            }
        }
        for (_, key) in Self.buttonContentKeys {
            guard let values = perState[key] else { continue }
            entries.set(key, .dictionary(values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }))
        }
        if !unread { entries.consume("UIButtonStatefulContent") }
    }

    /// One value of a `UIButtonContent`: a title's text, an image's resource name, a colour.
    private func buttonContent(_ content: Int, _ archived: String) -> ArchiveValue? {
        switch archived {
        case "UITitle":
            return graph.string(content, archived).map { .value(.string($0)) }
        case "UIImage", "UIBackgroundImage":
            guard let image = graph.reference(content, archived), let name = graph.string(image, "UIResourceName")
            else { return nil }
            return .value(.image(Image(named: name)))
        default:
            return uiColor(graph.reference(content, archived)).map { .value(.color($0)) }
        }
    }
}
