import XCTest
import Raster
import UIKit
import UIKitRecorder

/// `UIImage(systemName:)`: stand-in glyphs drawn as vector outlines in squares that follow the
/// configuration, templates that image views and bars tint; names without a stand-in are nil
/// with a warning. These need the icon font (scripts/install-deps.sh installs it): without it
/// every test here fails naming the package.
final class SymbolImageTests: XCTestCase {
    private let blue = PremultipliedColor(r: 0, g: 122, b: 255, a: 255)

    private func symbol(_ name: String, _ configuration: UIImage.SymbolConfiguration? = nil) throws -> UIImage {
        try XCTUnwrap(UIImage(systemName: name, withConfiguration: configuration),
                      "no image for \(name): is fonts-materialdesignicons-webfont installed (scripts/install-deps.sh)?")
    }

    /// Opaque-ish pixels of a pixmap, and whether all of them are black.
    private func ink(_ p: Pixmap) -> (covered: Int, allBlack: Bool) {
        var covered = 0, black = true
        for y in 0..<p.height { for x in 0..<p.width where p[x, y].a > 0 {
            covered += 1
            if p[x, y].r != 0 || p[x, y].g != 0 || p[x, y].b != 0 { black = false }
        } }
        return (covered, black)
    }

    func testASymbolIsASquareFollowingItsPointSizeAndScale() throws {
        let house = try symbol("house")
        XCTAssertTrue(house.isSymbolImage)
        XCTAssertEqual(house.renderingMode, .automatic)
        // 17 pt (the body size) at the medium scale: 1.1 x 17 = 18.7, on the third-point grid 56/3.
        XCTAssertEqual(house.size.width, 56.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(house.size.height, house.size.width)
        // 64 pt medium: 70.4, so 211/3 = 70.33 (the width UIKit reports for a 64-pt medium symbol).
        XCTAssertEqual(try symbol("house", .init(pointSize: 64)).size.width, 211.0 / 3, accuracy: 1e-9)
        // Large is 1.29 x medium: 24.12 -> 24; small 0.78 x: 14.59 -> 44/3.
        XCTAssertEqual(try symbol("house", .init(scale: .large)).size.width, 24, accuracy: 1e-9)
        XCTAssertEqual(try symbol("house", .init(scale: .small)).size.width, 44.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(house.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34)).size.width, 112.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(house.applyingSymbolConfiguration(.init(scale: .large))?.symbolConfiguration?.scale, .large)
        XCTAssertNil(UIImage().applyingSymbolConfiguration(.init(scale: .large)), "a bitmap is no symbol")
    }

    func testTheGlyphIsDrawnBlackWithAntialiasedEdges() throws {
        let p = try symbol("heart.fill", .init(pointSize: 40)).pixmap
        let (covered, allBlack) = ink(p)
        XCTAssertTrue(allBlack, "the glyph is black, for tints to fill its alpha")
        XCTAssertGreaterThan(covered, p.width * p.height / 4, "a filled heart covers a good part of its square")
        XCTAssertLessThan(covered, p.width * p.height)
        var partial = 0
        for y in 0..<p.height { for x in 0..<p.width where p[x, y].a > 0 && p[x, y].a < 255 { partial += 1 } }
        XCTAssertGreaterThan(partial, 20, "edges are anti-aliased")
        // The outline and the filled glyph differ: .fill and the plain name are different stand-ins.
        XCTAssertLessThan(ink(try symbol("heart", .init(pointSize: 40)).pixmap).covered, covered)
    }

    func testANameWithoutAStandInIsNilAndSaysSo() {
        let log = RecordingLog()
        let image = RecordingLog.$current.withValue(log) { UIImage(systemName: "figure.walk.motion.trianglebadge.exclamationmark") }
        XCTAssertNil(image)
        XCTAssertEqual(log.warnings.count, 1)
        XCTAssertTrue(log.warnings[0].contains("figure.walk.motion.trianglebadge.exclamationmark"), log.warnings[0])
        XCTAssertTrue(log.warnings[0].contains("UIImage(named:)"), log.warnings[0])
    }

    /// The icon font's path data read exactly: a right triangle over half of the 512-unit em
    /// covers half of the pixels, to the pixel's worth of coverage.
    func testPathDataIsReadIntoTheOutlineItDescribes() throws {
        let triangle = try XCTUnwrap(SVGPathData.path("M0 448L512 448L512 -64Z") { x, y in Point(x: x / 512, y: (448 - y) / 512) })
        let p = Pixmap(width: 64, height: 64)!
        try Canvas(target: p).fill(triangle, transform: Transform2D(scaleX: 64, y: 64), color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        var area = 0.0
        for y in 0..<64 { for x in 0..<64 { area += Double(p[x, y].a) / 255 } }
        XCTAssertEqual(area, 2048, accuracy: 1)
        // H, V and the smooth cubic S (its first control point the last one's reflection).
        let smooth = try XCTUnwrap(SVGPathData.path("M0 0H10V10C12 12 14 12 16 10S20 8 22 10Z") { Point(x: $0, y: $1) })
        XCTAssertEqual(smooth.elements, [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)),
                                         .cubic(Point(x: 12, y: 12), Point(x: 14, y: 12), Point(x: 16, y: 10)),
                                         .cubic(Point(x: 18, y: 8), Point(x: 20, y: 8), Point(x: 22, y: 10)), .close])
        XCTAssertNil(SVGPathData.path("M0 0L5") { Point(x: $0, y: $1) }, "a coordinate short")
        XCTAssertNil(SVGPathData.path("M0 0A1 1 0 0 1 5 5") { Point(x: $0, y: $1) }, "arcs are not icon-font data")
    }

