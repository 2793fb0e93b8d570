import UIKit
internal import Transitions

/// A transition the catalog offers: its name, documentation, and how to make its UIKit animator.
public struct CatalogEntry {
    /// How the transition is started, as UIKit distinguishes it.
    public enum Kind: String, Sendable {
        /// A navigation controller's push (forward) and pop (reverse).
        case push
        /// A full-screen presentation (forward) and its dismissal (reverse).
        case present
        /// A sheet UIKit presents (forward) and dismisses (reverse) on its own spring (Catalog+Sheets.swift).
        case sheet
        /// A presented sheet moving to a larger detent (forward) and back (reverse), in `animateChanges`.
        case detentChange

        /// The operations of the forward and reverse directions, as `list` prints them.
        public var operations: (forward: String, reverse: String) {
            switch self {
            case .push: ("push", "pop")
            case .present, .sheet: ("present", "dismiss")
            case .detentChange: ("expand", "collapse")
            }
        }
    }

    /// The command-line name (e.g. `circle-mask`).
    public var name: String
    public var summary: String
    /// The default duration in seconds (what `list` shows).
    public var defaultDuration: Double
    /// The timing curve(s) and where they come from, for documentation (the gallery's curve column).
    public var curve: String
    /// Where the transition's numbers come from (durations, distances, opacities), for documentation.
    public var sources: String
    public var kind: Kind
    /// True when the transition starts from a trigger rectangle (a button or box).
    public var needsTrigger: Bool
    /// The names the transition reads from a scene's `parameters`; any other name is refused.
    public var parameterNames: [String]
    /// When `defaultDuration` is one part's (Ping's mask) and the run lasts longer: that part's
    /// name and the whole run's default length, so listings say "0.25 s mask, 0.35 s total".
    public var durationPart: (name: String, total: Double)?
    /// How UIKit animates the transition.
    public enum Animation {
        /// An animator of the entry's own, made for one run and handed to UIKit by the navigation
        /// controller's delegate (push) or the presented controller's transitioning delegate.
        case animator((CatalogSetup) -> UIViewControllerAnimatedTransitioning)
        /// UIKit's own animation, with no delegate: a plain `pushViewController(_:animated:)` in a
        /// UINavigationController (kind `.push`, style nil), or a `present(_:animated:)` of a
        /// controller with this `modalTransitionStyle` (kind `.present`).
        case system(UIModalTransitionStyle?)
        /// A sheet (kinds `.sheet`, `.detentChange`): UIKit presents, dismisses or resizes it on its
        /// own spring; the closure sets the sheet up in UIKit's own calls and returns the action
        /// that plays the run (Catalog+Sheets.swift).
        case sheet((CatalogSheetRun) -> () -> Void)
    }
    public var animation: Animation

    /// Makes the animator for one run; nil for UIKit's own transitions (`Animation.system`, `.sheet`).
    public var makeAnimator: ((CatalogSetup) -> UIViewControllerAnimatedTransitioning)? {
        get { if case .animator(let make) = animation { make } else { nil } }
        set { if let newValue { animation = .animator(newValue) } }
    }

    /// For the sheet kinds: sets the sheet up and returns the action that plays the run; nil otherwise.
    public var makeSheetAction: ((CatalogSheetRun) -> () -> Void)? {
        if case .sheet(let make) = animation { make } else { nil }
    }

    public init(name: String, summary: String, defaultDuration: Double, curve: String, sources: String = "", kind: Kind,
                needsTrigger: Bool = false, parameterNames: [String] = [], durationPart: (name: String, total: Double)? = nil,
                makeAnimator: @escaping (CatalogSetup) -> UIViewControllerAnimatedTransitioning) {
        self.name = name
        self.summary = summary
        self.defaultDuration = defaultDuration
        self.curve = curve
        self.sources = sources
        self.kind = kind
        self.needsTrigger = needsTrigger
        self.parameterNames = parameterNames
        self.durationPart = durationPart
        animation = .animator(makeAnimator)
    }

    /// An entry that UIKit animates itself: the navigation controller's push (kind `.push`) or a
    /// presentation with `modalTransitionStyle` (kind `.present`).
    public init(name: String, summary: String, curve: String, sources: String, kind: Kind,
                modalTransitionStyle: UIModalTransitionStyle? = nil, parameterNames: [String] = []) {
        precondition((kind == .present) == (modalTransitionStyle != nil), "a system push has no modal transition style; a presentation has one")
        self.name = name
        self.summary = summary
        // UIKit's own transitions run on the system curve, whose length is their duration.
        defaultDuration = SystemCurve.duration
        self.curve = curve
        self.sources = sources
        self.kind = kind
        needsTrigger = false
        self.parameterNames = parameterNames
        durationPart = nil
        animation = .system(modalTransitionStyle)
    }

    /// The default duration as `list` shows it: "0.50 s", or "0.25 s mask, 0.35 s total".
    public var durationSummary: String {
        let own = Self.seconds(defaultDuration)
        guard let part = durationPart else { return own }
        return own + " \(part.name), " + Self.seconds(part.total) + " total"
    }

    /// "0.35 s": seconds with two decimals.
    static func seconds(_ v: Double) -> String {
        let hundredths = Int((v * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }
}
