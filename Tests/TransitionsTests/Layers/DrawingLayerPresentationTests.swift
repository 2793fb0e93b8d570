import Testing
import Raster
@testable import Transitions

/// A drawing layer's code runs when its presentation copy is made, at that copy's time; the
/// renderer paints the copy's drawing and never asks the model layer (model -> presentation ->
/// pixels).
@Suite("Layers: drawing layers draw from their presentation")
struct DrawingLayerPresentationTests {
    /// Fills a bar whose width is 10 pt per second of `time`, and counts the times asked.
    final class Bar: DrawingLayer {
        var asked: [Double] = []
        override func drawing(at time: Double) -> LayerDrawing? {
            asked.append(time)
            let width = 10 * time
            return LayerDrawing { (canvas: Canvas, transform: Transform2D, opacity: Double) throws(RasterError) in
                try canvas.fill(Path.rect(Rect(x: 0, y: 0, width: width, height: 10)).applying(transform),
                                color: PremultipliedColor(r: 255, g: 0, b: 0, a: 255), opacity: opacity)
            }
        }
    }

    @Test("the model layer carries no drawing; its presentation copy carries the drawing at its time")
    func presentationCarriesTheDrawing() {
        let bar = Bar()
        bar.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        #expect(bar.presentedDrawing == nil)
        let copy = bar.presentation(at: 2)
        #expect((copy as? DrawingLayer)?.presentedDrawing != nil)
        #expect(bar.asked == [2])
    }

    @Test("a frame shows the drawing of the time it renders: the bar is 10 pt per second wide", arguments: [1.0, 3.0])
    func frameShowsItsTime(time: Double) throws {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        let bar = Bar()
        bar.frame = root.bounds
        root.addSublayer(bar)
        let renderer = try #require(LayerRenderer(width: 40, height: 10, scale: 1))
        let canvas = Canvas(target: try #require(Pixmap(width: 40, height: 10)))
        try renderer.render(root, at: time, into: canvas, background: .white)
        let edge = Int(10 * time)
        #expect(canvas.target[edge - 1, 5] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255), "inside the bar at t = \(time)")
        #expect(canvas.target[edge, 5] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "past the bar at t = \(time)")
        #expect(bar.asked == [time], "asked once per frame, at the frame's time")
    }
}
