import Foundation
import Raster
import Testing
@testable import Transitions

/// Shared helpers of the seed-transition tests: plans of the demo scenes, screens rendered on
/// their own, and where two images differ.
enum SeedSupport {
    /// A plan of a demo scene (scale 1 unless asked: these tests compare states, not detail).
    static func plan(_ demo: String, reverse: Bool = false, fps: Int = 60, scale: Double = 1,
                     trigger: Rect? = nil) throws -> TransitionPlan {
        let scene = try #require(DemoScenes.named(demo), "no demo named \(demo)")
        return try TransitionPlan(scene: scene, settings: RenderSettings(reverse: reverse, trigger: trigger, fps: fps, scale: scale))
    }

    /// A copy of frame `i` (the renderer reuses its buffer).
    static func frame(_ plan: TransitionPlan, _ i: Int) throws -> Pixmap {
        try FrameRenderer(plan: plan).renderFrame(i).copy()
    }

    /// A screen drawn alone, full size, over the window's black: what a finished transition shows.
    static func screenAlone(_ screen: Screen, plan: TransitionPlan) throws -> Pixmap {
        let size = plan.scene.size
        let view = MainScreen.$scale.withValue(plan.scale) { () -> View in
            let v = screen.build(size)
            v.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            return v
        }
        let renderer = try #require(LayerRenderer(width: plan.pixelWidth, height: plan.pixelHeight, scale: plan.scale))
        let target = try #require(Pixmap(width: plan.pixelWidth, height: plan.pixelHeight))
        try renderer.render(view.layer, at: 0, into: Canvas(target: target), background: FrameRenderer.windowBackground)
        return target
    }

    /// The pixel bounds (x0, y0, x1, y1, exclusive ends) of the pixels that differ, or nil when
    /// the images are identical.
    static func differingBounds(_ a: Pixmap, _ b: Pixmap) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixels[y * a.width + x] != b.pixels[y * b.width + x] {
                let (x0, y0, x1, y1) = box ?? (x, y, x + 1, y + 1)
                box = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1))
            }
        }
        return box
    }

    /// True when every difference between `a` and `b` lies inside `rect` (points) grown by one
    /// pixel for anti-aliasing.
    static func differencesConfined(_ a: Pixmap, _ b: Pixmap, to rect: Rect, scale: Double) -> Bool {
        guard let (x0, y0, x1, y1) = differingBounds(a, b) else { return true }
        let px = rect.insetBy(dx: -1 / scale, dy: -1 / scale)
        return Double(x0) >= (px.minX * scale).rounded(.down) && Double(y0) >= (px.minY * scale).rounded(.down)
            && Double(x1) <= (px.maxX * scale).rounded(.up) && Double(y1) <= (px.maxY * scale).rounded(.up)
    }

    /// The package root, found from this file's path (fixtures live there).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
