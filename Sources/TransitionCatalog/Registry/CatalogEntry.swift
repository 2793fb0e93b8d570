import UIKit

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
    /// Makes the animator for one run of a push or present; nil for the sheet kinds, which UIKit animates.
    public var makeAnimator: ((CatalogSetup) -> UIViewControllerAnimatedTransitioning)?
    /// For the sheet kinds: sets the sheet up in UIKit's own calls and returns the action that plays the run.
    public var makeSheetAction: ((CatalogSheetRun) -> () -> Void)?

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
        self.makeAnimator = makeAnimator
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
