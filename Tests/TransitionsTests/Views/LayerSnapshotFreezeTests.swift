import Foundation
import Raster
import Testing
@testable import Transitions

/// A snapshot freezes a layer subtree's look when it is taken and holds no pixels then: the
/// renderer makes its bitmap the first time a frame needs it, once, for every frame and thread.
/// (What UIView.snapshotView(afterScreenUpdates:) shows; its own tests are UIKitTests'
/// SnapshotViewTests.)
@Suite("Layers: snapshots freeze the look, the renderer makes the bitmap")
struct LayerSnapshotFreezeTests {
    static let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 255, b: 0), blue = Color(r: 0, g: 0, b: 255)

    /// A 40 x 40 red box inside a 60 x 60 white root, at (10, 10).
    static func box() -> (root: Layer, box: Layer) {
        let root = layer(Rect(x: 0, y: 0, width: 60, height: 60), .white)
        let box = layer(Rect(x: 10, y: 10, width: 40, height: 40), red)
        root.addSublayer(box)
        return (root, box)
    }

    static func layer(_ frame: Rect, _ color: Color) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    /// A layer showing `source`'s snapshot (`cacheKey` shares its bitmap), as a snapshot view's does.
    static func snapshot(of source: Layer, cacheKey: String? = nil) -> Layer {
        let s = Layer()
        s.frame = source.frame
        s.showSnapshot(of: source, cacheKey: cacheKey)
        return s
    }

    /// `snapshot` alone on a white 60 x 60 root, at the box's place.
    static func stage(_ snapshot: Layer) -> Layer {
        let stage = layer(Rect(x: 0, y: 0, width: 60, height: 60), .white)
        snapshot.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        stage.addSublayer(snapshot)
        return stage
    }

    @Test("taking a snapshot renders nothing; edits of the view afterwards (colour, a subview) do not show in it")
    func editsAfterTheSnapshotDoNotShow() throws {
        try MainScreen.$scale.withValue(1) {
            let (root, box) = Self.box()
            let snapshot = Timeline().run { Self.snapshot(of: box) }
            #expect(snapshot.contents == nil, "a snapshot layer holds no pixels when it is made")
            let source = try #require(snapshot.snapshot)
            #expect(source.bitmapRenders == 0)
            #expect(source.pixelWidth == 40 && source.pixelHeight == 40 && source.scale == 1)

            box.backgroundColor = Self.blue
            let dot = Self.layer(Rect(x: 0, y: 0, width: 20, height: 20), Self.green)
            box.addSublayer(dot)
            box.sublayers[0].cornerRadius = 5

            let frame = try renderLayer(Self.stage(snapshot), width: 60, height: 60)
            // Where the green subview now sits, and in the box's middle: still the old red.
            #expect(frame[15, 15] == Self.red.premultiplied)
            #expect(frame[30, 30] == Self.red.premultiplied)
            #expect(frame[5, 5] == Color.white.premultiplied)
            #expect(source.bitmapRenders == 1)
            // The edits did take: the live view shows them.
            let live = try renderLayer(root, width: 60, height: 60)
            #expect(live[15, 15] == Self.green.premultiplied && live[30, 30] == Self.blue.premultiplied)
        }
    }

    @Test("a snapshot taken mid-animation shows the presentation value at that time, at every render time")
    func midAnimationIsFrozen() throws {
        try MainScreen.$scale.withValue(1) {
            let (_, box) = Self.box()
            let timeline = Timeline()
            var snapshot: Layer?
            timeline.run {
                let fade = BasicAnimation(keyPath: "backgroundColor", from: .color(Self.red), to: .color(Self.blue))
                fade.duration = 1
                box.add(fade, forKey: "fade")
                timeline.schedule(at: 0.5) { snapshot = Self.snapshot(of: box) }
            }
            timeline.advance(to: 0.5)
            let stage = Self.stage(try #require(snapshot))
            let expected = try #require(box.presentationValue(.backgroundColor, at: 0.5)?.color).premultiplied
            #expect(expected != Self.red.premultiplied && expected != Self.blue.premultiplied)
            for t in [0.0, 0.5, 1.0, 2.0] {
                #expect(try renderLayer(stage, width: 60, height: 60, at: t)[30, 30] == expected, "render time \(t)")
            }
        }
    }

    @Test("a drawing layer and an animated shape mask inside the view are frozen at the snapshot's time")
    func drawingsAndMasksAreFrozen() throws {
        try MainScreen.$scale.withValue(1) {
            let (_, box) = Self.box()
            box.backgroundColor = Self.blue
            // A red bar 10 pt per second of run time wide, drawn in code, along the box's top.
            let bar = DrawingLayerPresentationTests.Bar()
            bar.frame = Rect(x: 0, y: 0, width: 40, height: 10)
            box.addSublayer(bar)
            // A mask growing from the top 10 pt of the box to all of it over 1 s.
            let mask = ShapeLayer()
            mask.frame = box.bounds
            mask.path = .rect(box.bounds)
            box.mask = mask
            let timeline = Timeline()
            var snapshots: [Layer] = []
            timeline.run {
                let grow = BasicAnimation(keyPath: "path", from: .path(.rect(Rect(x: 0, y: 0, width: 40, height: 10))),
                                          to: .path(.rect(box.bounds)))
                grow.duration = 1
                grow.timingFunction = .linear
                mask.add(grow, forKey: "grow")
                for t in [0.5, 2.5] { timeline.schedule(at: t) { snapshots.append(Self.snapshot(of: box)) } }
            }
            timeline.advance(to: 3)
            let early = Self.stage(snapshots[0]), late = Self.stage(snapshots[1])
            for t in [0.0, 4.0] {
                // At 0.5 s: the bar 5 pt wide, the mask the top 25 pt.
                let a = try renderLayer(early, width: 60, height: 60, at: t)
                #expect(a[12, 15] == Self.red.premultiplied && a[18, 15] == Self.blue.premultiplied, "t = \(t)")
                #expect(a[30, 30] == Self.blue.premultiplied && a[30, 40] == Color.white.premultiplied, "t = \(t)")
                // At 2.5 s: the bar 25 pt wide, the mask the whole box.
                let b = try renderLayer(late, width: 60, height: 60, at: t)
                #expect(b[30, 15] == Self.red.premultiplied && b[38, 15] == Self.blue.premultiplied, "t = \(t)")
                #expect(b[30, 45] == Self.blue.premultiplied, "t = \(t)")
            }
        }
    }

    @Test("the bitmap is made once for N frames drawn by two renderers, and is the same object after")
    func bitmapMadeOnceForEveryFrame() throws {
        try MainScreen.$scale.withValue(2) {
            let (_, box) = Self.box()
            let snapshot = Timeline().run { Self.snapshot(of: box) }
            let source = try #require(snapshot.snapshot)
            let stage = Self.stage(snapshot)
            let renderers = [LayerRenderer(width: 120, height: 120, scale: 2)!, LayerRenderer(width: 120, height: 120, scale: 2)!]
            let target = Pixmap(width: 120, height: 120)!
            for i in 0..<8 {
                try renderers[i % 2].render(stage, at: Double(i) / 8, into: Canvas(target: target), background: .white)
                #expect(target[60, 60] == Self.red.premultiplied)
            }
            #expect(source.bitmapRenders == 1)
            let image = try source.bitmap()
            #expect(image === (try source.bitmap()))
            #expect(image.width == 80 && image.height == 80)
            #expect(source.bitmapRenders == 1)
        }
    }

    @Test("threads asking for one snapshot's bitmap at once get one bitmap, made once")
    func concurrentResolutionMakesOne() throws {
        let (_, box) = Self.box()
        let source = try #require(box.snapshot(scale: 3, cacheKey: nil))
        let seen = Seen()
        DispatchQueue.concurrentPerform(iterations: 6) { _ in seen.add(try? source.bitmap()) }
        #expect(Set(seen.images).count == 1 && seen.images.count == 6)
        #expect(source.bitmapRenders == 1)
        #expect(try source.bitmap()[60, 60] == Self.red.premultiplied)
    }

    @Test("snapshots taken under one cache key share one bitmap across runs")
    func keyedSnapshotsShareTheBitmap() throws {
        try MainScreen.$scale.withValue(1) {
            let key = "freeze-test-\(UUID().uuidString)"
            let sources = try (0..<2).map { _ in
                let (_, box) = Self.box()
                return try #require(Timeline().run { Self.snapshot(of: box, cacheKey: key) }.snapshot)
            }
            let first = try sources[0].bitmap(), second = try sources[1].bitmap()
            #expect(first === second)
            #expect(sources[0].bitmapRenders == 1 && sources[1].bitmapRenders == 0)
            // Without the key a snapshot draws its own.
            let (_, box) = Self.box()
            let own = try #require(Timeline().run { Self.snapshot(of: box) }.snapshot)
            #expect(try own.bitmap() !== first && own.bitmapRenders == 1)
        }
    }

    @Test("workers needing one key's bitmap at the same moment make it once (no second copy drawn and dropped)")
    func keyedConcurrentResolutionMakesOne() throws {
        let key = "freeze-test-concurrent-\(UUID().uuidString)"
        // Big enough (900 x 900 px) that drawing it takes longer than the workers take to start.
        let sources = try (0..<6).map { _ in
            let screen = Self.layer(Rect(x: 0, y: 0, width: 300, height: 300), Self.red)
            screen.cornerRadius = 20
            return try #require(screen.snapshot(scale: 3, cacheKey: key))
        }
        // Every thread waits at the gate, so all ask at once.
        let seen = Seen(), gate = DispatchSemaphore(value: 0), done = DispatchGroup()
        for source in sources {
            done.enter()
            Thread.detachNewThread {
                gate.wait()
                seen.add(try? source.bitmap())
                done.leave()
            }
        }
        for _ in sources { gate.signal() }
        done.wait()
        #expect(Set(seen.images).count == 1 && seen.images.count == 6 && seen.images[0] != nil)
        #expect(sources.map(\.bitmapRenders).reduce(0, +) == 1)
    }

    @Test("a layer too large for a pixmap warns when snapshotted and its snapshot layer shows nothing")
    func outsideThePixmapLimitsWarns() throws {
        let huge = Self.layer(Rect(x: 0, y: 0, width: Double(Pixmap.maximumSide) + 1, height: 10), Self.red)
        let timeline = Timeline()
        let snapshot = MainScreen.$scale.withValue(1) { timeline.run { Self.snapshot(of: huge) } }
        #expect(snapshot.snapshot == nil && snapshot.contents == nil && !snapshot.contentsAreOpaque)
        #expect(timeline.warnings.count == 1 && timeline.warnings[0].contains("outside the pixmap limits"), "\(timeline.warnings)")
        #expect(huge.snapshot(scale: 1, cacheKey: nil) == nil)
    }
}

/// The bitmaps (by identity; nil for an error) that concurrent callers got.
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var images: [ObjectIdentifier?] = []
    func add(_ image: Pixmap?) { lock.lock(); images.append(image.map(ObjectIdentifier.init)); lock.unlock() }
}
