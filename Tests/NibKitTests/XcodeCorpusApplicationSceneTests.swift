import Foundation
import FoundationXML
import NibArchive
import TestSupport
import Testing

@testable import NibKit

/// What stands for `NSApp` in the corpus: every outlet the corpus's `<application>`s connect.
private final class CorpusApplication {
    @Outlet var delegate: AnyObject?
    @Outlet var articleMenu: AnyObject?
    @Outlet var dockMenu: AnyObject?
    @Outlet var sparkleUpdaterController: AnyObject?
    @Outlet var styleMenu: AnyObject?
}

/// Every application scene of the corpus (found by XPath, not by the reader) is made by
/// `Storyboard.instantiateApplicationScene`, and the application's `delegate` outlet connects the
/// object passed in place of `NSApp` to the scene's app delegate, a fresh one each time.
@Suite(XcodeCorpus.required)
struct XcodeCorpusApplicationSceneTests {
    @Test func everyApplicationsDelegateIsConnectedToTheApplicationPassed() throws {
        var scenes = 0
        for url in XcodeCorpus.files() where url.pathExtension == "storyboard" {
            let xml = try XMLDocument(data: Data(contentsOf: url), options: [])
            let delegates = try xml.nodes(
                forXPath: "//scene/objects/application/connections/outlet[@property='delegate']/@destination")
            guard let delegateID = delegates.first?.stringValue else { continue }
            scenes += 1
            let name = url.lastPathComponent
            let storyboard = try Storyboard(contentsOf: url)
            let application = CorpusApplication()
            let objects = try #require(
                try storyboard.instantiateApplicationScene(
                    application: application, options: Nib.Options(fallsBackToKnownBaseClass: true)), "\(name)")
            let delegate = objects.first { ($0 as? any Archivable)?.unarchivedValues.archiveID == delegateID }
            #expect(delegate != nil, "\(name): no object \(delegateID) was made")
            #expect(application.delegate != nil && application.delegate === delegate, "\(name)")
            let again = try storyboard.instantiateApplicationScene(
                options: Nib.Options(fallsBackToKnownBaseClass: true))
            #expect(again?.contains { $0 === delegate } == false, "\(name): each call makes fresh objects")
        }
        // xcode/ holds 4, xcode-more/ 5: the check above ran on each.
        #expect(scenes >= 9)
    }
}
