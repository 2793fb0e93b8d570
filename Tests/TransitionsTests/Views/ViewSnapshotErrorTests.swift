import Testing
import Raster
@testable import Transitions

/// A snapshot that cannot be drawn is a plan warning naming the error, never a silently blank
/// snapshot view; the drawable case stays silent.
@Suite("Views: snapshot errors surface")
struct ViewSnapshotErrorTests {
    static func view(pathPoint: Point) -> View {
        let v = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = .white
        let shape = ShapeLayer()
        shape.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        shape.path = Path(elements: [.move(Point(x: 0, y: 0)), .line(pathPoint), .line(Point(x: 20, y: 30)), .close])
        v.layer.addSublayer(shape)
        return v
    }

    @Test("renderSnapshot throws for a non-finite path; snapshotView warns and shows nothing")
    func nonFinitePathWarns() throws {
        let broken = Self.view(pathPoint: Point(x: .nan, y: 10))
        #expect(throws: RasterError.self) { _ = try broken.renderSnapshot(scale: 1) }
        let timeline = Timeline()
        let snapshot = timeline.run { broken.snapshotView(cached: false) }
        #expect(snapshot.layer.contents == nil)
        #expect(timeline.warnings.count == 1, "\(timeline.warnings)")
        #expect(timeline.warnings.first?.contains("failed to render") == true, "\(timeline.warnings)")
    }

    @Test("a drawable view snapshots with no warning, its pixels drawn")
    func drawableViewIsSilent() throws {
        let fine = Self.view(pathPoint: Point(x: 30, y: 10))
        let timeline = Timeline()
        let snapshot = timeline.run { fine.snapshotView(cached: false) }
        #expect(timeline.warnings.isEmpty, "\(timeline.warnings)")
        let image = try #require(snapshot.layer.contents)
        // The black triangle (0,0)-(30,10)-(20,30) covers (17, 15); the white background (35, 35).
        #expect(image[Int(17 * MainScreen.scale), Int(15 * MainScreen.scale)] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        #expect(image[Int(35 * MainScreen.scale), Int(35 * MainScreen.scale)] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
}
