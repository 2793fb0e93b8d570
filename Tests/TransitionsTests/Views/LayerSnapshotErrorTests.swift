import Testing
import Raster
@testable import Transitions

/// A snapshot that cannot be drawn is the render error of the frame that shows it (the error
/// drawing its frozen subtree threw), never a silently blank snapshot layer; the drawable case
/// stays silent and draws its pixels. (A recording's frames: TransitionCatalogTests'
/// SnapshotRenderErrorTests.)
@Suite("Layers: snapshot errors surface")
struct LayerSnapshotErrorTests {
    static func layer(pathPoint: Point) -> Layer {
        let v = coloredLayer(Rect(x: 0, y: 0, width: 40, height: 40), .white)
        let shape = ShapeLayer()
        shape.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        shape.path = Path(elements: [.move(Point(x: 0, y: 0)), .line(pathPoint), .line(Point(x: 20, y: 30)), .close])
        v.addSublayer(shape)
        return v
    }

    /// A layer showing `source`'s snapshot, as a snapshot view's does.
    static func snapshot(of source: Layer) -> Layer {
        let s = Layer()
        s.frame = source.frame
        s.showSnapshot(of: source)
        return s
    }

    @Test("a snapshot's bitmap throws for a non-finite path, every time; a frame showing the snapshot layer throws it")
    func nonFinitePathIsTheFramesError() throws {
        let broken = Self.layer(pathPoint: Point(x: .nan, y: 10))
        let source = try #require(broken.snapshot(scale: 1, cacheKey: nil))
        #expect(throws: RasterError.self) { _ = try source.bitmap() }
        #expect(throws: RasterError.self) { _ = try source.bitmap() }
        let timeline = Timeline()
        let snapshot = timeline.run { Self.snapshot(of: broken) }
        // Nothing is drawn when the snapshot is taken, so nothing is known to be wrong yet.
        #expect(timeline.warnings.isEmpty, "\(timeline.warnings)")
        let stage = Layer()
        stage.frame = Rect(x: 0, y: 0, width: 60, height: 60)
        stage.addSublayer(snapshot)
        #expect(throws: RasterError.self) { _ = try renderLayer(stage, width: 60, height: 60) }
        #expect(throws: RasterError.self) { _ = try renderLayer(stage, width: 60, height: 60, at: 0.5) }
    }

    @Test("a drawable layer snapshots with no warning, its pixels drawn")
    func drawableViewIsSilent() throws {
        let fine = Self.layer(pathPoint: Point(x: 30, y: 10))
        let timeline = Timeline()
        let snapshot = timeline.run { Self.snapshot(of: fine) }
        #expect(timeline.warnings.isEmpty, "\(timeline.warnings)")
        let image = try #require(snapshot.snapshot).bitmap()
        // The black triangle (0,0)-(30,10)-(20,30) covers (17, 15); the white background (35, 35).
        #expect(image[Int(17 * MainScreen.scale), Int(15 * MainScreen.scale)] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        #expect(image[Int(35 * MainScreen.scale), Int(35 * MainScreen.scale)] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
}
