import Testing
import TestSupport
import UIKit
import Raster
import Transitions
@testable import TransitionCatalog

/// The demo screens on an iPhone 16 held sideways (852 x 393 pt, `landscapeRight`): the safe
/// area is inset 59 pt left and right (the sensor housing's side; DeviceModel.iPhone16) and 21 pt
/// at the bottom, none at the top (the status bar is hidden). Content stays inside the sides,
/// backgrounds reach the edges, and the compact-height layouts keep the buttons clear of the
/// cards and the art. Probes at scale 1; every number is worked out in the comments.
@Suite(.uikitTurns) struct DemoLandscapeTests {
    static let landscape = SceneEnvironment(device: .iPhone16, orientation: .landscapeRight)

    /// Frame `index` of `scene` on the iPhone 16 held sideways (`-1`: the last).
    static func frame(_ scene: UIKitScene, _ transition: String? = nil, reverse: Bool = false, index: Int = 0) throws -> Pixmap {
        var s = scene
        s.size = Size(width: 852, height: 393)
        let run = try SceneRecording(scene: s, settings: RenderSettings(transition: transition, reverse: reverse, fps: 10, scale: 1),
                                     environment: landscape)
        return try run.recording.frame(index < 0 ? run.frameCount - 1 : index)
    }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedColor { Color(r: r, g: g, b: b).premultiplied }
    static let indigo = rgb(88, 86, 214), blue = rgb(0, 122, 255), yellow = rgb(255, 204, 0), white = rgb(255, 255, 255)
    static let grouped = rgb(242, 242, 247)

    @Test func theCircleMaskButtonKeepsItsMarginToTheSafeAreasRightSide() throws {
        // Designed at (852 − 64, 20) = (788, 20), 44 pt round; pinned right: 788 − 59 = 729, so
        // its centre is (751, 42). 17 pt left of the centre is inside the circle and left of the
        // plus (its bar spans ±9 pt); where the button was designed (810, 42) is the screen's indigo.
        let f = try Self.frame(.circleMask)
        #expect(f[734, 42] == Self.blue && f[810, 42] == Self.indigo)
        // Its right edge 751 + 22 = 773, 20 pt left of the safe area's side at 852 − 59 = 793.
        #expect(f[771, 42] == Self.blue && f[775, 42] == Self.indigo)
    }

    @Test func theDiffusionBoxIsCentredInTheSafeArea() throws {
        // 80 pt round: x (852 − 80) / 2 = 386 (the side insets are equal), y (393 − 80) / 2
        // − 21 / 2 = 146, so its centre is (426, 186) and it spans y 146...226.
        let f = try Self.frame(.colorDiffusion)
        let red = Self.rgb(255, 0, 0), green = Self.rgb(0, 255, 0)
        #expect(f[426, 186] == red && f[426, 148] == red && f[426, 224] == red)
        #expect(f[426, 143] == green && f[426, 229] == green)
    }

    @Test func thePresentButtonSitsBelowTheCardInCompactHeight() throws {
        // Compact height: 20 pt above the bottom, 393 − 20 − 50 = 323, pinned bottom: 323 − 21 =
        // 302...352 (in portrait's 120 pt it would cover the card's rows at 202...252); x (852 − 240) / 2 = 306.
        let f = try Self.frame(.circleScale)
        #expect(f[320, 304] == Self.blue && f[320, 350] == Self.blue)
        #expect(f[320, 299] == Self.grouped && f[320, 355] == Self.grouped)
        // The card fills the safe area's width less 16 pt a side: x 16 + 59 = 75 to 852 − 75 = 777, y 124...256.
        #expect(f[77, 230] == Self.white && f[73, 230] == Self.grouped)
        #expect(f[775, 230] == Self.white && f[779, 230] == Self.grouped)
    }

    @Test func thePresentedArtStandsRightOfTheText() throws {
        // The art's yellow disc: 80 pt round, centred at x 852 · 3/4 = 639 (centred pins do not move
        // it: the side insets are equal) and y (393 − 160) / 2 + 80 − 21 / 2 = 186.
        let f = try Self.frame(.circleScale, index: -1)
        #expect(f[639, 186] == Self.yellow && f[639 - 38, 186] == Self.yellow && f[639 + 38, 186] == Self.yellow)
        #expect(f[639, 186 - 38] == Self.yellow && f[639, 186 + 38] == Self.yellow)
        // The Done button, white, at 302...352 like the Present button.
        #expect(f[320, 304] == Self.white && f[320, 299] == Self.indigo)
    }

    @Test func theDetailsHeaderReachesBothEdgesAndItsCardStaysInside() throws {
        // The pop's first frame is the detail screen. Compact height: the header is 150 pt tall
        // from the top edge and spans the whole 852 pt (under the sensor housing's side).
        let f = try Self.frame(.showcase, "cross-dissolve", reverse: true)
        #expect(f[2, 100] == Self.indigo && f[849, 100] == Self.indigo && f[400, 148] == Self.indigo)
        #expect(f[400, 152] == Self.white)
        // The card 30 pt below it, 120 tall: y 180...300; 20 pt inside the safe area: x 79...773.
        #expect(f[81, 240] == Self.yellow && f[77, 240] == Self.white)
        #expect(f[771, 240] == Self.yellow && f[775, 240] == Self.white)
        #expect(f[400, 182] == Self.yellow && f[400, 298] == Self.yellow && f[400, 302] == Self.white)
    }

    @Test func theListsCardsStayInsideTheSidesAndTheTriggerFollows() throws {
        // Cards 16 pt inside the safe area: x 75...777, the first at y 120...204.
        let f = try Self.frame(.showcase, "cross-dissolve")
        #expect(f[77, 160] == Self.white && f[73, 160] == Self.grouped)
        #expect(f[775, 160] == Self.white && f[779, 160] == Self.grouped)
        // The avatar, the circle mask's trigger: (16, 22) in the card, so (91, 142, 40, 40).
        var s = UIKitScene.showcase
        s.size = Size(width: 852, height: 393)
        let run = try SceneRecording(scene: s, settings: RenderSettings(fps: 10, scale: 1), environment: Self.landscape)
        #expect(run.trigger == Rect(x: 91, y: 142, width: 40, height: 40))
    }

    @Test func pingsButtonAndTextKeepInsideTheSides() throws {
        // The button: designed (852 − 41, 36) = (811, 36), 25 pt round; pinned right: 811 − 59 =
        // 752, centre (764.5, 48.5). White on the black screen the push ends on.
        let f = try Self.frame(.ping, index: -1)
        let black = Self.rgb(0, 0, 0)
        #expect(f[764, 48] == Self.white && f[823, 48] == black)
        // The text view fills the safe area's width less its margins: it starts at 16 + 59 = 75,
        // so nothing of its white text lies left of that (designed, it started at 16).
        var brightest: UInt8 = 0
        for y in 60..<372 { for x in 0..<75 { brightest = max(brightest, f[x, y].g) } }
        #expect(brightest == 0)
    }
}
