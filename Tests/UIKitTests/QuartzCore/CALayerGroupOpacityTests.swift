import XCTest
import UIKit
import Raster

/// Opacity of a layer whose only drawing is one sublayer.
final class CALayerGroupOpacityTests: XCTestCase {
    func testAFadedContainerFadesItsOnlySublayer() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        let container = CALayer()
        container.frame = root.bounds
        container.opacity = 0.5
        root.addSublayer(container)
        let child = CALayer()
        child.frame = root.bounds
        child.backgroundColor = UIColor.red.cgColor
        container.addSublayer(child)
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        let p = UIGraphicsImageRenderer(size: root.bounds.size, format: f).image { root.render(in: $0.cgContext) }.pixmap
        XCTAssertEqual(p[1, 1], PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
    }
}

/// allowsGroupOpacity: one group (overlaps do not show through) or each sublayer on its own.
final class CALayerAllowsGroupOpacityTests: XCTestCase {
    private func overlap(group: Bool) -> PremultipliedColor {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        let container = CALayer()
        container.frame = root.bounds
        container.opacity = 0.5
        container.allowsGroupOpacity = group
        root.addSublayer(container)
        for c in [UIColor.red, UIColor.blue] {
            let l = CALayer()
            l.frame = root.bounds
            l.backgroundColor = c.cgColor
            container.addSublayer(l)
        }
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return UIGraphicsImageRenderer(size: root.bounds.size, format: f).image { root.render(in: $0.cgContext) }.pixmap[1, 1]
    }

    func testAGroupFadesAsOneAndWithoutGroupOpacityTheLowerShowsThrough() {
        XCTAssertEqual(overlap(group: true), PremultipliedColor(r: 0, g: 0, b: 128, a: 128))
        // Red at 0.5, then blue at 0.5 over it: red 128 * 0.5 = 64, blue 128, alpha 128 + 64.
        XCTAssertEqual(overlap(group: false), PremultipliedColor(r: 64, g: 0, b: 128, a: 192))
    }
}
