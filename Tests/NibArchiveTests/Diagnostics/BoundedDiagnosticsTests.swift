import Foundation
import NibArchive
import Testing
import ViewCore

/// Diagnostics stay small whatever the file holds (issue 27): a bounded excerpt of the line,
/// values quoted by a prefix, identical ones grouped, and a total per file.
@Suite struct BoundedDiagnosticsTests {
    /// One line holding `count` objects of distinct unknown classes: one warning each.
    static func oneLineFile(objects count: Int, className: (Int) -> String) -> Data {
        let objects = (0..<count).map { #"{"type":"object","class":"\#(className($0))","id":"v\#($0)"}"# }
        return Data(#"{"version":"1.0","objects":[\#(objects.joined(separator: ","))]}"#.utf8)
    }

    @Test func aLongLineIsShownAsAnExcerptWithTheCaretUnderTheColumn() {
        let line = String(repeating: "a", count: 10_000) + "X" + String(repeating: "b", count: 10_000)
        let diagnostic = ArchiveDiagnostic(code: .unexpectedText, message: "m", file: "F.xml", line: 2, column: 10_001)
        let text = DiagnosticRenderer().text([diagnostic], source: Data("first\n\(line)\nlast\n".utf8))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        let excerpt = lines[1]
        #expect(excerpt.utf8.count <= DiagnosticRenderer.maxExcerptBytes + 6)
        #expect(excerpt.hasPrefix("…") && excerpt.hasSuffix("…"))
        // The caret stands under the X, counting characters ("…" is one).
        let caret = lines[2]
        #expect(caret.last == "^")
        #expect(Array(excerpt)[caret.count - 1] == "X")
    }

    @Test func excerptsCutOnCharacterBoundaries() {
        let line = String(repeating: "é", count: 500)
        for column in stride(from: 1, through: 1_000, by: 37) {
            let diagnostic = ArchiveDiagnostic(code: .unexpectedText, message: "m", line: 1, column: column)
            let text = DiagnosticRenderer().text([diagnostic], source: Data(line.utf8))
            #expect(!text.contains("\u{FFFD}"), "column \(column)")
            #expect(text.utf8.count < 400)
        }
    }

    /// Bytes that are not UTF-8 (all of them looking like the middle of a character) are cut
    /// anywhere, without a crash.
    @Test func excerptsOfBytesThatAreNotUTF8AreBoundedToo() {
        let source = Data(repeating: 0x80, count: 5_000)
        for column in [1, 100, 2_500, 4_999, 5_000, 9_000] {
            let diagnostic = ArchiveDiagnostic(code: .invalidUTF8, message: "m", line: 1, column: column)
            #expect(DiagnosticRenderer().text([diagnostic], source: source).utf8.count < 1_000, "column \(column)")
        }
    }

    @Test func aValueIsQuotedByAShortPrefix() throws {
        let digits = String(repeating: "1", count: 20 << 20)
        let json =
            #"{"version":"1.0","objects":[{"type":"object","class":"View","id":"v","values":{"tag":\#(digits)}}]}"#
        let result = ArchiveValidator().validate(data: Data(json.utf8), file: "F.json")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .nonFiniteNumber)
        #expect(diagnostic.message.utf8.count < 200)
        #expect(diagnostic.message.contains(String(repeating: "1", count: 32) + "…"))
        let text = DiagnosticRenderer().text(result.diagnostics, source: Data(json.utf8))
        #expect(text.utf8.count < 1_000)
    }

    @Test func anyMessageAndKeyPathIsBounded() {
        let long = String(repeating: "x", count: 100_000)
        let diagnostic = ArchiveDiagnostic(code: .invalidValue, message: long, keyPath: long + "end")
        #expect(diagnostic.message.utf8.count <= DiagnosticText.maxMessageBytes)
        #expect(diagnostic.keyPath?.hasSuffix("end") == true)
        #expect(DiagnosticText.quoted(long).utf8.count <= DiagnosticText.maxQuotedBytes + 3)
        #expect(DiagnosticText.quoted("short") == "short")
    }

    @Test func twentyThousandProblemsOnOneLineGiveABoundedReport() throws {
        let data = Self.oneLineFile(objects: 20_000) { "Unknown\($0)" }
        let result = ArchiveValidator().validate(data: data, file: "F.json")
        let limit = ReaderLimits.default.maxReportedDiagnostics
        #expect(result.diagnostics.count == limit + 1)
        let closing = try #require(result.diagnostics.last)
        #expect(closing.code == .diagnosticsLimited)
        #expect(closing.message.hasPrefix("\(20_000 - limit) more diagnostics"))
        #expect(closing.severity == .warning)
        // Every block is a heading, an excerpt and a caret of bounded size, never the 1 MB line.
        let text = DiagnosticRenderer().text(result.diagnostics, source: data)
        #expect(text.utf8.count < (limit + 1) * 600)
        #expect(text.utf8.count < data.count)
    }

    @Test func oneUnknownClassIsOneDiagnosticHoweverManyObjectsNameIt() {
        let data = Self.oneLineFile(objects: 5_000) { _ in "Unknown" }
        let result = ArchiveValidator().validate(data: data, file: "F.json")
        #expect(result.diagnostics.map(\.message) == ["class 'Unknown' is not registered (5000 objects)"])
    }

    @Test func identicalDiagnosticsAreGroupedAfterTheCap() throws {
        // The checks word most repeated problems once with a count; the cap bounds the rest.
        let diagnostics = (0..<5_000).map {
            ArchiveDiagnostic(
                code: .unknownClass, message: "class 'Unknown' is not registered", file: "F.json", line: 1,
                column: 1 + $0 * 40, severity: .warning)
        }
        let identical = ReaderLimits.default.maxIdenticalDiagnostics
        let limited = ArchiveDiagnostic.limited(diagnostics, total: .max, identical: identical)
        #expect(limited.count == identical + 1)
        let note = try #require(limited.last)
        #expect(note.severity == .note)
        #expect(note.code == .unknownClass)
        #expect(note.message == "\(5_000 - identical) more diagnostics like this one are not shown")
        #expect(note.line == limited[identical - 1].line)
        #expect(note.column == limited[identical - 1].column)
    }

    @Test func notesStandingAloneSurviveTheCap() {
        // Notes of their own code (`NIB0512`), with no error or warning before them, are kept.
        let notes = (0..<30).map {
            ArchiveDiagnostic(
                code: .notModelled, message: "element <e\($0)> is not modelled", file: "F.xib", line: $0 + 1,
                column: 1, severity: .note)
        }
        #expect(ArchiveDiagnostic.limited(notes, total: 1_000, identical: 20) == notes)
    }

    @Test func theLimitsCanBeRaised() {
        let data = Self.oneLineFile(objects: 1_500) { "Unknown\($0)" }
        var limits = ReaderLimits()
        limits.maxReportedDiagnostics = 2_000
        let result = ArchiveValidator(limits: limits).validate(data: data, file: "F.json")
        #expect(result.diagnostics.count == 1_500)
        #expect(!result.diagnostics.contains { $0.code == .diagnosticsLimited })
    }

    /// The closing diagnostic has the severity of the most serious one it hides, so a file whose
    /// hidden diagnostics hold an error still fails.
    @Test func hiddenErrorsKeepTheFileFailing() {
        let warnings = (1...5).map {
            ArchiveDiagnostic(code: .unknownClass, message: "w\($0)", line: $0, column: 1, severity: .warning)
        }
        let error = ArchiveDiagnostic(code: .danglingReference, message: "e", line: 9, column: 1)
        let limited = ArchiveDiagnostic.limited(warnings + [error], total: 3, identical: 10)
        #expect(limited.count == 4)
        #expect(limited.last?.severity == .error)
        #expect(
            limited.last?.message == "3 more diagnostics (1 error, 2 warnings) are not shown: the limit is 3 a file")
    }

    @Test func notesFollowTheirDiagnosticOrGoWithIt() {
        let note = ArchiveDiagnostic(
            code: .duplicateID, message: "first used here", line: 1, column: 1, severity: .note)
        let diagnostics = (1...4).flatMap {
            [ArchiveDiagnostic(code: .duplicateID, message: "id 'a' is already used", line: $0 + 1, column: 1), note]
        }
        let limited = ArchiveDiagnostic.limited(diagnostics, total: 100, identical: 2)
        #expect(limited.map(\.severity) == [.error, .note, .error, .note, .note])
        #expect(limited.last?.message == "2 more diagnostics like this one are not shown")
    }
}
