import Foundation
import NibKit

/// A view that records its restoration hooks into a `CallLog` (`"name.decode"`,
/// `"name.finished"`) and saves one value of its own, `note`, calling `super` in both hooks.
/// Set `failsToDecode` to make its `decodeRestorableState(with:)` throw after reading.
public final class RestorationSpyView: View {
    /// The name the records are written under.
    public var name = ""
    /// Where the calls are recorded.
    public var log: CallLog?
    /// A free-form value the restoration tests save and restore.
    public var note = ""
    /// Whether decoding the restorable state throws, to test error reporting.
    public var failsToDecode = false

    /// An object named `name` with restoration identifier `identifier`, recording into `log`.
    public init(_ name: String, identifier: String?, log: CallLog?) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
        restorationIdentifier = identifier
    }

    /// Decodes the archived properties, as the class's `init(coder:)` must.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
    }

    public override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        coder.encode(note, forKey: "note")
    }

    public override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        log?.record("\(name).decode")
        if failsToDecode { throw coder.error(.invalidValue, "the spy was told to fail", forKey: "note") }
        note = try coder.decode(String.self, forKey: "note") ?? ""
    }

    public override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
        log?.record("\(name).finished")
    }
}

/// A view controller that records its restoration hooks like `RestorationSpyView`.
public final class RestorationSpyController: ViewController {
    /// The name the records are written under.
    public var name = ""
    /// Where the calls are recorded.
    public var log: CallLog?
    /// A restorable value standing for a selected tab.
    public var selectedTab = 0

    /// An object named `name` with restoration identifier `identifier`, recording into `log`.
    public init(_ name: String, identifier: String?, log: CallLog?) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = identifier
    }

    /// Decodes the archived properties, as the class's `init(coder:)` must.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
    }

    public override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        coder.encode(selectedTab, forKey: "selectedTab")
    }

    public override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        log?.record("\(name).decode")
        selectedTab = try coder.decode(Int.self, forKey: "selectedTab") ?? 0
    }

    public override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
        log?.record("\(name).finished")
    }
}

/// Files the restoration tests load.
public enum RestorationFixtures {
    /// `Formats/examples/<name>` in the repository.
    public static func example(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Formats/examples/\(name)")
    }
}
