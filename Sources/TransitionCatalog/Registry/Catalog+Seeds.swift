import UIKit

extension Catalog {
    /// The longest duration a parameter may ask for, in seconds (the renders' limit).
    static let maximumDuration = 3600.0

    /// Ping's whole run at its default timings: the text's 0.1 s delay and 0.25 s.
    static let circularRevealTotal = 0.1 + 0.25

    /// The transitions of the seed articles.
    static let seedTransitions: [CatalogEntry] = [
        CatalogEntry(name: "circular-reveal", summary: "Ping's circular reveal: the screen flies off, the next is revealed by a growing circle and its text flies in",
                     defaultDuration: 0.25, curve: "mask linear; snapshot easeIn; text easeOut after 0.1 s (seed 000)",
                     sources: "seed 000: 0.25 s, snapshot to scale 5 and (−1000, +1500), text 0.1 s delay then 0.25 s",
                     kind: .push, needsTrigger: true, parameterNames: ["mask-duration"],
                     durationPart: (name: "mask", total: circularRevealTotal)) { setup in
            // A requested duration is the whole run's: every part is scaled by requested / 0.35 s.
            var mask = 0.25, scale = 1.0
            if let d = setup.requestedDuration {
                scale = d / circularRevealTotal
            } else if let d = setup.parameters["mask-duration"] {
                if d > 0 && d <= maximumDuration {
                    mask = d
                } else {
                    setup.warn("circular-reveal: mask-duration \(d) is not in (0, \(Int(maximumDuration))] seconds; using 0.25 s")
                }
            }
            return CircularRevealAnimator(button: setup.trigger ?? .zero, maskDuration: mask, timeScale: scale)
        },
        CatalogEntry(name: "circle-mask", summary: "the next screen is revealed by a circle growing from the button",
                     defaultDuration: 0.5, curve: "linear (seeds 002 and 003)",
                     sources: "seeds 002 and 003: 0.5 s, oval from the button to the farthest corner",
                     kind: .push, needsTrigger: true) { setup in
            CircleMaskAnimator(button: setup.trigger ?? .zero, duration: setup.requestedDuration ?? 0.5)
        },
        CatalogEntry(name: "circle-scale", summary: "the presented screen is revealed by a circle growing from the centre; dismiss shrinks it back",
                     defaultDuration: 0.5, curve: "easeOut (dismiss: easeIn, the time reverse) (seed 001)",
                     sources: "seed 001, type circle; 0.5 s is our default, the seed shows none",
                     kind: .present) { setup in
            CircleScaleAnimator(presenting: setup.isForward, duration: setup.requestedDuration ?? 0.5)
        },
        CatalogEntry(name: "rectangle-offset", summary: "the presented screen slides in from the bottom-right as the presenting one leaves to the top-left, over white",
                     defaultDuration: 0.5, curve: "easeInEaseOut (seed 001, UIView.animate default)",
                     sources: "seed 001, type rectangle; 0.5 s is our default, the seed shows none",
                     kind: .present) { setup in
            RectangleOffsetAnimator(presenting: setup.isForward, duration: setup.requestedDuration ?? 0.5)
        },
        CatalogEntry(name: "color-diffusion", summary: "the tapped box grows into the next screen's colour, which then fades in; dismiss shrinks it back",
                     defaultDuration: 0.5, curve: "easeInEaseOut, staged (copy 0.7 d, fade 0.4 d after 0.6 d) (seed 004)",
                     sources: "seed 004; the 80-pt box and 0.5 s are our defaults, the seed shows neither",
                     kind: .present, needsTrigger: true) { setup in
            let box = setup.trigger ?? .zero
            let centre = CGPoint(x: box.midX, y: box.midY)
            let home = setup.homeView
            let colour = home.flatMap { color(at: centre, in: $0) } ?? home?.backgroundColor ?? UIColor(white: 0.5, alpha: 1)
            return ColorDiffusionAnimator(presenting: setup.isForward, box: box, boxColor: colour, duration: setup.requestedDuration ?? 0.5)
        },
    ]

    /// The background colour showing at `point` (in `root`'s coordinates): the topmost visible
    /// view with a background colour whose frame contains it (the colour of the tapped box).
    static func color(at point: CGPoint, in root: UIView) -> UIColor? {
        func search(_ v: UIView) -> UIColor? {
            guard !v.isHidden else { return nil }
            for sub in v.subviews.reversed() { if let c = search(sub) { return c } }
            if let c = v.backgroundColor, c.cgColor.alpha > 0, v.convert(v.bounds, to: root).contains(point) { return c }
            return nil
        }
        return search(root)
    }
}
