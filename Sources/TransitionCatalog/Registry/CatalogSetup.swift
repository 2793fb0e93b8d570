import UIKit

/// What one run of a catalog transition is made for: the direction, the trigger, a requested
/// duration and the transition's parameters, plus the screen the transition starts from in
/// the forward direction (the "home" screen, where a trigger box's colour is read).
public final class CatalogSetup {
    /// True for push and present, false for pop and dismiss.
    public let isForward: Bool
    /// The trigger (button, box) rectangle in screen points, for transitions that start from one.
    public let trigger: CGRect?
    /// The duration the caller asked for (nil: the transition's own default).
    public let requestedDuration: TimeInterval?
    /// Transition-specific numbers (each entry documents its names).
    public let parameters: [String: Double]
    /// The forward direction's from-screen (the presenting or root screen).
    public let homeView: UIView?
    /// What making the animator warned about (a parameter out of range), one line each.
    public private(set) var warnings: [String] = []

    public init(isForward: Bool, trigger: CGRect? = nil, requestedDuration: TimeInterval? = nil,
                parameters: [String: Double] = [:], homeView: UIView? = nil) {
        self.isForward = isForward
        self.trigger = trigger
        self.requestedDuration = requestedDuration
        self.parameters = parameters
        self.homeView = homeView
    }

    public func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}
