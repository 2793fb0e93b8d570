import XCTest
import UIKit
import Raster

/// What is set on UINavigationBar's appearance proxy reads back and is given to bars made later.
final class UINavigationBarAppearanceTests: XCTestCase {
    override func tearDown() {
        let proxy = UINavigationBar.appearance()
        proxy.titleTextAttributes = nil
        proxy.barTintColor = nil
        super.tearDown()
    }

    func testTheProxyReadsBackAndNewBarsTakeItsSettings() throws {
        let before = UINavigationBar()
        let proxy = UINavigationBar.appearance()
        XCTAssertTrue(UINavigationBar.appearance() === proxy)
        XCTAssertNil(proxy.titleTextAttributes)
        let font = UIFont.systemFont(ofSize: 21)
        proxy.titleTextAttributes = [.font: font, .foregroundColor: UIColor.red]
        proxy.barTintColor = .green
        // PreviewTransition's read of the proxy.
        if case let f as UIFont = UINavigationBar.appearance().titleTextAttributes?[NSAttributedString.Key.font] {
            XCTAssertEqual(f.pointSize, 21)
        } else {
            XCTFail("the proxy's font is not read back")
        }
        let after = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        XCTAssertEqual(after.barTintColor, .green)
        XCTAssertEqual((after.titleTextAttributes?[.foregroundColor] as? UIColor), .red)
        XCTAssertNil(before.barTintColor, "a bar made before keeps its own")
        // The proxy's bar tint draws.
        after.layoutIfNeeded()
        XCTAssertEqual(try renderAlone(after, width: 100, height: 44)[50, 20], PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
    }
}
