import XCTest
import UIKit
import UIKitRecorder
import Raster

/// draw(_:) overrides, setNeedsDisplay, drawHierarchy, layerClass, and images in views
/// (content modes, templates, resizable images, asset catalogs).
final class UIViewDrawingTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    private let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
    private let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    private final class Counter: UIView {
        var calls = 0
        var color = UIColor.red
        override func draw(_ rect: CGRect) {
            calls += 1
            color.setFill()
            UIBezierPath(ovalIn: rect).fill()
        }
    }

    func testDrawRunsOnFirstDisplayAndAfterSetNeedsDisplayOnly() throws {
        let v = Counter(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(v.calls, 0)
        CALayer.displayPendingLayers()
        XCTAssertEqual(v.calls, 1)
        let image = try XCTUnwrap(v.layer.contents as? CGImage)
        XCTAssertEqual(image.width, 30, "drawn at the screen's scale")
        XCTAssertEqual(v.layer.contentsScale, 3)
        XCTAssertEqual(image.pixmap[15, 15], red)
        XCTAssertEqual(image.pixmap[0, 0].a, 0)
        CALayer.displayPendingLayers()
        XCTAssertEqual(v.calls, 1, "nothing marked: no drawing")
        v.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        CALayer.displayPendingLayers()
        XCTAssertEqual(v.calls, 1, "scaleToFill stretches the old drawing")
        v.color = .blue
        v.setNeedsDisplay()
        v.setNeedsDisplay()
        CALayer.displayPendingLayers()
        XCTAssertEqual(v.calls, 2)
        XCTAssertEqual((v.layer.contents as? CGImage)?.pixmap[30, 15], blue)
        v.contentMode = .redraw
        v.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        CALayer.displayPendingLayers()
        XCTAssertEqual(v.calls, 3, "contentMode .redraw redraws on a size change")
    }

    func testAViewWithoutDrawKeepsNoContents() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        CALayer.displayPendingLayers()
        XCTAssertNil(v.layer.contents)
    }

    private final class Drawn: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let dot = Counter(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            dot.backgroundColor = .clear
            view.addSubview(dot)
        }
    }

    func testARecordingShowsWhatDrawDrew() throws {
        let presenting = UIViewController(), screen = Drawn()
        screen.modalPresentationStyle = .fullScreen
        screen.modalTransitionStyle = .crossDissolve
        let recorder = TransitionRecorder(screenSize: CGSize(width: 40, height: 40), scale: 2, fps: 4)
        let last = try XCTUnwrap(try recorder.frames(root: presenting) { presenting.present(screen, animated: true) }.last)
        XCTAssertEqual(last[40, 40], red, "the disc's centre")
        XCTAssertEqual(last[22, 22], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "outside the disc, inside its square")
    }

    func testDrawHierarchyDrawsTheTreeIntoTheRect() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 5, y: 0, width: 5, height: 10))
        child.backgroundColor = .blue
        v.addSubview(child)
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        let p = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: f).image { _ in
            XCTAssertTrue(v.drawHierarchy(in: CGRect(x: 10, y: 0, width: 10, height: 10), afterScreenUpdates: true))
        }.pixmap
        XCTAssertEqual(p[5, 5].a, 0)
        XCTAssertEqual(p[12, 5], red)
        XCTAssertEqual(p[17, 5], blue)
    }

    private final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }
    private final class Unknown: CALayer {}
    private final class UnknownView: UIView {
        override class var layerClass: AnyClass { Unknown.self }
    }

    func testLayerClassMakesTheModulesLayerClassesAndRefusesOthersClearly() {
        let v = ShapeView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertTrue(v.layer is CAShapeLayer)
        XCTAssertEqual(v.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        let log = RecordingLog()
        let u = RecordingLog.$current.withValue(log) { UnknownView(frame: .zero) }
        XCTAssertFalse(u.layer is Unknown)
        XCTAssertEqual(log.errors.count, 1)
        XCTAssertTrue(log.errors[0].contains("layerClass"), log.errors[0])
    }

    private func oneByTwo() -> UIImage {
        let p = Pixmap(width: 1, height: 2)!
        p[0, 0] = red
        p[0, 1] = PremultipliedColor(r: 0, g: 0, b: 128, a: 128)
        return UIImage(cgImage: CGImage(pixmap: p))
    }

    func testImageViewContentModesAreNamedAsTheyShow() {
        let v = UIImageView(image: oneByTwo())
        v.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        v.contentMode = .top
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        var p = UIGraphicsImageRenderer(size: v.bounds.size, format: f).image { v.layer.render(in: $0.cgContext) }.pixmap
        // Centred across (x 1.5 ..< 2.5): half of pixels 1 and 2, in the top row.
        XCTAssertEqual(p[1, 0], PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
        XCTAssertEqual(p[2, 0], PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
        XCTAssertEqual(p[1, 3].a, 0)
        v.contentMode = .bottomRight
        p = UIGraphicsImageRenderer(size: v.bounds.size, format: f).image { v.layer.render(in: $0.cgContext) }.pixmap
        XCTAssertEqual(p[3, 2], red)
        XCTAssertEqual(p[0, 2].a, 0)
    }

    func testTemplateImagesShowTheTintThroughTheirAlpha() throws {
        let v = UIImageView(image: oneByTwo().withRenderingMode(.alwaysTemplate))
        v.tintColor = .green
        var contents = try XCTUnwrap(v.layer.contents as? CGImage)
        XCTAssertEqual(contents.pixmap[0, 0], green)
        XCTAssertEqual(contents.pixmap[0, 1], PremultipliedColor(r: 0, g: 128, b: 0, a: 128))
        v.image = oneByTwo()
        contents = try XCTUnwrap(v.layer.contents as? CGImage)
        XCTAssertEqual(contents.pixmap[0, 0], red, "an original image is not tinted")
    }

    func testResizableImagesKeepTheirCapsAndTileTheMiddle() throws {
        // 3 x 3: a blue frame around a red centre; caps of 1 point.
        let p = Pixmap(width: 3, height: 3)!
        for y in 0..<3 { for x in 0..<3 { p[x, y] = x == 1 && y == 1 ? red : blue } }
        let image = UIImage(cgImage: CGImage(pixmap: p)).resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let v = UIImageView(image: image)
        v.frame = CGRect(x: 0, y: 0, width: 5, height: 4)
        let c = try XCTUnwrap(v.layer.contents as? CGImage)
        XCTAssertEqual(c.width, 5)
        XCTAssertEqual(c.height, 4)
        for y in 0..<4 {
            for x in 0..<5 {
                let edge = x == 0 || x == 4 || y == 0 || y == 3
                XCTAssertEqual(c.pixmap[x, y], edge ? blue : red, "(\(x), \(y))")
            }
        }
    }

    private func writePNG(_ width: Int, to path: String) throws {
        let p = Pixmap(width: width, height: width)!
        p.clear(to: red)
        try PNG.write(p, to: path)
    }

    func testAssetCatalogsPickTheScaleAsIOSDoes() throws {
        let root = NSTemporaryDirectory() + "xcassets-\(UUID().uuidString)"
        let set = root + "/Assets.xcassets/Icons/star.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try writePNG(4, to: set + "/star.png")
        try writePNG(8, to: set + "/star@2x.png")
        let json = """
        {"images":[{"idiom":"universal","filename":"star.png","scale":"1x"},
                   {"idiom":"universal","filename":"star@2x.png","scale":"2x"},
                   {"idiom":"universal","scale":"3x"}],
         "info":{"version":1,"author":"xcode"},
         "properties":{"template-rendering-intent":"template"}}
        """
        try json.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let on3x = try XCTUnwrap(UIImageLookup.find("star", roots: [root], screenScale: 3))
        XCTAssertEqual(on3x.scale, 2, "no 3x: the largest below")
        XCTAssertEqual(on3x.pixmap.width, 8)
        XCTAssertEqual(on3x.renderingMode, .alwaysTemplate)
        XCTAssertEqual(UIImageLookup.find("star", roots: [root], screenScale: 1)?.scale, 1)
        XCTAssertEqual(UIImageLookup.bestScale([1, 3], screen: 2), 3, "a larger scale beats a smaller one")
        XCTAssertEqual(UIImageLookup.bestScale([2, 3], screen: 1), 2)
        XCTAssertNil(UIImageLookup.find("moon", roots: [root], screenScale: 3))
        let bundled = try XCTUnwrap(UIImage(named: "star", in: Bundle(path: root), compatibleWith: nil))
        XCTAssertEqual(bundled.size, CGSize(width: 4, height: 4))
    }
}
