import XCTest
import UIKit
import Raster

/// A titled white screen: what the navigation bar tests push and pop.
final class TitledScreen: UIViewController {
    init(_ title: String) { super.init(nibName: nil, bundle: nil); self.title = title }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
}

enum BarProbes {
    /// The system push's progress 0.1 s in: 1 − (1 + ωt)e^(−ωt), ω = √(1000/3) s⁻¹, ωt = 1.8257
    /// (SystemCurve: the content's curve, which the bars share).
    static let pushProgressAt100ms = 0.54478

    /// How red a pixel is over the bar's 0.97 white: r − g, which is 255 × alpha for a pure red
    /// glyph pixel of full coverage (r = 255a + 247(1 − a), g = 247(1 − a)).
    static func redness(_ c: PremultipliedColor) -> Int { Int(c.r) - Int(c.g) }

    /// The columns in `x` of a frame's bar band (y 0..<44) holding a pixel at least `threshold` red.
    static func redColumns(_ p: Pixmap, x: Range<Int>, threshold: Int = 40) -> [Int] {
        x.filter { i in (0..<44).contains { j in redness(p[i, j]) >= threshold } }
    }

    /// A navigation controller whose titles, back button and chevron are pure red, so the
    /// probes can find them.
    static func redNavigationController(root: UIViewController) -> UINavigationController {
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.red]
        nav.navigationBar.tintColor = .red
        return nav
    }
}
