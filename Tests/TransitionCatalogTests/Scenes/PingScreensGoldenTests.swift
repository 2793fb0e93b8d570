import XCTest
import Raster
import TestSupport
import TransitionTesting
import UIKit
@testable import Transitions
@testable import TransitionCatalog

/// The two Ping screens of seed 000 alone, built in UIKit as the demo builds them, at scale 3
/// (1170 x 2532), before any transition touches them: fixtures/golden/screens/ping-white.png
/// and ping-black.png. Exact: same renderer, same fonts, same machine that records them.
final class PingScreensGoldenTests: XCTestCase {
    /// A screen, its golden file, and the colours its button and background must show.
    struct Case {
        let screen: UIKitScreen
        let file: String
        let background: PremultipliedColor
        let button: PremultipliedColor
    }

    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    static let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
    static let cases = [
        Case(screen: PingScreens.white, file: "ping-white.png", background: white, button: black),
        Case(screen: PingScreens.black, file: "ping-black.png", background: black, button: white),
    ]

    /// The screen's view tree drawn alone over black at `scale`, its text laid out and drawn at
    /// that scale (views rasterise text at the main screen's scale when they are built).
    static func image(of screen: UIKitScreen, scale: Double) throws -> Pixmap {
        let size = UIKitScene.demoScreenSize
        let width = Int(size.width * scale), height = Int(size.height * scale)
        let view = MainScreen.$scale.withValue(scale) { () -> UIView in
            let v = screen.makeView(size: size)
            CALayer.displayPendingLayers()
            return v
        }
        let target = try XCTUnwrap(Pixmap(width: width, height: height))
        let renderer = try XCTUnwrap(LayerRenderer(width: width, height: height, scale: scale))
        try renderer.render(view.layer.base, at: 0, into: Canvas(target: target), background: .black)
        return target
    }

    /// Each Ping screen matches its golden at scale 3.
    func testEachPingScreenIsItsGolden() throws {
        for c in Self.cases {
            let image = try Self.image(of: c.screen, scale: 3)
            XCTAssertEqual(image.width, 1170, c.file)
            XCTAssertEqual(image.height, 2532, c.file)
            // Independent of the golden: the button (W - 41, 36, 25, 25) pt is round and filled with
            // the button colour at its centre, the background shows at its bounding box's corner
            // (outside the circle) and at the bottom of the screen, below the text.
            XCTAssertEqual(image[(390 - 41 + 12) * 3 + 1, (36 + 12) * 3 + 1], c.button, "\(c.file): button centre")
            XCTAssertEqual(image[(390 - 41) * 3 + 1, 36 * 3 + 1], c.background, "\(c.file): corner of the button's box, outside the circle")
            XCTAssertEqual(image[600, 2400], c.background, "\(c.file): background below the text")
            assertGolden(of: image, atPath: "\(GoldenSupport.goldenDirectory)/screens/\(c.file)")
        }
    }
}
