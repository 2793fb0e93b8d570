// Covers the numbers of UIKit's sheet (page and form sheets, UISheetPresentationController), each
// with where it comes from; docs/sheets.md lists them. Not covered: the numbers of visual styles
// other than iOS 15-18's (the design after iOS 26 has other corners), the floating sheet's margins
// (an iPad form sheet is centred without them), the 2 pt drop shadow (not drawn, see docs).
//
// Sources, named in each comment below:
// - "metrics": decompiled `_UISheetPresentationMetrics` in the search corpus (iOS 15-17 UIKitCore):
//   `cornerRadius` 10, `topOffset` 10, `topOffsetInCompactHeight` 8, `maximumSheetDepthLevel` 2,
//   `shadowRadius` 2, `preferredShadowOpacity` 0.5, `minimumSidePadding` 25, `transitionDuration`
//   = `+[UITransitionView defaultDurationForTransition:8]`, `defaultFormSheetSizeForScreenSize:`.
// - "layout info": decompiled `_UISheetLayoutInfo` (iOS 15, Objective-C) in the search corpus:
//   `_stackAlignmentFrame`, `_cornerRadii`, `_percentPresented`, `_transform`, `maximumDetentValue`.
// - "16.0 reading": the apple-backports port of UISheetPresentationController (its file cites
//   each value's address in UIKitCore of the iOS 16.0 cache): the margins C function, the depth
//   transform C function, the medium detent's fractions, the grabber, the dimming colour, the
//   drag's rubber band and projection. Read for the facts, not copied.
// - "binary audit": a published audit of UIKitCore (FINAL_RED_TEAM_AUDIT.md §7 in the corpus):
//   `defaultDurationForTransition:` table entry 8 = 0.4 s, the sheet spring's defaults
//   SheetDampingRatio 1.0, SheetResponse 0.3441442326, SheetHighSpeedDampingRatio 0.8.
// - "measured": Bosco Ho's published measurements (SheetInteraction, TestModal ViewController.swift):
//   iPhone 14 Pro (852 pt, insets 59/34) maximumDetentValue 749; iPhone SE 3 (667 pt, 20/0) 627.

import Foundation

/// The sheet's constants.
package enum SheetMetrics {
    /// The sheet's corner radius, and the presenting view's when it scales back (metrics `cornerRadius`).
    package static let cornerRadius: CGFloat = 10
    /// The gap between the status bar / safe area and a sheet's top edge (metrics `topOffset`): once
    /// on a phone without a home button, twice on one with it and elsewhere (16.0 reading, margins).
    package static let topOffset: CGFloat = 10
    /// The deepest a sheet scales back behind others (metrics `maximumSheetDepthLevel`).
    package static let maximumDepth: CGFloat = 2
    /// How long a sheet's presentation, dismissal and detent change run (metrics `transitionDuration`
    /// = `defaultDurationForTransition:8`, 0.4 s in the binary audit).
    package static let transitionDuration: TimeInterval = 0.4
    /// The spring's response in seconds (binary audit: SheetResponse 0.3441442326; 16.0 reading).
    /// 2π / 0.3441442326 = √(1000/3): the same natural frequency as UIKit's curve 7.
    package static let springResponse = 0.3441442326
    /// The spring's damping ratio (binary audit: SheetDampingRatio 1.0), and after a flick
    /// (SheetHighSpeedDampingRatio 0.8).
    package static let springDampingRatio = 1.0
    package static let flickSpringDampingRatio = 0.8
    /// The dimming colour's alpha in the light style (16.0 reading: `+[UIColor
    /// _alertControllerDimmingViewColor]`, black at 0.2).
    package static let dimmingAlpha: CGFloat = 0.2
    /// The share of the dimming a parent card gets when the sheet stacks on it (16.0 reading,
    /// `_confinedPercentDimmed`: 0.6, plus 0.2 of a grandchild's).
    package static let confinedDimmingShare: CGFloat = 0.6
    package static let confinedGrandchildShare: CGFloat = 0.2
    /// The presenting view's side inset when it scales back: the content margin, 20 pt on screens
    /// wider than 393 pt, else 16 (16.0 reading: `+[UIViewController _horizontalContentMarginForView:ofWidth:]`).
    package static func contentMargin(width: CGFloat) -> CGFloat { width > 393 ? 20 : 16 }
    /// The medium detent: this share of the largest detent value, 0.56 when the container is
    /// taller than 568 pt, else 0.63 (16.0 reading, the medium detent's resolver block).
    package static func mediumFraction(containerHeight: CGFloat) -> CGFloat { containerHeight > 568 ? 0.56 : 0.63 }
    /// The grabber: 36 x 5 pt, 5 pt below the sheet's top edge, fully rounded (16.0 reading:
    /// `-[_UIGrabber _intrinsicSizeWithinSize:]`, `_grabberSpacing` 5).
    package static let grabberSize = CGSize(width: 36, height: 5)
    package static let grabberSpacing: CGFloat = 5
    /// The grabber's colour: `tertiaryLabel` (16.0 reading), whose light value Apple publishes as
    /// (60, 60, 67) at 30 %.
    package static let grabberColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// The drag (16.0 reading, `_UISheetInteraction` / `_UIHyperInteractor`): the rubber band's
    /// coefficient, the deceleration rate a release is projected with, the speed of a flick, the
    /// slowest speed that counts, and the rubber band's extents above the largest detent (at most
    /// 100 pt) and below the smallest one (a quarter of the full height, at most 200 pt).
    package static let rubberBandCoefficient: CGFloat = 0.55
    package static let decelerationRate: CGFloat = 0.99
    package static let flickSpeed: CGFloat = 1000
    package static let minimumSpeed: CGFloat = 250
    package static let topRubberBandExtent: CGFloat = 100
    package static let bottomRubberBandExtent: CGFloat = 200
    package static let bottomRubberBandFraction: CGFloat = 0.25
    /// A drag held back from dismissing tells the delegate once it is pulled this share of the
    /// bottom extent past the smallest detent (16.0 reading).
    package static let attemptToDismissShare: CGFloat = 0.25

    /// An iPad form sheet's size when the controller prefers none (metrics
    /// `defaultFormSheetSizeForScreenSize:`, by the screen's longer side).
    package static func defaultFormSheetSize(screen: CGSize) -> CGSize {
        let longer = max(screen.width, screen.height)
        if longer >= 1590 { return CGSize(width: 620, height: 680) }
        if longer <= 1024 { return CGSize(width: 540, height: 600) }
        return CGSize(width: 580, height: 640)
    }

    /// UIKit's rubber band: an overshoot `x` shown as d (1 − 1 / (x c / d + 1)) (16.0 reading).
    package static func rubberBand(_ overshoot: CGFloat, extent: CGFloat) -> CGFloat {
        guard extent > 0, overshoot > 0 else { return 0 }
        return extent * (1 - 1 / (overshoot * rubberBandCoefficient / extent + 1))
    }

    /// The spring timing of the sheet's animations, with `velocity` in units of the distance per second.
    package static func spring(dampingRatio: Double = springDampingRatio, velocity: CGFloat = 0) -> UISpringTimingParameters {
        let omega = 2 * Double.pi / springResponse
        return UISpringTimingParameters(mass: 1, stiffness: CGFloat(omega * omega), damping: CGFloat(2 * dampingRatio * omega),
                                        initialVelocity: CGVector(dx: velocity, dy: velocity))
    }
}
