import XCTest
import UIKit

/// `#colorLiteral(red:green:blue:alpha:)` makes a UIColor with those sRGB components.
final class ColorLiteralTests: XCTestCase {
    func testAColorLiteralIsAUIColorWithItsComponents() {
        let c = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        c.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a], [0.25, 0.5, 0.75, 0.5])
        let typed: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(typed, UIColor.red)
    }
}
