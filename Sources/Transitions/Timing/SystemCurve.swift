// Where the numbers come from. UIKit's own transitions do not run on a cubic Bézier: they run on
// the animation curve with raw value 7, which `UIView.animate(… options: 7 << 16 …)` turns into a
// CASpringAnimation. Printed from a device (JTSSloppySwiping issue #2, 2015):
//     <CASpringAnimation … fillMode = both; timingFunction = linear; duration = 0.5;
//      velocity = 0; damping = 500; stiffness = 1000; mass = 3>
// and the same parameters were read with LLDB from UINavigationController's push (react-native
// pull request #15322) and reported on Apple's developer forums (thread 48088). Decompiled UIKit
// shows who uses it: UITransitionView (the modal styles and `UIView.transition`) sets its
// `animationTimingCurve` to 7 in both initialisers and passes `curve << 16` to every block it
// animates; _UINavigationParallaxTransition animates push/pop with the context's completion curve.
//
// The motion. mass m = 3, stiffness k = 1000, damping c = 500 give ω0 = √(k/m) = √(1000/3) ≈
// 18.257 s⁻¹ and a damping ratio ζ = c / (2√(km)) ≈ 4.56, far over-damped. Core Animation solves
// an over-damped spring as a critically damped one, so the progress from rest at 0 (velocity 0)
// towards 1 is
//     x(t) = 1 − (1 + ω t) e^(−ω t),   ω = √(1000/3),   t in seconds,
// 23.2 % at 50 ms, 54.5 % at 0.1 s, 87.9 % at 0.2 s, 99.89 % at 0.5 s, where the animation ends
// (its duration) and the model value, 1, shows from then on: the last 0.1 % is a jump, as on a
// device. An over-damped solution would still be at 22 % at 0.2 s, which is not what devices show.
//
// Written on its own, not through `Spring`: this curve is a fixed fact of UIKit, evaluated from
// the closed form above, and does not move when the general spring solver changes.

import Foundation

/// UIKit's system animation curve ("curve 7"): a critically damped spring, ω = √(1000/3) s⁻¹,
/// lasting 0.5 s — the curve of modal presentation, `UIView.transition` and navigation push/pop.
///
/// Sources: the CASpringAnimation UIKit adds for curve 7 (mass 3, stiffness 1000, damping 500,
/// duration 0.5 s; printed in JTSSloppySwiping issue #2, read with LLDB in react-native pull
/// request #15322, Apple developer forums thread 48088), and decompiled UITransitionView and
/// _UINavigationParallaxTransition, which animate with it. Core Animation treats the over-damped
/// spring as critically damped, so progress is x(t) = 1 − (1 + ωt)e^(−ωt).
public enum SystemCurve {
    /// UIView.AnimationCurve's raw value for this curve (`UIView.AnimationOptions(rawValue: 7 << 16)`).
    public static let rawValue = 7
    /// The spring's mass, as UIKit's CASpringAnimation has it.
    public static let mass = 3.0
    /// The spring's stiffness.
    public static let stiffness = 1000.0
    /// The spring's damping coefficient (over-damped; solved as critical, see the file note).
    public static let damping = 500.0
    /// The animation's duration in seconds: the CASpringAnimation lasts 0.5 s.
    public static let duration = 0.5
    /// ω = √(stiffness / mass) ≈ 18.257 per second.
    public static let omega = (stiffness / mass).squareRoot()

    /// The progress `t` seconds after the start: 1 − (1 + ωt)e^(−ωt) while the animation runs
    /// (0 for t <= 0), and the model value 1 from `duration` on.
    public static func value(atTime t: Double) -> Double {
        guard !t.isNaN, t > 0 else { return 0 }
        if t >= duration { return 1 }
        let wt = omega * t
        return 1 - (1 + wt) * exp(-wt)
    }

    /// The progress at `fraction` (0...1) of the animation: `value(atTime: fraction × 0.5 s)`.
    ///
    /// A transition given another duration plays the same curve stretched to it, as a timing
    /// function does (UIKit documents nothing for curve 7 at other durations).
    public static func value(at fraction: Double) -> Double {
        guard !fraction.isNaN else { return 0 }
        return value(atTime: min(max(fraction, 0), 1) * duration)
    }
}
