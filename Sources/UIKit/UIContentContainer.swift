import Foundation

/// What a container of child content hears about its children's sizes; UIViewController and
/// UIPresentationController adopt it (a presentation controller sizes the presented controller).
public protocol UIContentContainer: AnyObject {
    /// The size the content would like to have.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed (its parent or presentation controller hears it).
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size a child gets inside a parent of `parentSize` (the parent's size, unless overridden).
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's size is about to change (rotation, a window resize; never in a recording).
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
}
