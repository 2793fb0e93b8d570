import Testing
import Raster
@testable import Transitions

/// CATextLayer's engine layer draws its text at the screen scale, wrapped to its width.
@Suite("Layers: text layers")
struct TextLayerScaleTests {
    @Test("a text layer rasterises its string at the screen scale and wraps to its width")
    func textLayer() throws {
        try MainScreen.$scale.withValue(2) {
            let t = TextLayer()
            t.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
            t.attributedText = AttributedText("Hello wrapping world", font: .system(size: 12), color: .black)
            let image = try #require(t.contents)
            #expect(t.contentsScale == 2)
            #expect(image.width <= 120)
            // Three words at 12 pt do not fit 60 pt on one line: more than one line tall.
            #expect(image.height > Int(2 * 12 * 1.5))
        }
    }
}
