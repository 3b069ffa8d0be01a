import Foundation
import Testing
import ViewCore

@testable import NibArchive

/// What `nibc dump --layout` reads of a macOS file's stack views (issue 36), and where the
/// reader puts their subviews: an NSStackView is not flipped.
@Suite struct XcodeDesignMetricsAppKitTests {
    static let stacks = XcodeTestDocuments.xib(
        """
        <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="4" id="s1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                    <subviews>
                        <customView id="first"><rect key="frame" x="0.0" y="24" width="100" height="16"/></customView>
                        <customView id="second"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/></customView>
                    </subviews>
                    <edgeInsets key="edgeInsets" left="16" right="0.0" top="2" bottom="0.0"/>
                </stackView>
                <stackView orientation="horizontal" id="s2">
                    <rect key="frame" x="0.0" y="50" width="100" height="40"/>
                </stackView>
                <stackView distribution="fillEqually" orientation="horizontal" id="s3">
                    <rect key="frame" x="100" y="50" width="100" height="40"/>
                </stackView>
            </subviews>
        </customView>
        """, macOS: true)

    /// Stack views with a distribution are listed with the alignment they name, whether they
    /// give a spacing and their edge insets; one arranging by gravity areas (no distribution) is not.
    @Test func stackViewsWithADistributionAreListed() throws {
        let metrics = try XcodeDesignMetrics.read(Data(Self.stacks.utf8))
        #expect(metrics.isAppKit)
        #expect(Set(metrics.appKitStackViews.keys) == ["s1", "s3"])
        let insets = EdgeInsets(top: 2, left: 16, bottom: 0, right: 0)
        #expect(
            metrics.appKitStackViews["s1"]
                == XcodeDesignMetrics.AppKitStackView(alignment: "leading", hasSpacing: true, edgeInsets: insets))
        #expect(metrics.appKitStackViews["s3"] == XcodeDesignMetrics.AppKitStackView())
        let iOS = try XcodeDesignMetrics.read(Data(XcodeTestDocuments.xib(#"<view id="v"/>"#).utf8))
        #expect(!iOS.isAppKit && iOS.appKitStackViews.isEmpty)
    }

    /// A macOS file saved by Xcode 26's Cocoa plug-in (24000 on) draws macOS 26's controls; one
    /// saved by Xcode 16's (23xxx) or naming no plug-in does not.
    @Test func xcode26ToolsDrawMacOS26Controls() throws {
        func metrics(plugIn version: String?) throws -> XcodeDesignMetrics {
            var text = Self.stacks
            if let version {
                text = text.replacingOccurrences(
                    of: "<objects>",
                    with: """
                        <dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="\(version)"/></dependencies>
                        <objects>
                        """)
            }
            return try XcodeDesignMetrics.read(Data(text.utf8))
        }
        #expect(try metrics(plugIn: "24412").macOS26Controls)
        #expect(try !metrics(plugIn: "23504").macOS26Controls)
        #expect(try !metrics(plugIn: nil).macOS26Controls)
    }

    /// A vertical stack's first view is stored with the greatest y (AppKit's y axis points up in
    /// a stack view): read from the top, it is at 0 and the second below it.
    @Test func aStackViewsSubviewsAreMeasuredFromItsBottom() throws {
        let document = try XcodeTestDocuments.read(Self.stacks)
        var frames: [String: CGRect] = [:]
        var pending = document.objects
        while let object = pending.popLast() {
            for entry in object.entries {
                if entry.key == "frame", case .value(.rect(let rect)) = entry.value { frames[object.id] = rect }
                if case .object(let child) = entry.value { pending.append(child) }
                if case .array(let values) = entry.value {
                    for case .object(let child) in values { pending.append(child) }
                }
            }
        }
        #expect(frames["first"] == CGRect(x: 0, y: 0, width: 100, height: 16))
        #expect(frames["second"] == CGRect(x: 0, y: 20, width: 100, height: 20))
    }
}
