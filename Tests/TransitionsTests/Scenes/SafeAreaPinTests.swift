import Raster
import Testing
import Transitions

/// Each pin's arithmetic on both axes, by hand: a 100 x 50 view at (20, 30) designed on a
/// 390 x 844 screen, shown on an 852 x 393 screen (an iPhone 16 held sideways: the width grows
/// by 462, the height shrinks by 451) inset 0 at the top, 59 left and right and 21 at the bottom.
@Suite struct SafeAreaPinTests {
    static let designed = Rect(x: 20, y: 30, width: 100, height: 50)
    static let landscape = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    static func frame(_ v: SafeAreaPin.Vertical, _ h: SafeAreaPin.Horizontal) -> Rect {
        SafeAreaPin(v, h).frame(designed, designedSize: Size(width: 390, height: 844), size: Size(width: 852, height: 393), insets: landscape)
    }

    @Test(arguments: [
        // fixed: as designed.
        (SafeAreaPin.Horizontal.fixed, 20.0, 100.0),
        // left: 20 + 59.
        (.left, 79, 100),
        // right: 20 + 462 − 59 = 423 (its right edge 523 keeps 390 − 120 = 270 to the safe area's right, 852 − 59 − 270 = 523).
        (.right, 423, 100),
        // centre: 20 + 462 / 2 + (59 − 59) / 2 = 251.
        (.centre, 251, 100),
        // fill: x 20 + 59 = 79, width 100 + 462 − 118 = 444.
        (.fill, 79, 444),
        // edges: x 20, width 100 + 462 = 562.
        (.edges, 20, 562),
    ]) func theHorizontalPins(_ h: SafeAreaPin.Horizontal, x: Double, width: Double) {
        let f = Self.frame(.fixed, h)
        #expect(f == Rect(x: x, y: 30, width: width, height: 50))
    }

    @Test(arguments: [
        (SafeAreaPin.Vertical.fixed, 30.0, 50.0),
        // top: 30 + 0.
        (.top, 30, 50),
        // bottom: 30 − 451 − 21 = −442 (its bottom 80 − 451 − 21 = −392: a view designed near the
        // top of a tall screen and pinned to the bottom leaves a short one at the top).
        (.bottom, -442, 50),
        // centre: 30 − 451 / 2 + (0 − 21) / 2 = −206.
        (.centre, -206, 50),
        // topEdge: 30, height 50 + 0.
        (.topEdge, 30, 50),
        // bottomEdge: 30 − 451 − 21 = −442, height 50 + 21 = 71 (its bottom −371 keeps 844 − 80 = 764 to the screen's bottom, 393).
        (.bottomEdge, -442, 71),
    ]) func theVerticalPins(_ v: SafeAreaPin.Vertical, y: Double, height: Double) {
        #expect(Self.frame(v, .fixed) == Rect(x: 20, y: y, width: 100, height: height))
    }

    @Test func onTheDesignedScreenWithoutInsetsNothingMoves() {
        for v in SafeAreaPin.Vertical.allCases {
            for h in SafeAreaPin.Horizontal.allCases {
                let f = SafeAreaPin(v, h).frame(Self.designed, designedSize: Size(width: 390, height: 844),
                                                size: Size(width: 390, height: 844), insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
                #expect(f == Self.designed, "\(v), \(h)")
            }
        }
    }

    @Test func thePortraitInsetsMoveTheTopAndBottomPins() {
        // An iPhone 16 in portrait: 393 x 852, inset 59 at the top and 34 at the bottom.
        let insets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        func frame(_ v: SafeAreaPin.Vertical) -> Rect {
            SafeAreaPin(v, .fill).frame(Self.designed, designedSize: Size(width: 390, height: 844), size: Size(width: 393, height: 852), insets: insets)
        }
        // top: y 30 + 59 = 89; fill: width 100 + 3 = 103.
        #expect(frame(.top) == Rect(x: 20, y: 89, width: 103, height: 50))
        // centre: 30 + 8 / 2 + (59 − 34) / 2 = 46.5.
        #expect(frame(.centre) == Rect(x: 20, y: 46.5, width: 103, height: 50))
        // topEdge: the top stays, the height grows by 59.
        #expect(frame(.topEdge) == Rect(x: 20, y: 30, width: 103, height: 109))
        // bottomEdge: 30 + 8 − 34 = 4, the height grows by 34.
        #expect(frame(.bottomEdge) == Rect(x: 20, y: 4, width: 103, height: 84))
    }
}
