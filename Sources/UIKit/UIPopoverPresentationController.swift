// UIPopoverPresentationController and its delegate: a controller presented with the .popover
// style has one (`popoverPresentationController`, made on first ask, nil for other styles) that
// keeps where the popover points (sourceView, sourceRect, barButtonItem, permittedArrowDirections)
// and how it looks (backgroundColor, passthroughViews, popoverLayoutMargins). In a compact width,
// as every iPhone recording is, UIKit adapts a popover to a full-screen presentation, which is
// what the presentation draws (with the warning UIViewController+Presentation.swift gives);
// arrowDirection stays .unknown, since no popover is laid out. Not here: a popover bubble drawn
// in a regular width (iPad), and the delegate's questions (asked only when a popover shows).

/// The pointer Objective-C passes for an out-parameter object (no autorelease pools without the
/// Objective-C runtime: a plain mutable pointer here).
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>

/// The sides a popover's arrow may point from.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover's delegate decides (every method has UIKit's default).
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: AutoreleasingUnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: AutoreleasingUnsafeMutablePointer<UIView>) {}
}

/// The presentation controller of a popover.
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at (with sourceRect).
    open var sourceView: UIView?
    /// The rectangle in sourceView the popover points at.
    open var sourceRect: CGRect = .zero
    /// The sides the arrow may point from.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow points from once laid out (.unknown: no popover is laid out here).
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The popover's background (its arrow's too).
    open var backgroundColor: UIColor?
    /// Views the user may touch while the popover shows.
    open var passthroughViews: [UIView]?
    /// The margins between the popover and the screen's edges.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover sourceRect.
    open var canOverlapSourceViewRect = false
}

private nonisolated(unsafe) var popoverKey: UInt8 = 0

extension UIViewController {
    /// The popover presentation controller when modalPresentationStyle is .popover (the same one
    /// each time), else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let p = objc_getAssociatedObject(self, &popoverKey) as? UIPopoverPresentationController { return p }
        let p = UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
        objc_setAssociatedObject(self, &popoverKey, p, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return p
    }
}

extension UIApplication {
    /// Key-value coding on the class: `shared` (or `sharedApplication`) is the application;
    /// any other key is an error naming it (iOS raises NSUndefinedKeyException).
    public static func value(forKey key: String) -> Any? {
        if key == "shared" || key == "sharedApplication" { return shared }
        RecordingLog.error("UIApplication.value(forKey: \"\(key)\"): the class has no key '\(key)' (shared is one)")
        return nil
    }
    /// The key-path form of value(forKey:) on the class (`shared`).
    public static func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
}
