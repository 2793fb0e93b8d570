import Raster
import Testing
@testable import Transitions

/// A snapshot whose view cannot be drawn is the render error of every frame that shows it:
/// the plan (which only sets the transition up) does not warn, and no frame comes out with
/// a blank snapshot in its place.
@Suite("Pipeline: a snapshot's drawing error is the frame's render error")
struct SnapshotRenderErrorTests {
    /// A circular reveal whose from-screen holds a path with a non-finite point: the from-view
    /// leaves the tree at once and only its snapshot shows it.
    static let scene = Scene(
        name: "broken-snapshot", summary: "test", size: Size(width: 60, height: 80), defaultScale: 1,
        from: Screen(name: "broken", backgroundColor: .white) { size in
            let v = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            v.backgroundColor = .white
            let shape = ShapeLayer()
            shape.frame = v.bounds
            shape.path = Path(elements: [.move(Point(x: 0, y: 0)), .line(Point(x: .infinity, y: 10)), .line(Point(x: 20, y: 30)), .close])
            v.layer.addSublayer(shape)
            return v
        },
        to: Screen(name: "black", backgroundColor: .black) { size in
            let v = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            v.backgroundColor = .black
            return v
        },
        transition: "circular-reveal", triggerFrame: Rect(x: 20, y: 20, width: 10, height: 10))

    @Test("the plan does not warn; frames showing the snapshot throw, the same error each time")
    func framesShowingTheSnapshotThrow() throws {
        let plan = try TransitionPlan(scene: Self.scene, settings: RenderSettings(scale: 1))
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
        let renderer = FrameRenderer(plan: plan)
        var errors: [String] = []
        for frame in [0, 3] {
            #expect(throws: RasterError.self, "frame \(frame)") { _ = try renderer.renderFrame(frame) }
            do { _ = try renderer.renderFrame(frame) } catch { errors.append("\(error)") }
        }
        #expect(errors.count == 2 && errors[0] == errors[1], "\(errors)")
    }
}
