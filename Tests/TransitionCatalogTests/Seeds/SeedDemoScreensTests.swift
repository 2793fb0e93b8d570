import Foundation
import Raster
import Testing
import TestSupport
import TransitionTesting
import UIKit
@testable import TransitionCatalog

/// The seed demos' screens as UIKit builds them: the geometry the seeds give, and the badge fixture.
///
/// `fixtures/demo/badge.png` holds the pixels of the badge the button screens show, for scene
/// files, and `fixtures/scenes/images/badge.png` is the copy the circle-mask scene file shows
/// (scene files may only name images in their own directory). Set `RT_RECORD_FIXTURES=1` to
/// rewrite both from the code (never in CI); otherwise the test fails when either disagrees with it.
@Suite("Seed transitions: demo screens", .uikitTurns)
struct SeedDemoScreensTests {
    static let size = Size(width: 390, height: 844)
    static let badgePaths = ["fixtures/demo/badge.png", "fixtures/scenes/images/badge.png"].map { GoldenPaths.path($0) }

    @Test("fixtures/demo/badge.png and fixtures/scenes/images/badge.png hold exactly the badge's pixels",
          arguments: badgePaths)
    func badgeFixture(path: String) throws {
        let drawn = UIKitButtonScreens.badge.pixmap
        if ProcessInfo.processInfo.environment["RT_RECORD_FIXTURES"] == "1" {
            try PNG.write(drawn, to: path, compression: .small)
        }
        let stored = try PNG.read(contentsOf: path)
        #expect(stored.width == 360 && stored.height == 360)
        #expect(stored.hasSamePixels(as: drawn),
                "\(path): re-record with RT_RECORD_FIXTURES=1 swift test --filter SeedDemoScreensTests if the change is intended")
    }

    @Test("the badge is a rounded tile shown at 120 pt: transparent corners, opaque inside, sky at the top, meadow at the bottom")
    func badgeContent() {
        let b = UIKitButtonScreens.badge.pixmap
        #expect(UIKitButtonScreens.badge.size == CGSize(width: 120, height: 120))
        #expect(b[0, 0].a == 0 && b[359, 359].a == 0)
        #expect(b[180, 180].a == 255)
        #expect(b[180, 6] == Color(r: 135, g: 206, b: 250).premultiplied)
        #expect(b[180, 350] == Color(r: 52, g: 168, b: 83).premultiplied)
    }

    static func find(_ id: String, in root: UIView) -> UIView? { CatalogProbe.firstView(in: root, identifiedBy: id) }

    @Test("the button is 44 pt, round, 20 pt from the top and right, and identical on both screens",
          arguments: [UIKitButtonScreens.first, UIKitButtonScreens.second])
    func buttonGeometry(screen: UIKitScreen) throws {
        let root = try CatalogRecordingSupport.loadedView(screen, size: Self.size)
        let button = try #require(Self.find(UIKitButtonScreens.buttonIdentifier, in: root))
        #expect(button.convert(button.bounds, to: root) == CGRect(x: 390 - 20 - 44, y: 20, width: 44, height: 44))
        #expect(button.layer.cornerRadius == 22)
        #expect(button.backgroundColor == SceneViews.color(Color(r: 0, g: 122, b: 255)), "the system blue")
        let picture = try #require(root.subviews.first { $0 is UIImageView })
        #expect(picture.frame == CGRect(x: 135, y: 362, width: 120, height: 120))
    }

    @Test("the colour-diffusion boxes are 80 pt circles in the centre, red on green and green on red")
    func diffusionBoxes() throws {
        for (screen, background, box) in [(UIKitDiffusionScreens.home, UIColor.green, UIColor.red), (UIKitDiffusionScreens.detail, .red, .green)] {
            let root = try CatalogRecordingSupport.loadedView(screen, size: Self.size)
            #expect(root.backgroundColor == background)
            let b = try #require(Self.find(UIKitDiffusionScreens.boxIdentifier, in: root))
            #expect(b.frame == CGRect(x: 155, y: 382, width: 80, height: 80))
            #expect(b.layer.cornerRadius == 40 && b.backgroundColor == box)
        }
    }

    @Test("the modal screens' buttons sit 120 pt above the bottom, centred")
    func modalButtons() throws {
        for (screen, id) in [(UIKitModalScreens.presenting, UIKitModalScreens.presentIdentifier), (UIKitModalScreens.presented, UIKitModalScreens.doneIdentifier)] {
            let b = try #require(Self.find(id, in: try CatalogRecordingSupport.loadedView(screen, size: Self.size)))
            #expect(b.frame == CGRect(x: 75, y: 674, width: 240, height: 50))
        }
    }
}
