import Testing
import TestSupport
import UIKit
import Raster
import Transitions
@testable import TransitionCatalog

/// The demo screens keep their content in the safe area on a device (below the status bar,
/// above the home indicator, centred between them), follow the appearance where they use
/// system colours, and pick the status bar style their colours need. The probes are the demos'
/// frames moved by the iPhone 16's insets (59 pt top, 34 pt bottom), at scale 1.
@Suite(.uikitTurns) struct DemoSafeAreaTests {
    static let iPhone16 = SceneEnvironment(device: .iPhone16, systemUI: true)

    /// Frame `index` of `scene` (its own transition unless named), on the iPhone 16's screen when `environment` has the device.
    static func frame(_ scene: UIKitScene, _ transition: String? = nil, reverse: Bool = false, index: Int = 0,
                      environment: SceneEnvironment = iPhone16) throws -> Pixmap {
        var s = scene
        if environment.device != nil { s.size = Size(width: 393, height: 852) }
        let run = try SceneRecording(scene: s, settings: RenderSettings(transition: transition, reverse: reverse, fps: 10, scale: 1),
                                     environment: environment)
        return try run.recording.frame(index < 0 ? run.frameCount - 1 : index)
    }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedColor { Color(r: r, g: g, b: b).premultiplied }

    @Test func theListsCardsStartBelowTheStatusBar() throws {
        let bare = try Self.frame(.showcase, "cross-dissolve", environment: SceneEnvironment())
        // Bare: the first card's top edge at y 120.
        #expect(bare[300, 118] == Self.rgb(242, 242, 247) && bare[300, 122] == Self.rgb(255, 255, 255))
        let device = try Self.frame(.showcase, "cross-dissolve")
        #expect(device[300, 177] == Self.rgb(242, 242, 247) && device[300, 181] == Self.rgb(255, 255, 255))
        // The last card ends at 120 + 3·96 + 84 + 59 = 551.
        #expect(device[300, 549] == Self.rgb(255, 255, 255) && device[300, 553] == Self.rgb(242, 242, 247))
    }

    @Test func theDetailsHeaderRunsUnderTheStatusBarAndGrowsByIt() throws {
        // The pop's first frame is the detail screen: its indigo header 260 + 59 pt tall from the top edge.
        let device = try Self.frame(.showcase, "cross-dissolve", reverse: true)
        #expect(device[10, 70] == Self.rgb(88, 86, 214) && device[10, 317] == Self.rgb(88, 86, 214))
        #expect(device[10, 321] == Self.rgb(255, 255, 255))
        // The hero card 290 + 59 pt down.
        #expect(device[200, 347] == Self.rgb(255, 255, 255) && device[200, 351] == Self.rgb(255, 204, 0))
    }

    @Test func theModalButtonsSitAboveTheHomeIndicator() throws {
        // The Present button: 240 x 50 pt, 120 pt above the safe area's bottom (852 − 34): y 648...698.
        let device = try Self.frame(.circleScale)
        #expect(device[196, 646] == Self.rgb(242, 242, 247) && device[90, 650] == Self.rgb(0, 122, 255))
        #expect(device[90, 696] == Self.rgb(0, 122, 255) && device[90, 700] == Self.rgb(242, 242, 247))
        // The presented screen's Done button, at the end of the presentation and at the start of
        // its dismissal (presented without animation first): full-screen presentations lay out too.
        for frame in [try Self.frame(.circleScale, index: -1), try Self.frame(.circleScale, reverse: true)] {
            #expect(frame[90, 646] == Self.rgb(88, 86, 214) && frame[90, 650] == Self.rgb(255, 255, 255))
            #expect(frame[90, 696] == Self.rgb(255, 255, 255) && frame[90, 700] == Self.rgb(88, 86, 214))
        }
    }

    @Test func centredContentIsCentredInTheSafeArea() throws {
        // The diffusion box (80 pt round) centred at y (852 + 59 − 34) / 2 = 438.5, not 426.
        let device = try Self.frame(.colorDiffusion)
        #expect(device[196, 476] == Self.rgb(255, 0, 0) && device[196, 482] == Self.rgb(0, 255, 0))
        #expect(device[196, 401] == Self.rgb(255, 0, 0) && device[196, 395] == Self.rgb(0, 255, 0))
    }

    @Test func theSeedsButtonsMoveDownByTheTopInset() throws {
        // Circle-mask's button: (W − 64, 20 + 59, 44, 44), blue; left of its plus.
        let device = try Self.frame(.circleMask)
        #expect(device[393 - 42 - 15, 101] == Self.rgb(0, 122, 255) && device[393 - 42, 76] == Self.rgb(88, 86, 214))
        // Ping's: (W − 41, 36 + 59, 25, 25), white on the black screen the push ends on.
        let ping = try Self.frame(.ping, index: -1)
        #expect(ping[393 - 41 + 12, 107] == Self.rgb(255, 255, 255) && ping[393 - 41 + 12, 92] == Self.rgb(0, 0, 0))
    }

    @Test func theSystemColouredScreensTurnDarkAndTheSeedsKeepTheirColours() throws {
        let dark = SceneEnvironment(device: .iPhone16, systemUI: true, appearance: .dark)
        let list = try Self.frame(.showcase, "cross-dissolve", environment: dark)
        #expect(list[300, 177] == Self.rgb(0, 0, 0) && list[300, 181] == Self.rgb(28, 28, 30))
        let detail = try Self.frame(.showcase, "cross-dissolve", reverse: true, environment: dark)
        #expect(detail[10, 200] == Self.rgb(94, 92, 230) && detail[10, 321] == Self.rgb(0, 0, 0))
        // A body line (20 pt in, 500 + 59 down, 12 pt tall) in systemGray4's dark value.
        #expect(detail[100, 565] == Self.rgb(58, 58, 60))
        let modal = try Self.frame(.circleScale, environment: dark)
        #expect(modal[90, 650] == Self.rgb(10, 132, 255) && modal[300, 200] == Self.rgb(28, 28, 30))
        // The seeds' screens are the app's own colours in either appearance.
        let diffusion = try Self.frame(.colorDiffusion, environment: dark)
        #expect(diffusion[20, 300] == Self.rgb(0, 255, 0))
    }

    @Test func theStatusBarIsLightOverTheDarkScreensAndDarkOverTheLightOnes() throws {
        // The 9:41 in the status bar's band (the top 59 pt, left half): its brightest pixel.
        func brightest(_ p: Pixmap) -> UInt8 {
            var m: UInt8 = 0
            for y in 0..<59 { for x in 0..<196 { m = max(m, p[x, y].g) } }
            return m
        }
        func darkest(_ p: Pixmap) -> UInt8 {
            var m: UInt8 = 255
            for y in 0..<59 { for x in 20..<196 { m = min(m, p[x, y].g) } }
            return m
        }
        // Ping's black screen at the end of the push: white items over black.
        #expect(brightest(try Self.frame(.ping, index: -1)) > 200)
        // Ping's white screen in dark mode keeps dark items over its white: the seed's colours are fixed.
        let dark = SceneEnvironment(device: .iPhone16, systemUI: true, appearance: .dark)
        #expect(darkest(try Self.frame(.ping, environment: dark)) < 50)
        // The list in dark mode (.default): light items over black.
        #expect(brightest(try Self.frame(.showcase, "cross-dissolve", environment: dark)) > 200)
    }
}
