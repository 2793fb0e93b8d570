import UIKit

extension Catalog {
    /// The curve column for UIKit's own transitions: curve 7 and its sources.
    static let systemCurveNote = "UIKit's system curve (curve 7): critically damped spring, ω = √(1000/3) s⁻¹, 0.5 s — UIKit's CASpringAnimation (mass 3, stiffness 1000, damping 500) printed in JTSSloppySwiping #2 and read with LLDB in react-native #15322"

    /// UIKit's own modal presentation styles and navigation push, as an app starts them: a
    /// `present(_:animated:)` of a controller whose `modalTransitionStyle` is the style, a
    /// `pushViewController(_:animated:)` in a UINavigationController without a delegate. UIKit
    /// animates them (its animators are in the UIKit module, SystemTransitions/).
    static let uikitTransitions: [CatalogEntry] = [
        CatalogEntry(name: "cross-dissolve", summary: "UIKit's crossDissolve: the old screen fades out while the new one fades in",
                     curve: systemCurveNote,
                     sources: "decompiled UITransitionView case 6 (to-alpha 0 → 1, from-alpha 1 → 0, curve 7); Apple's UIModalTransitionStyle.crossDissolve documentation; duration: the curve's 0.5 s",
                     kind: .present, modalTransitionStyle: .crossDissolve),
        CatalogEntry(name: "cover-vertical", summary: "UIKit's coverVertical: the new screen slides up from the bottom",
                     curve: systemCurveNote,
                     sources: "translation (0, H) → 0 (UIKit's default modal style); curve 7 from decompiled UITransitionView; duration: the curve's 0.5 s",
                     kind: .present, modalTransitionStyle: .coverVertical),
        CatalogEntry(name: "flip-horizontal", summary: "UIKit's flipHorizontal: the screens turn over about the vertical axis, with perspective",
                     curve: systemCurveNote,
                     sources: "curve 7 from decompiled UITransitionView (flip via transitionFromView with curve << 16); the near edge kept at the screen's height (StackOverflow 15852375, \"Flipping with proper perspective distortion\"); m34 = −1/500 and darkening 0.2·|sin φ| are our choices",
                     kind: .present, modalTransitionStyle: .flipHorizontal),
        CatalogEntry(name: "push", summary: "UINavigationController's push: the new screen slides in from the right over the dimmed old one",
                     curve: systemCurveNote,
                     sources: "decompiled _UINavigationParallaxTransition (parallax offset round(0.7 W): the old screen ends at −(W − offset)) and _UIParallaxDimmingView (black at 0.1, 9-pt left-edge shadow whose alpha follows the dimming 0 → 1); curve 7 read with LLDB (react-native #15322); the shadow's falloff is our choice",
                     kind: .push),
    ]

    /// UIKit's partialCurl modal style; its shape parameters reach UIKit's animator through the recording.
    static let curlTransitions: [CatalogEntry] = [
        CatalogEntry(name: "partial-curl", summary: "UIKit's partial curl: the page curls up from the bottom and rests where the next screen's content starts; dismiss lets it fall back",
                     curve: systemCurveNote,
                     sources: "rest height H − max(40, minY of the to-view's topmost subview) and curve 7 from decompiled UITransitionView case 13; radius 36 pt and tilt 10° are our choices",
                     kind: .present, modalTransitionStyle: .partialCurl, parameterNames: ["curl-angle", "curl-radius", "curl-stop"]),
    ]
}
