import Foundation
import Raster
import Testing
@testable import Transitions

/// The seed demos' screens: the geometry the seeds give, cache keys, and the badge fixture.
///
/// `fixtures/demo/badge.png` holds the pixels `ButtonScreens.badge` draws, for scene files, and
/// `fixtures/scenes/images/badge.png` is the copy the circle-mask scene file shows (scene files
/// may only name images in their own directory). Set `RT_RECORD_FIXTURES=1` to rewrite both from
/// the code (never in CI); otherwise the test fails when either disagrees with it.
@Suite("Seed transitions: demo screens")
struct SeedDemoScreensTests {
    static let size = DemoScenes.screenSize
    static let badgePaths = ["fixtures/demo/badge.png", "fixtures/scenes/images/badge.png"].map {
        SeedSupport.packageRoot.appendingPathComponent($0).path
    }

    @Test("fixtures/demo/badge.png and fixtures/scenes/images/badge.png hold exactly the procedural badge's pixels",
          arguments: badgePaths)
    func badgeFixture(path: String) throws {
        let drawn = try ButtonScreens.drawBadge()
        if ProcessInfo.processInfo.environment["RT_RECORD_FIXTURES"] == "1" {
            try PNG.write(drawn, to: path, compression: .small)
        }
        let stored = try PNG.read(contentsOf: path)
        #expect(stored.width == 360 && stored.height == 360)
        #expect(stored.hasSamePixels(as: drawn),
                "\(path): re-record with RT_RECORD_FIXTURES=1 swift test --filter SeedDemoScreensTests if the change is intended")
    }

    @Test("the badge is a rounded tile: transparent corners, opaque inside, sky at the top, meadow at the bottom")
    func badgeContent() {
        let b = ButtonScreens.badge
        #expect(b[0, 0].a == 0 && b[359, 359].a == 0)
        #expect(b[180, 180].a == 255)
        #expect(b[180, 6] == Color(r: 135, g: 206, b: 250).premultiplied)
        #expect(b[180, 350] == Color(r: 52, g: 168, b: 83).premultiplied)
    }

    @Test("the button is 44 pt, round, 20 pt from the top and right, and identical on both screens",
          arguments: [ButtonScreens.first, ButtonScreens.second])
    func buttonGeometry(screen: Screen) throws {
        let root = screen.build(Self.size)
        let button = try #require(root.viewWithIdentifier(ButtonScreens.buttonIdentifier))
        #expect(button.convert(button.bounds, to: root) == Rect(x: 390 - 20 - 44, y: 20, width: 44, height: 44))
        #expect(button.cornerRadius == 22)
        #expect(button.backgroundColor == ButtonScreens.button(frame: button.frame).backgroundColor)
        let picture = try #require(root.subviews.first { $0 is ImageView })
        #expect(picture.frame == Rect(x: 135, y: 362, width: 120, height: 120))
    }

    @Test("the colour-diffusion boxes are 80 pt circles in the centre, red on green and green on red")
    func diffusionBoxes() throws {
        for (screen, background, box) in [(DiffusionScreens.home, Color.green, Color.red), (DiffusionScreens.detail, .red, .green)] {
            let root = screen.build(Self.size)
            #expect(root.backgroundColor == background && screen.backgroundColor == background)
            let b = try #require(root.viewWithIdentifier("box"))
            #expect(b.frame == Rect(x: 155, y: 382, width: 80, height: 80))
            #expect(b.cornerRadius == 40 && b.backgroundColor == box)
        }
    }

    @Test("every seed demo screen's root has a size-specific snapshot cache key", arguments: [
        ButtonScreens.first, ButtonScreens.second, ModalScreens.presenting, ModalScreens.presented,
        DiffusionScreens.home, DiffusionScreens.detail,
    ])
    func cacheKeys(screen: Screen) throws {
        let key = try #require(screen.build(Self.size).snapshotCacheKey)
        #expect(key.hasPrefix(screen.name) && key.contains("390"))
        #expect(screen.build(Size(width: 320, height: 568)).snapshotCacheKey != key)
    }

    @Test("the modal screens' buttons sit 120 pt above the bottom, centred")
    func modalButtons() throws {
        for (screen, id) in [(ModalScreens.presenting, ModalScreens.presentIdentifier), (ModalScreens.presented, ModalScreens.doneIdentifier)] {
            let b = try #require(screen.build(Self.size).viewWithIdentifier(id))
            #expect(b.frame == Rect(x: 75, y: 674, width: 240, height: 50))
        }
    }
}
