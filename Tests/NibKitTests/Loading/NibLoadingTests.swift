import Foundation
import NibKit
import Testing

private let loginXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive version="1.0">
      <placeholders>
        <placeholder id="owner" kind="owner" class="LoginController"/>
        <placeholder id="responder" kind="firstResponder"/>
      </placeholders>
      <objects>
        <object class="View" id="root">
          <rect key="frame" x="0" y="0" width="320" height="480"/>
          <array key="subviews">
            <object class="TextField" id="name">
              <rect key="frame" x="20" y="20" width="280" height="30"/>
            </object>
            <object class="Button" id="button">
              <rect key="frame" x="20" y="60" width="280" height="44"/>
              <integer key="tag" value="7"/>
            </object>
            <object class="Label" id="l1">
              <integer key="tag" value="1"/>
            </object>
            <object class="Label" id="l2">
              <integer key="tag" value="2"/>
            </object>
            <object class="CardView" id="card">
              <integer key="tag" value="5"/>
              <dictionary key="userDefinedRuntimeAttributes">
                <string key="badgeText" value="new"/>
                <real key="layer.cornerRadius" value="12"/>
              </dictionary>
              <array key="subviews">
                <object class="AwakeView" id="inner">
                  <integer key="tag" value="6"/>
                </object>
              </array>
              <array key="gestureRecognizers">
                <object class="TapGestureRecognizer" id="tap"/>
              </array>
            </object>
          </array>
        </object>
      </objects>
      <connections>
        <outlet source="owner" destination="root" name="view"/>
        <outlet source="owner" destination="name" name="nameField"/>
        <outlet source="owner" destination="button" name="signInButton"/>
        <outlet source="owner" destination="card" name="card"/>
        <outletCollection source="owner" destination="l2" name="labels"/>
        <outletCollection source="owner" destination="l1" name="labels"/>
        <outlet source="card" destination="owner" name="controller"/>
        <outlet source="card" destination="l1" name="title"/>
        <action source="button" destination="owner" name="signIn:" event="touchUpInside"/>
        <action source="tap" destination="owner" name="cardTapped:"/>
        <action source="button" destination="responder" name="copy:" event="touchDown"/>
        <action source="button" destination="responder" name="signIn:" event="touchCancel"/>
      </connections>
    </archive>

    """

private func loginNib() throws -> Nib {
    try Nib(data: Data(loginXML.utf8), format: .xml, file: "Login.xml", registry: makeRegistry())
}

@Suite("Nib loading")
struct NibLoadingTests {
    @Test func outletsOfEveryKindAreConnected() throws {
        let owner = LoginController()
        let objects = try loginNib().instantiate(withOwner: owner)
        let root = try #require(objects.first as? View)
        #expect(owner.viewIfLoaded === root)
        #expect(owner.nameField === root.subviews[0])
        #expect(owner.signInButton === root.subviews[1])
        #expect(owner.card === root.subviews[4])
        #expect(owner.card?.controller === owner, "an object -> owner outlet")
        #expect(owner.card?.title === root.subviews[2], "an object -> object outlet")
    }

    @Test func outletCollectionsKeepFileOrder() throws {
        let owner = LoginController()
        _ = try loginNib().instantiate(withOwner: owner)
        #expect(owner.labels.map(\.tag) == [2, 1])
    }

    @Test func actionsFireWithTheRightSender() throws {
        let owner = LoginController()
        _ = try loginNib().instantiate(withOwner: owner)
        owner.signInButton.sendActions(for: .touchUpInside)
        // Sent to the First Responder: the chain (button, root view, owner) has no copy:.
        owner.signInButton.sendActions(for: .touchDown)
        #expect(owner.actions == ["signIn from 7"])
        // Sent to the First Responder: the owner, whose view holds the button, has signIn:.
        owner.signInButton.sendActions(for: .touchCancel)
        #expect(owner.actions == ["signIn from 7", "signIn from 7"])
        let tap = try #require(owner.card?.gestureRecognizers.first)
        tap.simulateRecognition()
        #expect(owner.actions == ["signIn from 7", "signIn from 7", "cardTapped"])
    }

    @Test func runtimeAttributesAreAppliedBeforeAwakeFromNib() throws {
        let recorder = LoadRecorder()
        let owner = LoginController()
        try LoadLog.$current.withValue(recorder) {
            _ = try loginNib().instantiate(withOwner: owner)
        }
        #expect(owner.card?.badgeText == "new")
        #expect(owner.card?.layer.cornerRadius == 12)
        #expect(
            recorder.all == [
                "CardView(5).awakeFromNib connected=true badge=new radius=12.0",
                "AwakeView(6).awakeFromNib",
            ], "every object is awakened after all connections and attributes, in file order; never the owner")
    }

    @Test func viewControllersCreatedByTheNibAreAwakenedToo() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="AwakeController" id="vc">
                  <string key="title" value="detail"/>
                  <object key="view" class="AwakeView" id="v">
                    <integer key="tag" value="3"/>
                  </object>
                </object>
              </objects>
            </archive>

            """
        let recorder = LoadRecorder()
        let nib = try Nib(data: Data(xml.utf8), format: .xml, file: "VC.xml", registry: makeRegistry())
        try LoadLog.$current.withValue(recorder) { _ = try nib.instantiate(withOwner: nil) }
        #expect(recorder.all == ["AwakeController(detail).awakeFromNib", "AwakeView(3).awakeFromNib"])
    }

    @Test func twoInstantiationsShareNoObject() throws {
        let nib = try loginNib()
        let first = LoginController(), second = LoginController()
        let a = try nib.instantiate(withOwner: first), b = try nib.instantiate(withOwner: second)
        func all(_ view: View) -> [ObjectIdentifier] { [ObjectIdentifier(view)] + view.subviews.flatMap(all) }
        let left = Set(a.compactMap { $0 as? View }.flatMap(all))
        let right = Set(b.compactMap { $0 as? View }.flatMap(all))
        #expect(left.count == 7)
        #expect(left.isDisjoint(with: right))
        #expect(first.card?.controller === first && second.card?.controller === second)
    }

    /// Eight threads of their own (not tasks, which a two-core machine runs two at a time),
    /// released together, each instantiating the one nib 25 times: every tree is whole and
    /// its own. `.ci/run` runs this under the thread sanitizer too.
    @Test func eightThreadsInstantiatingOneNibGetIndependentTrees() throws {
        let nib = try loginNib()
        let results = Locked<[String]>([])
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<8 {
            done.enter()
            let thread = Thread {
                defer { done.leave() }
                start.wait()
                var summaries: Set<String> = []
                do {
                    for _ in 0..<25 {
                        let owner = LoginController()
                        let root = try nib.instantiate(withOwner: owner).first as? View
                        let ok =
                            root?.subviews.count == 5 && owner.card?.controller === owner
                            && owner.labels.map(\.tag) == [2, 1] && root?.subviews[1] === owner.signInButton
                        summaries.insert(ok ? "ok" : "bad")
                    }
                } catch {
                    summaries.insert("\(error)")
                }
                let summary = "\(index):" + summaries.sorted().joined(separator: ",")
                results.withLock { $0.append(summary) }
            }
            thread.start()
        }
        for _ in 0..<8 { start.signal() }
        done.wait()
        #expect(results.withLock { $0.sorted() } == (0..<8).map { "\($0):ok" })
    }
}
