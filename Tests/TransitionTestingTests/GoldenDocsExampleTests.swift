import Foundation
import Raster
import Testing
import TransitionTesting
import Transitions

/// A whole-transition golden with automatic file names, as docs/golden-testing.md describes
/// (the page's own consumer package is built and run by PackageConsumerTests).
@Suite("Golden whole-transition example") struct GoldenDocsExampleTests {
    /// A screen of one colour with a round 44-pt button near its top-right corner.
    static func plainScreen(_ name: String, _ color: Color, button: Color) -> Screen {
        Screen(name: name, backgroundColor: color) { size in
            let root = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            root.backgroundColor = color
            let b = View(frame: Rect(x: size.width - 64, y: 60, width: 44, height: 44))
            b.backgroundColor = button
            b.cornerRadius = 22
            b.identifier = "button"
            root.addSubview(b)
            return root
        }
    }

    @Test func circleMask() {
        let scene = Scene(name: "docs-example", summary: "teal to orange", size: Size(width: 200, height: 300),
                          from: Self.plainScreen("teal", Color(r: 0, g: 128, b: 128), button: .white),
                          to: Self.plainScreen("orange", Color(r: 255, g: 149, b: 0), button: .black),
                          transition: "circle-mask", triggerIdentifier: "button")
        // Compares __Goldens__/GoldenDocsExampleTests/circleMask.teal-to-orange.{0,50,100}.png
        assertGolden(of: scene, settings: RenderSettings(scale: 1), named: "teal-to-orange", fractions: [0, 0.5, 1])
    }
}
