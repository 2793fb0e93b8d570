import XCTest
import UIKit

/// A button made with `UIButton()` or `init(frame:)` is a custom button, whose title is white
/// unless set (a blue title on a blue button is invisible, so this shows in frames); a system
/// button's title is system blue.
final class UIButtonDefaultsTests: XCTestCase {
    private func rgba(_ c: UIColor?) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = c?.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    func testCustomButtonsHaveWhiteTitlesAndSystemButtonsBlue() {
        for button in [UIButton(), UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), UIButton(type: .custom)] {
            XCTAssertEqual(button.buttonType, .custom)
            XCTAssertEqual(rgba(button.titleLabel?.textColor), [1, 1, 1, 1])
        }
        let system = UIButton(type: .system)
        XCTAssertEqual(system.buttonType, .system)
        XCTAssertEqual(rgba(system.titleLabel?.textColor), [0, 122.0 / 255, 1, 1])
        system.setTitleColor(.red, for: .normal)
        XCTAssertEqual(rgba(system.titleLabel?.textColor), [1, 0, 0, 1])
    }
}
