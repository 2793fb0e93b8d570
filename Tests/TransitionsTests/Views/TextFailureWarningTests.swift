import Testing
import Raster
@testable import Transitions

/// Text a view or layer cannot draw is a plan warning naming the text and the error, never a
/// silently empty layer; empty text and drawable text stay silent.
@Suite("Views: text that cannot be drawn is a warning")
struct TextFailureWarningTests {
    static let tooLong = String(repeating: "a", count: TextLayout.maximumScalarCount + 1)

    @Test("a text view over the character limit warns and shows nothing")
    func textViewOverTheLimitWarns() {
        let timeline = Timeline()
        let view = timeline.run {
            TextView(frame: Rect(x: 0, y: 0, width: 200, height: 40),
                     attributedText: AttributedText(Self.tooLong, font: .system(size: 17)))
        }
        #expect(view.layer.contents == nil)
        #expect(timeline.warnings.count == 1, "\(timeline.warnings)")
        let warning = timeline.warnings.first ?? ""
        #expect(warning.contains("text view text \"aaaa"), "\(warning)")
        #expect(warning.contains("100001"), "the error's count is named: \(warning)")
    }

    @Test("a text layer with a non-finite point size warns and shows nothing")
    func textLayerWithBadFontWarns() {
        let timeline = Timeline()
        let layer = timeline.run {
            let l = TextLayer()
            l.frame = Rect(x: 0, y: 0, width: 100, height: 30)
            l.attributedText = AttributedText("Hello", font: .system(size: .nan))
            return l
        }
        #expect(layer.contents == nil)
        #expect(timeline.warnings.count >= 1, "\(timeline.warnings)")
        #expect(timeline.warnings.allSatisfy { $0.contains("text layer text \"Hello\"") }, "\(timeline.warnings)")
    }

    @Test("drawable text and empty text draw without a warning")
    func drawableAndEmptyTextAreSilent() {
        let timeline = Timeline()
        let (drawn, empty) = timeline.run {
            (TextView(frame: Rect(x: 0, y: 0, width: 200, height: 40), attributedText: AttributedText("Hi", font: .system(size: 17))),
             TextView(frame: Rect(x: 0, y: 0, width: 200, height: 40), attributedText: AttributedText()))
        }
        #expect(drawn.layer.contents != nil)
        _ = empty
        #expect(timeline.warnings.isEmpty, "\(timeline.warnings)")
    }
}
