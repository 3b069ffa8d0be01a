import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on date pickers: the keys `-[UIDatePicker encodeWithCoder:]` writes (published
/// decompilations of UIKitCore 26.1), each left out at UIKit's default, and the read back into
/// the source's tree.
@Suite struct UIKitDatePickerCompilerTests {
    typealias Controls = UIKitControlCompilerTests

    /// The controls xib with a date picker of `attributes` holding `children`.
    static func xib(_ attributes: String, _ children: String = "") -> String {
        Controls.xib().replacingOccurrences(
            of: #"<switch opaque="NO""#,
            with: #"""
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" \#
                contentVerticalAlignment="center" \#(attributes) id="picker">\#
                <rect key="frame" x="0" y="0" width="280" height="216"/>\#(children)</datePicker><switch opaque="NO"
                """#)
    }

    static func picker(_ attributes: String, _ children: String = "") throws -> (NIBArchive, Int) {
        let nib = try Controls.compile(Self.xib(attributes, children))
        return (nib, try #require(nib.indices(ofClass: "UIDatePicker").first))
    }

    @Test func aPickerAtUIKitsDefaultsArchivesNoneOfItsKeys() throws {
        let (nib, picker) = try Self.picker(#"datePickerMode="dateAndTime" minuteInterval="1""#)
        for key in [
            "UIPickerStyle", "UIDatePickerMode", "UIMinuteInterval", "UICountDownDuration", "UIDate", "UIMinimumDate",
            "UIMaximumDate", "UILocale", "UIDatePickerUseCurrentDateDuringDecoding",
        ] {
            #expect(nib.value(picker, key) == nil, "\(key)")
        }
        #expect(nib.value(picker, "UISubviews") == nil)
    }

    /// corona-warn-app's check-in length: a countdown every 15 minutes that keeps its own time.
    @Test func aCountdownArchivesItsModeIntervalAndDuration() throws {
        let (nib, picker) = try Self.picker(
            #"style="wheels" datePickerMode="countDownTimer" minuteInterval="15" countDownDuration="5400" useCurrentDate="NO""#,
            #"<date key="date" timeIntervalSinceReferenceDate="39600"/>"#)
        #expect(nib.value(picker, "UIPickerStyle")?.integer == 1)
        #expect(nib.value(picker, "UIDatePickerMode")?.integer == 3)
        #expect(nib.value(picker, "UIMinuteInterval")?.integer == 15)
        #expect(nib.value(picker, "UICountDownDuration") == .float(5400))
        #expect(nib.value(picker, "UIDatePickerUseCurrentDateDuringDecoding") == .bool(false))
        // A countdown's decoder reads no date.
        #expect(nib.value(picker, "UIDate") == nil)
    }

    @Test func datesAndALocaleAreFoundationsObjects() throws {
        let (nib, picker) = try Self.picker(
            #"datePickerMode="date" useCurrentDate="NO""#,
            #"""
            <date key="date" timeIntervalSinceReferenceDate="616845403.5"/>\#
            <date key="minimumDate" timeIntervalSinceReferenceDate="39600"/>\#
            <locale key="locale" localeIdentifier="de_DE"/>
            """#)
        #expect(nib.value(picker, "UIDatePickerMode")?.integer == 1)
        for (key, time) in [("UIDate", 616_845_403.5), ("UIMinimumDate", 39600)] {
            guard case .object(let date)? = nib.value(picker, key) else {
                Issue.record("no \(key)")
                continue
            }
            #expect(nib.className(of: nib.objects[date]) == "NSDate")
            #expect(nib.value(date, "NS.time") == .double(time))
        }
        guard case .object(let locale)? = nib.value(picker, "UILocale") else {
            Issue.record("no UILocale")
            return
        }
        #expect(nib.className(of: nib.objects[locale]) == "NSLocale")
        #expect(nib.string(locale, "NS.identifier") == "de_DE")
        let text = Self.xib(#"datePickerMode="date""#, #"<locale key="locale" localeIdentifier="de_DE"/>"#)
        let data = try NibCompiler().compile(Data(text.utf8), file: "Controls.xib").files[0].data
        let read = try CompiledNibReader().read(data, file: "Controls.nib")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Controls.xib")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
    }

    /// UIKit raises as it loads a compact or inline picker counting down or showing months.
    @Test func whatUIKitRefusesToLoadIsRefused() {
        for attributes in [
            #"style="compact" datePickerMode="countDownTimer""#, #"style="inline" datePickerMode="yearAndMonth""#,
            #"style="sideways""#, #"datePickerMode="week""#,
        ] {
            expectRefusal(of: Self.xib(attributes), atLineHolding: "datePicker") { text throws(ArchiveReadError) in
                _ = try NibCompiler().compile(Data(text.utf8), file: "Controls.xib")
            }
        }
        expectRefusal(of: Self.xib("", #"<timeZone key="timeZone" name="UTC"/>"#), atLineHolding: "datePicker") {
            text throws(ArchiveReadError) in _ = try NibCompiler().compile(Data(text.utf8), file: "Controls.xib")
        }
    }
}