    /// A symbol in an image view is a template: the view's tint shows through it.
    func testAnImageViewTintsASymbol() throws {
        let screen = SolidColorController(.white)
        let view = UIImageView(image: try symbol("circle.fill", .init(pointSize: 30)))
        view.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: view.image!.size)
        view.tintColor = .red
        screen.view.addSubview(view)
        let nav = UINavigationController(rootViewController: SolidColorController(.white))
        nav.isNavigationBarHidden = true
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 2, fps: 10)
        let frame = try XCTUnwrap(try recorder.frames(root: nav) { nav.pushViewController(screen, animated: false) }.last)
        // The centre of the filled circle, (10 + 33/2) pt.
        XCTAssertEqual(frame[53, 53], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(frame[2, 2], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    /// Tab bar images are templates in the selected (tint) and unselected grey colours, symbols at
    /// the large scale; an `.alwaysOriginal` image keeps its own colours.
    func testTheTabBarTintsItsItemsImagesUnlessTheyAreOriginal() throws {
        let first = SolidColorController(.white), second = SolidColorController(.white), third = SolidColorController(.white)
        first.tabBarItem = UITabBarItem(title: "Home", image: try symbol("circle.fill"), tag: 0)
        second.tabBarItem = UITabBarItem(title: "More", image: try symbol("circle.fill"), tag: 1)
        let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { c in
            UIColor.red.setFill(); c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        third.tabBarItem = UITabBarItem(title: "Red", image: red.withRenderingMode(.alwaysOriginal), tag: 2)
        let tab = UITabBarController()
        tab.viewControllers = [first, second, third]
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 20)
        let last = try XCTUnwrap(try recorder.frames(root: tab) {
            tab.selectedIndex = 1
            tab.selectedIndex = 0
        }.last)
        let images = tab.tabBar.subviews.compactMap { $0 as? UIImageView }
        XCTAssertEqual(images.count, 3)
        // Large scale: 24 pt squares, centred 18 pt down the bar (at 769 + 18 on an iPhone 16).
        XCTAssertEqual(images[0].frame.size, CGSize(width: 24, height: 24))
        func centre(_ v: UIImageView) -> (Int, Int) {
            let c = tab.tabBar.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), from: v)
            let inWindow = tab.tabBar.convert(c, to: nil)
            return (Int(inWindow.x * 3), Int(inWindow.y * 3))
        }
        XCTAssertEqual(centre(images[0]).1, 3 * (769 + 18))
        let (x0, y0) = centre(images[0]), (x1, y1) = centre(images[1]), (x2, y2) = centre(images[2])
        XCTAssertEqual(last[x0, y0], blue, "the selected item in the tint")
        XCTAssertEqual(last[x1, y1], PremultipliedColor(r: 142, g: 142, b: 147, a: 255), "the others in grey")
        XCTAssertEqual(last[x2, y2], PremultipliedColor(r: 255, g: 0, b: 0, a: 255), "an original image as it is")
    }

    /// A bar button's symbol is drawn in the bar's tint.
    func testABarButtonsSymbolIsInTheTint() throws {
        let screen = SolidColorController(.white)
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(image: try symbol("circle.fill"), style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: SolidColorController(.white))
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 20)
        let last = try XCTUnwrap(try recorder.frames(root: nav) { nav.pushViewController(screen, animated: false) }.last)
        let image = try XCTUnwrap(nav.navigationBar.subviews.compactMap { $0 as? UIImageView }.first { $0.image?.isSymbolImage == true })
        let c = image.convert(CGPoint(x: image.bounds.midX, y: image.bounds.midY), to: nil)
        XCTAssertEqual(last[Int(c.x * 3), Int(c.y * 3)], blue)
    }

    /// System items that iOS draws as symbols show their stand-ins in the tint, not a blank.
    func testAnIconSystemItemShowsItsSymbol() throws {
        let screen = SolidColorController(.white)
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: SolidColorController(.white))
        let log = RecordingLog()
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 20)
        let last = try RecordingLog.$current.withValue(log) {
            try XCTUnwrap(try recorder.frames(root: nav) { nav.pushViewController(screen, animated: false) }.last)
        }
        XCTAssertFalse(log.warnings.contains { $0.contains("system icon is not drawn") }, "\(log.warnings)")
        let image = try XCTUnwrap(nav.navigationBar.subviews.compactMap { $0 as? UIImageView }.first { $0.image?.isSymbolImage == true })
        XCTAssertEqual(image.image?.size, CGSize(width: 24, height: 24))
        let frame = image.convert(image.bounds, to: nil)
        var tinted = 0
        for y in Int(frame.minY * 3)..<Int(frame.maxY * 3) { for x in Int(frame.minX * 3)..<Int(frame.maxX * 3) where last[x, y] == blue { tinted += 1 } }
        XCTAssertGreaterThan(tinted, 200, "the bin's strokes in the tint")
    }

    /// A system tab's icon is drawn from its symbol stand-in; its `image` stays nil, as in UIKit.
    func testASystemTabShowsItsIcon() throws {
        let first = SolidColorController(.white), second = SolidColorController(.white)
        first.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        XCTAssertNil(first.tabBarItem.image)
        let tab = UITabBarController()
        tab.viewControllers = [first, second]
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 20)
        let last = try XCTUnwrap(try recorder.frames(root: tab) {
            tab.selectedIndex = 1
            tab.selectedIndex = 0
        }.last)
        let star = try XCTUnwrap(tab.tabBar.subviews.compactMap { $0 as? UIImageView }.first)
        XCTAssertEqual(star.image?.isSymbolImage, true)
        let c = star.convert(CGPoint(x: star.bounds.midX, y: star.bounds.midY), to: nil)
        XCTAssertEqual(last[Int(c.x * 3), Int(c.y * 3)], blue, "the selected star's middle in the tint")
    }
}
