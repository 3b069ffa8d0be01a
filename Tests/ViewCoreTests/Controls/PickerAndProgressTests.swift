import Foundation
import Testing

@testable import ViewCore

/// Steppers, progress views, date and picker views, and the text input traits keep UIKit's
/// defaults and rules.
@Suite("Steppers, progress, pickers and text input traits")
struct PickerAndProgressTests {
    @Test func stepperStepsWithinItsRange() {
        let stepper = Stepper(frame: .zero)
        #expect(
            stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.intrinsicContentSize == Stepper.standardSize)
        var changes = 0
        stepper.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        stepper.maximumValue = 2
        #expect(stepper.simulateIncrement() && stepper.simulateIncrement())
        #expect(!stepper.simulateIncrement(), "no step past the maximum")
        #expect(stepper.value == 2 && changes == 2)
        stepper.wraps = true
        #expect(stepper.simulateIncrement() && stepper.value == 0)
        stepper.value = 50
        #expect(stepper.value == 2, "values are clamped to the range")
        stepper.stepValue = -1
        #expect(stepper.stepValue == 1, "a step that is not positive is ignored")
    }

    @Test func progressIsClamped() {
        let progress = ProgressView(progressViewStyle: .bar)
        #expect(progress.progressViewStyle == .bar && progress.progress == 0)
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        progress.progress = -1
        #expect(progress.progress == 0)
        #expect(progress.intrinsicContentSize.height == 2.5)
    }

    @Test func datePickerDefaults() {
        let before = Date()
        let picker = DatePicker(frame: .zero)
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.date >= before && picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0 && picker.locale == nil)
        #expect(PickerView(frame: .zero).intrinsicContentSize.height == 216)
    }

    @Test func textInputTraitsDefaults() {
        let field = TextField(frame: .zero)
        #expect(field.autocapitalizationType == .sentences && field.spellCheckingType == .default)
        #expect(
            field.keyboardAppearance == .default && !field.enablesReturnKeyAutomatically && field.textContentType == nil
        )
        #expect(
            field.smartQuotesType == .default && field.smartDashesType == .default
                && field.smartInsertDeleteType == .default)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never && field.background == nil)
        let text = TextView(frame: .zero)
        #expect(text.autocapitalizationType == .sentences && !text.isSecureTextEntry && text.textContentType == nil)
        #expect(TextContentType.oneTimeCode.rawValue == "one-time-code")
        #expect(TextContentType(codingValue: .string("username")) == .username)
    }

    @Test func labelAndButtonExtrasDefaults() {
        let label = Label(frame: .zero)
        #expect(label.baselineAdjustment == .alignBaselines && !label.adjustsFontForContentSizeCategory)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        let button = Button(type: .system)
        #expect(button.configuration == nil && button.titleEdgeInsets == .zero && button.imageEdgeInsets == .zero)
        button.setTitleShadowColor(.systemRed, for: .normal)
        #expect(button.titleShadowColor(for: .highlighted) == .systemRed, "per-state values fall back to .normal")
    }

    @Test func buttonConfigurationKeepsWhatItDoesNotModel() throws {
        var configuration = Button.Configuration.filled()
        configuration.title = "Buy"
        configuration.cornerStyle = .capsule
        configuration.otherValues["attributedTitle"] = .string("Buy")
        let decoded = try #require(Button.Configuration(codingValue: configuration.codingValue))
        #expect(decoded == configuration)
        #expect(
            Button.Configuration(codingValue: .dictionary(["style": .string("glass")])) == nil,
            "an unknown style is refused")
        #expect(Button.Configuration(codingValue: .dictionary([:]))?.style == .plain)
    }
}
