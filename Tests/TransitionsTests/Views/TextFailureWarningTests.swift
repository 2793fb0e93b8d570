import Testing
import Raster
@testable import Transitions

/// Text a text layer cannot draw is a warning naming the text and the error, never a silently
/// empty layer (text views: UIKitTests' TextViewFailureWarningTests).
@Suite("Layers: text that cannot be drawn is a warning")
struct TextFailureWarningTests {
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
}
