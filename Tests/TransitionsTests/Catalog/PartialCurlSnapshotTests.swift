import Raster
import Testing
@testable import Transitions

/// The partial curl's page is a snapshot the renderer turns into pixels: setting the curl up
/// renders nothing, and drawing many frames makes the page's bitmap once.
@Suite("Curl: the page's pixels come from the renderer")
struct PartialCurlSnapshotTests {
    @Test("setting up the curl renders no bitmap; frames at several times make it once")
    func pageBitmapMadeOnceByTheRenderer() throws {
        let plan = try PartialCurlRenderTests.plan(PartialCurlRenderTests.split)
        let run = plan.makeRun()
        let curl = try #require(run.container.layer.sublayers.compactMap { $0 as? PageCurlLayer }.first)
        guard case .snapshot(let source) = curl.page else {
            Issue.record("the curl's page is not a snapshot: \(curl.page)")
            return
        }
        #expect(source.bitmapRenders == 0)
        let renderer = try #require(LayerRenderer(width: plan.pixelWidth, height: plan.pixelHeight, scale: plan.scale))
        let target = try #require(Pixmap(width: plan.pixelWidth, height: plan.pixelHeight))
        for t in [0.1, 0.25, 0.4, 0.5] {
            try renderer.render(run.container.layer, at: t, into: Canvas(target: target), background: .black)
            // The top of the page stays flat and shows the page's blue.
            #expect(target[100, 20] == Color(r: 0, g: 0, b: 255).premultiplied, "t = \(t)")
        }
        #expect(source.bitmapRenders == 1)
        #expect(try source.bitmap().width == plan.pixelWidth)
    }
}
