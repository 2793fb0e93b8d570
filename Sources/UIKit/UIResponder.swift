/// UIResponder: the base of views and view controllers (events are delivered by the recorder).
open class UIResponder: NSObject {
    public override init() {}
    open var next: UIResponder? { nil }
    /// Called after the object is loaded from a nib or storyboard. Nothing is loaded from one
    /// here (there are none), so UIKit's caller never runs, as for objects made in code on iOS.
    open func awakeFromNib() {}

    // Touches (UIWindow.sendEvent delivers them to the view hit; unhandled, they go up `next`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // Accessibility, stored (UIKit declares these on NSObject; see UIAccessibility.swift). Labels
    // and controls are accessibility elements unless told otherwise, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { accessibilityElementFlag ?? (self is UILabel || self is UIControl) }
        set { accessibilityElementFlag = newValue }
    }
    private var accessibilityElementFlag: Bool?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityLanguage: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityFrame: CGRect = .zero
    open var accessibilityElements: [Any]?
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    /// `objc_setAssociatedObject`'s values for this object, released with it.
    package let associatedObjects = AssociatedObjects()
    /// Trait overrides and the traits last delivered (Appearance/TraitState.swift), made on first use.
    package var traitStorage: TraitState?
}
