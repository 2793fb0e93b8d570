import Raster
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// The two Ping screens of seed 000 alone, at scale 3 (1170 x 2532), before any transition
/// touches them: fixtures/golden/screens/ping-white.png and ping-black.png. Exact: same
/// renderer, same fonts, same machine that records them.
@Suite("Golden Ping screens") struct PingScreensGoldenTests {
    /// A screen, its golden file, and the colours its button and background must show.
    struct Case: Sendable, CustomStringConvertible {
        let screen: Screen
        let file: String
        let background: PremultipliedColor
        let button: PremultipliedColor
        var description: String { file }
    }

    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    static let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
    static let cases = [
        Case(screen: PingScreens.white, file: "ping-white.png", background: white, button: black),
        Case(screen: PingScreens.black, file: "ping-black.png", background: black, button: white),
    ]

    @Test("Each Ping screen matches its golden at scale 3", arguments: cases)
    func goldenPingScreen(_ c: Case) throws {
        let image = try TransitionSnapshots.screen(c.screen, size: DemoScenes.screenSize, scale: 3)
        #expect(image.width == 1170 && image.height == 2532)
        // Independent of the golden: the button (W - 41, 36, 25, 25) pt is round and filled with
        // the button colour at its centre, the background shows at its bounding box's corner
        // (outside the circle) and at the bottom of the screen, below the text.
        #expect(image[(390 - 41 + 12) * 3 + 1, (36 + 12) * 3 + 1] == c.button, "button centre")
        #expect(image[(390 - 41) * 3 + 1, 36 * 3 + 1] == c.background, "corner of the button's box, outside the circle")
        #expect(image[600, 2400] == c.background, "background below the text")
        assertGolden(of: image, atPath: "\(GoldenSupport.goldenDirectory)/screens/\(c.file)")
    }
}
